// OPTIONS: bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map
// Identity layouts at function boundaries: a returned slice is copied into
// a buffer of identity layout; a constant passed to a function that only
// reads it is passed as it is.
// EXPECT: @main(%c = false): 2.0, 3.0, 1.0
// EXPECT: @main(%c = true): 9.0, 3.0, 1.0
func.func private @middle(%t: tensor<4xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

func.func private @poke(%t: tensor<2xf32>, %c: i1) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %nine = arith.constant 9.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %u = tensor.insert %nine into %t[%c0] : tensor<2xf32>
    scf.yield %u : tensor<2xf32>
  } else {
    scf.yield %t : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

func.func @main(%c: i1) -> (f32, f32, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = func.call @middle(%v) : (tensor<4xf32>) -> tensor<2xf32>
  %w = func.call @poke(%s, %c) : (tensor<2xf32>, i1) -> tensor<2xf32>
  %a = tensor.extract %w[%c0] : tensor<2xf32>
  %b = tensor.extract %w[%c1] : tensor<2xf32>
  %first = tensor.extract %v[%c0] : tensor<4xf32>
  return %a, %b, %first : f32, f32, f32
}
