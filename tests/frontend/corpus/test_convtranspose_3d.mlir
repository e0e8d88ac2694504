#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module {
  func.func @test_convtranspose_3d(%arg0: tensor<1x1x3x4x5xf32>, %arg1: tensor<1x2x3x3x3xf32>) -> tensor<1x2x5x6x7xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %0 = tensor.empty() : tensor<2x1x3x3x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x1x3x3x3xf32>) -> tensor<2x1x3x3x3xf32>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<2x1x3x3x3xf32>) {
    ^bb0(%out: f32):
      %8 = linalg.index 0 : index
      %9 = linalg.index 2 : index
      %10 = linalg.index 3 : index
      %11 = linalg.index 4 : index
      %12 = arith.subi %c2, %9 : index
      %13 = arith.subi %c2, %10 : index
      %14 = arith.subi %c2, %11 : index
      %extracted = tensor.extract %arg1[%c0, %8, %12, %13, %14] : tensor<1x2x3x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x1x3x3x3xf32>
    %3 = tensor.empty() : tensor<1x1x7x8x9xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x1x7x8x9xf32>) -> tensor<1x1x7x8x9xf32>
    %inserted_slice = tensor.insert_slice %arg0 into %4[0, 0, 2, 2, 2] [1, 1, 3, 4, 5] [1, 1, 1, 1, 1] : tensor<1x1x3x4x5xf32> into tensor<1x1x7x8x9xf32>
    %5 = tensor.empty() : tensor<1x2x5x6x7xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x2x5x6x7xf32>) -> tensor<1x2x5x6x7xf32>
    %7 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%inserted_slice, %2 : tensor<1x1x7x8x9xf32>, tensor<2x1x3x3x3xf32>) outs(%6 : tensor<1x2x5x6x7xf32>) -> tensor<1x2x5x6x7xf32>
    return %7 : tensor<1x2x5x6x7xf32>
  }
}
