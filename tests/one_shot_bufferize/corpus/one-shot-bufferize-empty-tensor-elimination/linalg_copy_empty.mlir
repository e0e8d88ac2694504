// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @linalg_copy_empty
// A linalg.copy of an empty tensor onto itself (then filled, so the values
// are defined): a new buffer, nothing to eliminate.
// EXPECT: @linalg_copy_empty(%i = 3): 7
func.func @linalg_copy_empty(%i: index) -> i32 {
  %seven = arith.constant 7 : i32
  %0 = tensor.empty() : tensor<4xi32>
  %1 = linalg.copy ins(%0 : tensor<4xi32>) outs(%0 : tensor<4xi32>) -> tensor<4xi32>
  %2 = linalg.fill ins(%seven : i32) outs(%1 : tensor<4xi32>) -> tensor<4xi32>
  %x = tensor.extract %2[%i] : tensor<4xi32>
  return %x : i32
}
