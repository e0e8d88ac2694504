// Nested scf.for loops writing a 2-d tensor element by element.
// EXPECT: @table(%n = 1): %out = [0, 0, 0, 0, 0, 0, 0, 0, 0]
// EXPECT: @table(%n = 3): %out = [0, 0, 0, 0, 1, 2, 0, 2, 4]
func.func @table(%n: index, %out: memref<3x3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x3xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<3x3xi32>) -> tensor<3x3xi32>
  %result = scf.for %i = %c0 to %n step %c1 iter_args(%outer = %init) -> (tensor<3x3xi32>) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%inner = %outer) -> (tensor<3x3xi32>) {
      %p = arith.muli %i, %j : index
      %v = arith.index_cast %p : index to i32
      %next = tensor.insert %v into %inner[%i, %j] : tensor<3x3xi32>
      scf.yield %next : tensor<3x3xi32>
    }
    scf.yield %row : tensor<3x3xi32>
  }
  bufferization.materialize_in_destination %result in restrict writable %out : (tensor<3x3xi32>, memref<3x3xi32>) -> ()
  return
}
