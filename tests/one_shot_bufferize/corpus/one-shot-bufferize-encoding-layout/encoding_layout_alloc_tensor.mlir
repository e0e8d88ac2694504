// OPTIONS: bufferize-function-boundaries=true allow-unknown-ops=true
// UPSTREAM: @encoding_layout_alloc_tensor
// An alloc_tensor of a type whose encoding is a permutation map, filled and
// returned: an identity buffer in MLIR 22.
// EXPECT: @encoding_layout_alloc_tensor(%i = 3): [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 4.0]
func.func @encoding_layout_alloc_tensor(%i: index) -> tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> {
  %one = arith.constant 1.000000e+00 : f32
  %four = arith.constant 4.000000e+00 : f32
  %a = bufferization.alloc_tensor() : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %f = linalg.fill ins(%one : f32) outs(%a : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %r = tensor.insert %four into %f[%i, %i] : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %r : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
}
