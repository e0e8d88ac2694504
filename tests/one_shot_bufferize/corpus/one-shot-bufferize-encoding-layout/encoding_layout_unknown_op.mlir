// OPTIONS: bufferize-function-boundaries=true allow-unknown-ops=true test-analysis-only=true
// UPSTREAM: @encoding_layout_unknown_op
// An op without model on a tensor whose encoding is a permutation map,
// between writes of the argument: the write before it is read by it.
func.func @encoding_layout_unknown_op(%i: index, %a: tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> (tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  %x = arith.constant 2.000000e+00 : f32
  %w = tensor.insert %x into %a[%i, %i] : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %r = "dealloc_test.maybe_alias"(%w) : (tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %v = tensor.insert %x into %w[%i, %i] : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %r, %v : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
}
