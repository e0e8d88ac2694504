// OPTIONS: bufferize-function-boundaries=true function-boundary-type-conversion=fully-dynamic-layout-map
// Fully dynamic layouts at function boundaries, results too: a returned
// slice is a view of the argument (it may alias it), so writing it in the
// caller while the whole tensor is read afterwards copies it.
// EXPECT: @main(%c = false): 7.0, 5.0
// EXPECT: @main(%c = true): 7.0, 1.0
func.func private @filled(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func private @tail(%t: tensor<4xf32>) -> tensor<2xf32> {
  %s = tensor.extract_slice %t[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

func.func @main(%c: i1) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %seven = arith.constant 7.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.select %c, %one, %five : f32
  %t = func.call @filled(%v) : (f32) -> tensor<4xf32>
  %s = func.call @tail(%t) : (tensor<4xf32>) -> tensor<2xf32>
  %u = tensor.insert %seven into %s[%c0] : tensor<2xf32>
  %a = tensor.extract %u[%c0] : tensor<2xf32>
  %b = tensor.extract %t[%c2] : tensor<4xf32>
  return %a, %b : f32, f32
}
