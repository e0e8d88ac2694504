// tensor.from_elements of scalars computed from the arguments.
// EXPECT: @pack(%c = false, %n = 3): %out = [3, 0, 3, 4]
// EXPECT: @pack(%c = true, %n = 1): %out = [1, 1, 1, 2]
func.func @pack(%c: i1, %n: index, %out: memref<4xi32>) {
  %v = arith.index_cast %n : index to i32
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %flag = arith.select %c, %one, %zero : i32
  %next = arith.addi %v, %one : i32
  %t = tensor.from_elements %v, %flag, %v, %next : tensor<4xi32>
  bufferization.materialize_in_destination %t in restrict writable %out : (tensor<4xi32>, memref<4xi32>) -> ()
  return
}
