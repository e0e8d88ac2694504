// tensor.insert at the induction variable in a loop: a running prefix sum.
// EXPECT: @prefix(%n = 3): %out = [1, 3, 6, 0]
func.func @prefix(%n: index, %out: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %result:2 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init, %sum = %zero) -> (tensor<4xi32>, i32) {
    %next_index = arith.addi %i, %c1 : index
    %v = arith.index_cast %next_index : index to i32
    %s = arith.addi %sum, %v : i32
    %u = tensor.insert %s into %t[%i] : tensor<4xi32>
    scf.yield %u, %s : tensor<4xi32>, i32
  }
  bufferization.materialize_in_destination %result#0 in restrict writable %out : (tensor<4xi32>, memref<4xi32>) -> ()
  return
}
