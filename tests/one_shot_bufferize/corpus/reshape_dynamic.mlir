// tensor.reshape from a dynamically sized tensor: to a static shape, and
// back to a dynamic one whose size is computed from the source's.
// EXPECT: @flattened(%i = 0): 1.0, 4, 3.0
// EXPECT: @flattened(%i = 1): 2.0, 4, 3.0
// EXPECT: @flattened(%i = 3): 4.0, 4, 3.0
func.func @flattened(%i: index) -> (f32, index, f32) {
  %cst = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %dyn = tensor.cast %cst : tensor<2x2xf32> to tensor<?x2xf32>
  %shape = arith.constant dense<4> : tensor<1xi64>
  %flat = tensor.reshape %dyn(%shape) : (tensor<?x2xf32>, tensor<1xi64>) -> tensor<4xf32>
  %x = tensor.extract %flat[%i] : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %rows = tensor.dim %dyn, %c0 : tensor<?x2xf32>
  %count = arith.muli %rows, %c2 : index
  %size = tensor.from_elements %count : tensor<1xindex>
  %again = tensor.reshape %dyn(%size) : (tensor<?x2xf32>, tensor<1xindex>) -> tensor<?xf32>
  %n = tensor.dim %again, %c0 : tensor<?xf32>
  %y = tensor.extract %again[%c2] : tensor<?xf32>
  return %x, %n, %y : f32, index, f32
}
