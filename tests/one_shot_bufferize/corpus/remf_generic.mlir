// arith.remf in a linalg.generic body, as torch-mlir lowers ONNX's Mod with
// fmod=1: the remainder takes the sign of the dividend.
// EXPECT: @fmod(%i = 0): 1.5
// EXPECT: @fmod(%i = 1): -1.5
// EXPECT: @fmod(%i = 3): -0.5
#id = affine_map<(d0) -> (d0)>
func.func @fmod(%i: index) -> f32 {
  %a = arith.constant dense<[7.500000e+00, -7.500000e+00, 2.000000e+00, -5.500000e+00]> : tensor<4xf32>
  %b = arith.constant dense<[2.000000e+00, 2.000000e+00, 3.000000e+00, -2.500000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.remf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %v = tensor.extract %r[%i] : tensor<4xf32>
  return %v : f32
}
