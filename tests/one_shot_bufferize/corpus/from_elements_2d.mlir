// A 2-d tensor.from_elements, transposed by linalg.transpose.
// EXPECT: @square(%n = 3): %out = [3, 1, 2, 4]
func.func @square(%n: index, %out: memref<2x2xi32>) {
  %k = arith.index_cast %n : index to i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %next = arith.addi %k, %one : i32
  %t = tensor.from_elements %k, %two, %one, %next : tensor<2x2xi32>
  %e = tensor.empty() : tensor<2x2xi32>
  %tr = linalg.transpose ins(%t : tensor<2x2xi32>) outs(%e : tensor<2x2xi32>) permutation = [1, 0]
  bufferization.materialize_in_destination %tr in restrict writable %out : (tensor<2x2xi32>, memref<2x2xi32>) -> ()
  return
}
