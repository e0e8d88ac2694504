// OPTIONS: bufferize-function-boundaries=true allow-unknown-ops=true
// UPSTREAM: @encoding_layout_function_boundary
// A tensor argument whose encoding is a permutation map, returned after a
// write into it: MLIR 22 takes no layout from the encoding, the signature
// is the converter's (fully dynamic argument, inferred result).
// EXPECT: @encoding_layout_function_boundary(%i = 1): [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %a = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @encoding_layout_function_boundary(%i: index, %a: tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> {
  %c2 = arith.constant 2 : index
  %x = arith.constant 2.000000e+00 : f32
  %r = tensor.insert %x into %a[%i, %c2] : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %r : tensor<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
}
