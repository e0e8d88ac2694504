// OPTIONS: bufferize-function-boundaries=true
// With function boundaries, tensors cross calls and returns as memrefs.
// EXPECT: @caller(%c = false): [3.0, 3.0, 3.0, 3.0], 3.0
// EXPECT: @caller(%c = true): [1.0, 9.0, 1.0, 1.0], 1.0
func.func private @filled(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func private @poke(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %nine = arith.constant 9.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %u = tensor.insert %nine into %t[%c1] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @caller(%c: i1) -> (tensor<4xf32>, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  %v = arith.select %c, %one, %three : f32
  %t = func.call @filled(%v) : (f32) -> tensor<4xf32>
  %u = func.call @poke(%t, %c) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %u[%c0] : tensor<4xf32>
  return %u, %x : tensor<4xf32>, f32
}
