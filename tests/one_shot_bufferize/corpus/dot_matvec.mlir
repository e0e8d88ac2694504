// linalg.dot into a 0-d tensor and linalg.matvec.
// EXPECT: @products(%c = false): 30.0, 5.0, 11.0
// EXPECT: @products(%c = true): 31.0, 6.0, 12.0
func.func @products(%c: i1) -> (f32, f32, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %w = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %x = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %init = arith.select %c, %one, %zero : f32
  %s0 = tensor.empty() : tensor<f32>
  %s = linalg.fill ins(%init : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %dot = linalg.dot ins(%v, %v : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %y0 = tensor.empty() : tensor<2xf32>
  %y = linalg.fill ins(%init : f32) outs(%y0 : tensor<2xf32>) -> tensor<2xf32>
  %mv = linalg.matvec ins(%w, %x : tensor<2x2xf32>, tensor<2xf32>) outs(%y : tensor<2xf32>) -> tensor<2xf32>
  %d = tensor.extract %dot[] : tensor<f32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m0 = tensor.extract %mv[%c0] : tensor<2xf32>
  %m1 = tensor.extract %mv[%c1] : tensor<2xf32>
  return %d, %m0, %m1 : f32, f32, f32
}
