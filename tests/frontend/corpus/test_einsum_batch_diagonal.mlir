#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_einsum_batch_diagonal(%arg0: tensor<3x5x5xf64>) -> tensor<3x5xf64> {
    %0 = tensor.empty() : tensor<3x5xf64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%0 : tensor<3x5xf64>) {
    ^bb0(%out: f64):
      %2 = linalg.index 1 : index
      %3 = linalg.index 0 : index
      %extracted = tensor.extract %arg0[%3, %2, %2] : tensor<3x5x5xf64>
      linalg.yield %extracted : f64
    } -> tensor<3x5xf64>
    return %1 : tensor<3x5xf64>
  }
}
