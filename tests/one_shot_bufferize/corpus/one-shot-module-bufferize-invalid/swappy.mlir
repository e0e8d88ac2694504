// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @swappy
// Two returns of the function's tensors in different orders (MLIR 22
// bufferizes functions with several returns).
// EXPECT: @main(%cond1 = true, %cond2 = true): 1.0, 2.0
// EXPECT: @main(%cond1 = true, %cond2 = false): 2.0, 1.0
// EXPECT: @main(%cond1 = false, %cond2 = true): 2.0, 1.0
func.func private @swappy(%cond1: i1, %cond2: i1, %t1: tensor<f32>, %t2: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  cf.cond_br %cond1, ^bb1, ^bb2
^bb1:
  %T:2 = scf.if %cond2 -> (tensor<f32>, tensor<f32>) {
    scf.yield %t1, %t2 : tensor<f32>, tensor<f32>
  } else {
    scf.yield %t2, %t1 : tensor<f32>, tensor<f32>
  }
  return %T#0, %T#1 : tensor<f32>, tensor<f32>
^bb2:
  return %t2, %t1 : tensor<f32>, tensor<f32>
}

func.func @main(%cond1: i1, %cond2: i1) -> (f32, f32) {
  %t1 = arith.constant dense<1.000000e+00> : tensor<f32>
  %t2 = arith.constant dense<2.000000e+00> : tensor<f32>
  %r:2 = func.call @swappy(%cond1, %cond2, %t1, %t2) : (i1, i1, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  %a = tensor.extract %r#0[] : tensor<f32>
  %b = tensor.extract %r#1[] : tensor<f32>
  return %a, %b : f32, f32
}
