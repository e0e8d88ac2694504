// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @map_binary
// linalg.map adding two tensors into a third (the first computed in place
// into a writable argument).
// EXPECT: @map_binary(): [4.0, 6.0, 8.0, 10.0] | %lhs = [1.0, 2.0, 3.0, 4.0] | %init = [4.0, 6.0, 8.0, 10.0]
func.func @map_binary(%lhs: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %rhs = arith.constant dense<[3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<4xf32>
  %l = linalg.map ins(%lhs, %c : tensor<4xf32>, tensor<4xf32>) outs(%lhs : tensor<4xf32>)
    (%a: f32, %b: f32, %o: f32) {
      %0 = arith.addf %a, %b : f32
      linalg.yield %0 : f32
    }
  %add = linalg.map ins(%l, %rhs : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>)
    (%a: f32, %b: f32, %o: f32) {
      %0 = arith.addf %a, %b : f32
      linalg.yield %0 : f32
    }
  return %add : tensor<4xf32>
}
