module {
  func.func @test_transpose_default(%arg0: tensor<2x3x4xf32>) -> tensor<4x3x2xf32> {
    %0 = tensor.empty() : tensor<4x3x2xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<4x3x2xf32>) permutation = [2, 1, 0] 
    return %transposed : tensor<4x3x2xf32>
  }
}
