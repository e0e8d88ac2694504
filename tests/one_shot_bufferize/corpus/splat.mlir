// tensor.splat, static and dynamic, then an insert.
// EXPECT: @splatted(%n = 3): 4, 7, 4
func.func @splatted(%n: index) -> (index, i32, i32) {
  %c1 = arith.constant 1 : index
  %size = arith.addi %n, %c1 : index
  %seven = arith.constant 7 : i32
  %d = tensor.splat %seven[%size] : tensor<?xi32>
  %four = arith.constant 4 : i32
  %s = tensor.splat %four : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %d, %c0 : tensor<?xi32>
  %x = tensor.extract %d[%n] : tensor<?xi32>
  %y = tensor.extract %s[%c0] : tensor<4xi32>
  return %dim, %x, %y : index, i32, i32
}
