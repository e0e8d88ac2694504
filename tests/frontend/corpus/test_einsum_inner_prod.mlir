module {
  func.func @test_einsum_inner_prod(%arg0: tensor<5xf64>, %arg1: tensor<5xf64>) -> tensor<f64> {
    %cst = arith.constant 0.000000e+00 : f64
    %expanded = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 1, 5] : tensor<5xf64> into tensor<1x1x5xf64>
    %expanded_0 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [1, 5, 1] : tensor<5xf64> into tensor<1x5x1xf64>
    %0 = tensor.empty() : tensor<1x1x1xf64>
    %1 = linalg.fill ins(%cst : f64) outs(%0 : tensor<1x1x1xf64>) -> tensor<1x1x1xf64>
    %2 = linalg.batch_matmul ins(%expanded, %expanded_0 : tensor<1x1x5xf64>, tensor<1x5x1xf64>) outs(%1 : tensor<1x1x1xf64>) -> tensor<1x1x1xf64>
    %collapsed = tensor.collapse_shape %2 [] : tensor<1x1x1xf64> into tensor<f64>
    return %collapsed : tensor<f64>
  }
}
