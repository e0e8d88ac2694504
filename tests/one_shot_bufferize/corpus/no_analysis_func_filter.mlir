// OPTIONS: bufferize-function-boundaries=true no-analysis-func-filter=bump
// A function no-analysis-func-filter names is not analysed: it copies
// before every write, and its callers know nothing of it (its calls read,
// write and may return any tensor argument).  The other functions are
// analysed as usual.
// EXPECT: @main(%i = 0): 11.0, 21.0, 1.0
// EXPECT: @main(%i = 1): 11.0, 21.0, 1.0
// EXPECT: @main(%i = 3): 11.0, 21.0, 1.0
func.func private @bump(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %ten = arith.constant 1.000000e+01 : f32
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = arith.addf %x, %ten : f32
  %u = tensor.insert %y into %t[%i] : tensor<4xf32>
  return %u : tensor<4xf32>
}

func.func private @bump_analysed(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %ten = arith.constant 1.000000e+01 : f32
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = arith.addf %x, %ten : f32
  %u = tensor.insert %y into %t[%i] : tensor<4xf32>
  return %u : tensor<4xf32>
}

func.func @main(%i: index) -> (f32, f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = func.call @bump(%t, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
  %v = func.call @bump_analysed(%u, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
  %a = tensor.extract %u[%i] : tensor<4xf32>
  %b = tensor.extract %v[%i] : tensor<4xf32>
  %c = tensor.extract %t[%i] : tensor<4xf32>
  return %a, %b, %c : f32, f32, f32
}
