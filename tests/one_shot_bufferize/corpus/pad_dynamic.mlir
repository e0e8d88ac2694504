// tensor.pad with a dynamic high padding: the result size depends on %n.
// EXPECT: @grown(%n = 0): 2, 2.0
// EXPECT: @grown(%n = 3): 5, 2.0
func.func @grown(%n: index) -> (index, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %v low[0] high[%n] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<2xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %p, %c0 : tensor<?xf32>
  %x = tensor.extract %p[%c1] : tensor<?xf32>
  return %dim, %x : index, f32
}
