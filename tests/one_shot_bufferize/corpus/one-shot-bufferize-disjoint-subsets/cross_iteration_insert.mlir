// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @cross_iteration_insert
// Each iteration inserts into element i of %t and reads element i - 1:
// the insert must not write %t in place.
// EXPECT: @cross_iteration_insert(): 27.0 | %t0 = [1.0, 2.0, 3.0, 4.0]
func.func @cross_iteration_insert(%t0: tensor<4xf32> {bufferization.writable = true}) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.000000e+00 : f32
  %s = arith.constant dense<7.000000e+00> : tensor<1xf32>
  %init = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %t = tensor.insert_slice %init into %t0[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  %result = scf.for %i = %c1 to %c4 step %c1 iter_args(%sum = %zero) -> (f32) {
    %prev = arith.subi %i, %c1 : index
    %written = tensor.insert_slice %s into %t[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    %rhs = tensor.extract_slice %t[%prev] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %new = tensor.extract %written[%i] : tensor<4xf32>
    %old = tensor.extract %rhs[%c0] : tensor<1xf32>
    %pair = arith.addf %new, %old : f32
    %next = arith.addf %sum, %pair : f32
    scf.yield %next : f32
  }
  return %result : f32
}
