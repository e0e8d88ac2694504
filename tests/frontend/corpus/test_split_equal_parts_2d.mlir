module {
  func.func @test_split_equal_parts_2d(%arg0: tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0, 0] [2, 3] [1, 1] : tensor<2x6xf32> to tensor<2x3xf32>
    %extracted_slice_0 = tensor.extract_slice %arg0[0, 3] [2, 3] [1, 1] : tensor<2x6xf32> to tensor<2x3xf32>
    return %extracted_slice, %extracted_slice_0 : tensor<2x3xf32>, tensor<2x3xf32>
  }
}
