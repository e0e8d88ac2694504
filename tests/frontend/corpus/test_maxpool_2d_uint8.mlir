module {
  func.func @test_maxpool_2d_uint8(%arg0: tensor<1x1x5x5xi8>) -> tensor<1x1x5x5xi8> {
    %c-128_i8 = arith.constant -128 : i8
    %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %c-128_i8 : i8
    } : tensor<1x1x5x5xi8> to tensor<1x1x9x9xi8>
    %0 = tensor.empty() : tensor<1x1x5x5xi8>
    %1 = linalg.fill ins(%c-128_i8 : i8) outs(%0 : tensor<1x1x5x5xi8>) -> tensor<1x1x5x5xi8>
    %2 = tensor.empty() : tensor<5x5xi8>
    %3 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %2 : tensor<1x1x9x9xi8>, tensor<5x5xi8>) outs(%1 : tensor<1x1x5x5xi8>) -> tensor<1x1x5x5xi8>
    return %3 : tensor<1x1x5x5xi8>
  }
}
