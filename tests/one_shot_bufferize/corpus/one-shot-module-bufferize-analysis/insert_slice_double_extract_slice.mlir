// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_slice_double_extract_slice
// A matmul into a dynamic slice of a writable argument, a slice of its
// result inserted back where the first slice was taken: all in place.
// EXPECT: @insert_slice_double_extract_slice(%s3 = 1, %s4 = 3): 9.0, 0.0 | %C = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 9.0, 9.0, 0.0, 0.0, 0.0, 0.0, 0.0, 9.0, 9.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @insert_slice_double_extract_slice(%s3: index, %s4: index, %C: tensor<6x7xf32> {bufferization.writable = true}) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  %ea = tensor.empty() : tensor<2x3xf32>
  %A = linalg.fill ins(%one : f32) outs(%ea : tensor<2x3xf32>) -> tensor<2x3xf32>
  %eb = tensor.empty() : tensor<3x2xf32>
  %B = linalg.fill ins(%three : f32) outs(%eb : tensor<3x2xf32>) -> tensor<3x2xf32>
  %15 = tensor.extract_slice %C[%s3, %s4] [%c2, %c2] [1, 1] : tensor<6x7xf32> to tensor<?x?xf32>
  %18 = linalg.matmul ins(%A, %B : tensor<2x3xf32>, tensor<3x2xf32>) outs(%15 : tensor<?x?xf32>) -> tensor<?x?xf32>
  %19 = tensor.extract_slice %18[0, 0] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %20 = tensor.insert_slice %19 into %C[%s3, %s4] [%c2, %c2] [1, 1] : tensor<?x?xf32> into tensor<6x7xf32>
  %x = tensor.extract %20[%s3, %s4] : tensor<6x7xf32>
  %y = tensor.extract %20[%c0, %c0] : tensor<6x7xf32>
  return %x, %y : f32, f32
}
