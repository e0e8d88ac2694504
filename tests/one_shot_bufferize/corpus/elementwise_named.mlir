// A chain of elementwise named ops, each into the previous one's buffer.
// v = [1, 2, 3, 4]: quotient = 2v / v = [2, 2, 2, 2], 2 * v - v = v,
// max(v, quotient) = [2, 2, 3, 4], plus quotient when %c.
// EXPECT: @chain(%c = false): %out = [2.0, 2.0, 3.0, 4.0]
// EXPECT: @chain(%c = true): %out = [4.0, 4.0, 5.0, 6.0]
func.func @chain(%c: i1, %out: memref<4xf32>) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %sum = linalg.add ins(%v, %v : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %quotient = linalg.div ins(%sum, %v : tensor<4xf32>, tensor<4xf32>) outs(%sum : tensor<4xf32>) -> tensor<4xf32>
  %product = linalg.mul ins(%quotient, %v : tensor<4xf32>, tensor<4xf32>) outs(%quotient : tensor<4xf32>) -> tensor<4xf32>
  %difference = linalg.sub ins(%product, %v : tensor<4xf32>, tensor<4xf32>) outs(%product : tensor<4xf32>) -> tensor<4xf32>
  %largest = linalg.max ins(%difference, %quotient : tensor<4xf32>, tensor<4xf32>) outs(%difference : tensor<4xf32>) -> tensor<4xf32>
  %result = scf.if %c -> (tensor<4xf32>) {
    %plus = linalg.add ins(%largest, %quotient : tensor<4xf32>, tensor<4xf32>) outs(%largest : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %plus : tensor<4xf32>
  } else {
    scf.yield %largest : tensor<4xf32>
  }
  bufferization.materialize_in_destination %result in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
