// OPTIONS: bufferize-function-boundaries=true
// Functions with several returns: one returns either argument (its result
// may alias both, equivalent to neither), one returns its argument, written
// or not, from both returns (equivalent to it: no allocation at the call).
// EXPECT: @main(%c = false): 4.0, 4.0, 3.0
// EXPECT: @main(%c = true): 3.0, 1.0, 3.0
func.func private @pick(%a: tensor<2xf32>, %b: tensor<2xf32>, %c: i1) -> tensor<2xf32> {
  cf.cond_br %c, ^first, ^second
^first:
  return %a : tensor<2xf32>
^second:
  return %b : tensor<2xf32>
}

func.func private @keep(%a: tensor<2xf32>, %c: i1) -> tensor<2xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^write, ^done
^write:
  %u = tensor.insert %one into %a[%c0] : tensor<2xf32>
  return %u : tensor<2xf32>
^done:
  return %a : tensor<2xf32>
}

func.func @main(%c: i1) -> (f32, f32, f32) {
  %three = arith.constant 3.000000e+00 : f32
  %four = arith.constant 4.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<2xf32>
  %f = tensor.empty() : tensor<2xf32>
  %a = linalg.fill ins(%three : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %b = linalg.fill ins(%four : f32) outs(%f : tensor<2xf32>) -> tensor<2xf32>
  %p = func.call @pick(%a, %b, %c) : (tensor<2xf32>, tensor<2xf32>, i1) -> tensor<2xf32>
  %x = tensor.extract %p[%c0] : tensor<2xf32>
  %k = func.call @keep(%b, %c) : (tensor<2xf32>, i1) -> tensor<2xf32>
  %y = tensor.extract %k[%c0] : tensor<2xf32>
  %z = tensor.extract %a[%c0] : tensor<2xf32>
  return %x, %y, %z : f32, f32, f32
}
