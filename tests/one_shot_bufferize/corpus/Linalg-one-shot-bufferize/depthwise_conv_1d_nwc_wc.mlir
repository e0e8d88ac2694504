// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @depthwise_conv_1d_nwc_wc
// A loop inserting one alloc_tensor into the slices of another (cast to a
// dynamic size): the inserted tensor stays one buffer (both filled here).
// EXPECT: @depthwise_conv_1d_nwc_wc(%i = 3): 2.0, 1.0
func.func @depthwise_conv_1d_nwc_wc(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %a = bufferization.alloc_tensor() : tensor<3x1x6x8xf32>
  %f = linalg.fill ins(%one : f32) outs(%a : tensor<3x1x6x8xf32>) -> tensor<3x1x6x8xf32>
  %1 = tensor.cast %f : tensor<3x1x6x8xf32> to tensor<?x1x6x8xf32>
  %b = bufferization.alloc_tensor() : tensor<1x6x8xf32>
  %2 = linalg.fill ins(%two : f32) outs(%b : tensor<1x6x8xf32>) -> tensor<1x6x8xf32>
  %3 = scf.for %arg3 = %c0 to %c16 step %c8 iter_args(%arg4 = %1) -> (tensor<?x1x6x8xf32>) {
    %4 = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%arg3)
    %5 = tensor.insert_slice %2 into %arg4[%4, 0, 0, 0] [1, 1, 6, 8] [1, 1, 1, 1] : tensor<1x6x8xf32> into tensor<?x1x6x8xf32>
    scf.yield %5 : tensor<?x1x6x8xf32>
  }
  %c2 = arith.constant 2 : index
  %x = tensor.extract %3[%c1, %c0, %c0, %i] : tensor<?x1x6x8xf32>
  %y = tensor.extract %3[%c2, %c0, %c0, %i] : tensor<?x1x6x8xf32>
  return %x, %y : f32, f32
}
