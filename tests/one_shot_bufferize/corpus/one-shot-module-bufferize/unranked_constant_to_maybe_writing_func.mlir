// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @main (a constant cast to an unranked tensor, passed to @maybe_writing_func)
// MLIR-ERROR: cannot avoid RaW conflict
// A constant cast to an unranked tensor and passed to a function that
// writes it, the constant read afterwards: an unranked operand is always in
// place, so the write cannot be put elsewhere.
func.func private @maybe_writing_func(%ptr: tensor<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9.000000e+00 : f32
  %r = tensor.cast %ptr : tensor<*xf32> to tensor<3xf32>
  %w = tensor.insert %nine into %r[%c0] : tensor<3xf32>
  %x = tensor.extract %w[%c0] : tensor<3xf32>
  return %x : f32
}

func.func @main() -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
  %unranked = tensor.cast %t : tensor<3xf32> to tensor<*xf32>
  %x = func.call @maybe_writing_func(%unranked) : (tensor<*xf32>) -> f32
  %y = tensor.extract %t[%c0] : tensor<3xf32>
  return %x, %y : f32, f32
}
