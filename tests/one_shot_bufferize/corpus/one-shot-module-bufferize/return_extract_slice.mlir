// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @return_extract_slice
// A function returning a slice of a new buffer (not equivalent to an
// argument): its result type is a strided memref.
// EXPECT: @return_extract_slice(%idx = 1, %sz = 1): [5.0, 1.0]
// EXPECT: @return_extract_slice(%idx = 0, %sz = 3): [5.0, 1.0, 1.0, 1.0, 1.0, 1.0]
// EXPECT: @return_extract_slice(%idx = 3, %sz = 0): []
func.func @return_extract_slice(%idx: index, %sz: index) -> tensor<2x?xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %a = bufferization.alloc_tensor() : tensor<6x4xf32>
  %f = linalg.fill ins(%one : f32) outs(%a : tensor<6x4xf32>) -> tensor<6x4xf32>
  %t = tensor.insert %five into %f[%idx, %idx] : tensor<6x4xf32>
  %s = tensor.extract_slice %t[%idx, %idx] [2, %sz] [1, 1] : tensor<6x4xf32> to tensor<2x?xf32>
  return %s : tensor<2x?xf32>
}
