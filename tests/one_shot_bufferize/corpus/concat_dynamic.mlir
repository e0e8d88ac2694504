// tensor.concat of dynamically sized tensors, along a dynamic and along a
// static dimension (torch-mlir's Concat with dynamic shapes).
// EXPECT: @joined(%i = 0): 5, 1.0, 2, 1.0
// EXPECT: @joined(%i = 1): 5, 2.0, 2, 3.0
// EXPECT: @joined(%i = 3): 5, 7.0, 2, 3.0
func.func @joined(%i: index) -> (index, f32, index, f32) {
  %a = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
  %b = arith.constant dense<[6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<3xf32>
  %da = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %db = tensor.cast %b : tensor<3xf32> to tensor<?xf32>
  %c = tensor.concat dim(0) %da, %db : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %c, %c0 : tensor<?xf32>
  %x = tensor.extract %c[%i] : tensor<?xf32>
  %m = arith.constant dense<[[1.000000e+00], [3.000000e+00]]> : tensor<2x1xf32>
  %dm = tensor.cast %m : tensor<2x1xf32> to tensor<?x1xf32>
  %side = tensor.concat dim(1) %dm, %dm : (tensor<?x1xf32>, tensor<?x1xf32>) -> tensor<?x2xf32>
  %rows = tensor.dim %side, %c0 : tensor<?x2xf32>
  %c1 = arith.constant 1 : index
  %row = arith.minsi %i, %c1 : index
  %y = tensor.extract %side[%row, %c1] : tensor<?x2xf32>
  return %n, %x, %rows, %y : index, f32, index, f32
}
