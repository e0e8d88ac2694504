// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @gather_like
// A linalg.generic whose body reads another tensor (tensor.extract at an
// index it loaded): that tensor is read, the output written in place.
// EXPECT: @gather_like(): [20.0, 21.0, 22.0, 10.0, 11.0, 12.0]
func.func @gather_like() -> tensor<2x3xf32> {
  %arg0 = arith.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00], [1.000000e+01, 1.100000e+01, 1.200000e+01], [2.000000e+01, 2.100000e+01, 2.200000e+01]]> : tensor<3x3xf32>
  %arg1 = arith.constant dense<[2, 1]> : tensor<2xi32>
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %arg2 = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2xi32>) outs(%arg2 : tensor<2x3xf32>) {
  ^bb0(%in: i32, %out: f32):
    %iv1 = linalg.index 1 : index
    %1 = arith.index_cast %in : i32 to index
    %2 = tensor.extract %arg0[%1, %iv1] : tensor<3x3xf32>
    linalg.yield %2 : f32
  } -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
