// tensor.cast to a dynamic shape and back, tensor.dim of the dynamic one.
// EXPECT: @casts(%i = 3): 4, 3.0
func.func @casts(%i: index) -> (index, f32) {
  %cst = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<4xf32>
  %dynamic = tensor.cast %cst : tensor<4xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %dynamic, %c0 : tensor<?xf32>
  %static = tensor.cast %dynamic : tensor<?xf32> to tensor<4xf32>
  %x = tensor.extract %static[%i] : tensor<4xf32>
  return %dim, %x : index, f32
}
