module {
  func.func @test_matmul_1d_1d(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = linalg.dot ins(%arg0, %arg1 : tensor<3xf32>, tensor<3xf32>) outs(%1 : tensor<f32>) -> tensor<f32>
    return %2 : tensor<f32>
  }
}
