// OPTIONS: bufferize-function-boundaries=true
// `bufferization.buffer_layout` on function arguments: the identity map is
// the identity layout, one with symbols lays elements out alike (callers
// cast to it), `d0 + 5` a strided layout of offset 5 that slices and
// expansions of it keep and callers copy into.
// EXPECT: @entry(%i = 0): 3.0, 3.0, 4.0, 5.0
// EXPECT: @entry(%i = 1): 4.0, 4.0, 4.0, 6.0
// EXPECT: @entry(%i = 3): 6.0, 6.0, 4.0, 8.0
func.func private @shifted(%t: tensor<8xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0 + 5)>}, %i: index) -> f32 {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  return %x : f32
}

func.func private @identity(%t: tensor<8xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}, %i: index) -> f32 {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  return %x : f32
}

func.func private @with_symbols(%t: tensor<8xf32> {bufferization.buffer_layout = affine_map<(d0)[s0, s1] -> (d0)>}) -> f32 {
  %c3 = arith.constant 3 : index
  %x = tensor.extract %t[%c3] : tensor<8xf32>
  return %x : f32
}

func.func private @expanded(%t: tensor<8xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0 + 5)>}, %i: index) -> f32 {
  %c1 = arith.constant 1 : index
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %x = tensor.extract %e[%c1, %i] : tensor<2x4xf32>
  return %x : f32
}

func.func @entry(%i: index) -> (f32, f32, f32, f32) {
  %t = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>
  %a = func.call @shifted(%t, %i) : (tensor<8xf32>, index) -> f32
  %b = func.call @identity(%t, %i) : (tensor<8xf32>, index) -> f32
  %c = func.call @with_symbols(%t) : (tensor<8xf32>) -> f32
  %d = func.call @expanded(%t, %i) : (tensor<8xf32>, index) -> f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
