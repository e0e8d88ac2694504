// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @foo (two functions calling each other)
// Two functions calling each other on a tensor (until a counter runs out).
// EXPECT: @foo(%n = 3): [0.0, 0.0, 0.0, 0.0, 0.0] | %t = [0.0, 0.0, 0.0, 0.0, 0.0]
func.func @foo(%n: index, %t: tensor<5xf32>) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %go = arith.cmpi sgt, %n, %c0 : index
  %0 = scf.if %go -> (tensor<5xf32>) {
    %r = func.call @bar(%n, %t) : (index, tensor<5xf32>) -> tensor<5xf32>
    scf.yield %r : tensor<5xf32>
  } else {
    scf.yield %t : tensor<5xf32>
  }
  return %0 : tensor<5xf32>
}

func.func private @bar(%n: index, %t: tensor<5xf32>) -> tensor<5xf32> {
  %c1 = arith.constant 1 : index
  %k = arith.subi %n, %c1 : index
  %0 = func.call @foo(%k, %t) : (index, tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
