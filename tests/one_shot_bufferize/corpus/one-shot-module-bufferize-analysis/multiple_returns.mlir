// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @multiple_returns
// A callee returning one of two arguments from two return blocks: the
// call's result aliases both.
// EXPECT: @caller(%c = true): 1.0
// EXPECT: @caller(%c = false): 2.0
func.func private @multiple_returns(%c: i1, %t0: tensor<4xf32>, %t1: tensor<4xf32>, %t2: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %t0 : tensor<4xf32>
^bb2:
  return %t1 : tensor<4xf32>
}

func.func @caller(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %t0 = arith.constant dense<1.000000e+00> : tensor<4xf32>
  %t1 = arith.constant dense<2.000000e+00> : tensor<4xf32>
  %t2 = arith.constant dense<3.000000e+00> : tensor<4xf32>
  %r = func.call @multiple_returns(%c, %t0, %t1, %t2) : (i1, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  return %x : f32
}
