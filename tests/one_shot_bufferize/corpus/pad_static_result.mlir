// tensor.pad of a dynamically sized source with a dynamic padding into a
// static result type, which the program asserts.
// EXPECT: @padded(%i = 0): 7.0, 1.0, 2.0
// EXPECT: @padded(%i = 1): 1.0, 1.0, 2.0
// EXPECT: @padded(%i = 3): 7.0, 1.0, 2.0
func.func @padded(%i: index) -> (f32, f32, f32) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %dyn = tensor.cast %cst : tensor<2xf32> to tensor<?xf32>
  %fill = arith.constant 7.000000e+00 : f32
  %c1 = arith.constant 1 : index
  %p = tensor.pad %dyn low[1] high[%c1] {
  ^bb0(%j: index):
    tensor.yield %fill : f32
  } : tensor<?xf32> to tensor<4xf32>
  %x = tensor.extract %p[%i] : tensor<4xf32>
  %y = tensor.extract %p[%c1] : tensor<4xf32>
  %c2 = arith.constant 2 : index
  %z = tensor.extract %p[%c2] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}
