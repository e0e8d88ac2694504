// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @fresh_definition_in_loop
// A tensor made anew in each iteration, half of it filled and the other
// half read: disjoint, in place.
// EXPECT: @fresh_definition_in_loop(%value = 1.0): 3.0
func.func @fresh_definition_in_loop(%value: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.000000e+00 : f32
  %result = scf.for %i = %c1 to %c4 step %c1 iter_args(%sum = %zero) -> (f32) {
    %t = tensor.from_elements %value, %value, %value, %value : tensor<4xf32>
    %lhs = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %rhs = tensor.extract_slice %t[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %written = linalg.fill ins(%zero : f32) outs(%lhs : tensor<2xf32>) -> tensor<2xf32>
    %new = tensor.extract %written[%c0] : tensor<2xf32>
    %old = tensor.extract %rhs[%c0] : tensor<2xf32>
    %pair = arith.addf %new, %old : f32
    %next = arith.addf %sum, %pair : f32
    scf.yield %next : f32
  }
  return %result : f32
}
