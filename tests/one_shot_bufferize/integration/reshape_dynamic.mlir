// collapse_shape and expand_shape (with output_shape) of dynamic shapes
// across a function boundary.
func.func @collapse(%t: tensor<3x?x?x?xf32>) -> tensor<3x?x?xf32> {
  %0 = tensor.collapse_shape %t [[0], [1, 2], [3]] : tensor<3x?x?x?xf32> into tensor<3x?x?xf32>
  return %0 : tensor<3x?x?xf32>
}
func.func @expand(%t: tensor<3x?x?xf32>, %n: index) -> tensor<3x?x2x?xf32> {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %d2 = tensor.dim %t, %c2 : tensor<3x?x?xf32>
  %0 = tensor.expand_shape %t [[0], [1, 2], [3]] output_shape [3, %n, 2, %d2] : tensor<3x?x?xf32> into tensor<3x?x2x?xf32>
  return %0 : tensor<3x?x2x?xf32>
}
func.func @main() {
  %values = arith.constant dense<[[[[1.0], [2.0]], [[3.0], [4.0]]], [[[5.0], [6.0]], [[7.0], [8.0]]], [[[9.0], [10.0]], [[11.0], [12.0]]]]> : tensor<3x2x2x1xf32>
  %dynamic = tensor.cast %values : tensor<3x2x2x1xf32> to tensor<3x?x?x?xf32>
  %collapsed = call @collapse(%dynamic) : (tensor<3x?x?x?xf32>) -> tensor<3x?x?xf32>
  %c2 = arith.constant 2 : index
  %expanded = call @expand(%collapsed, %c2) : (tensor<3x?x?xf32>, index) -> tensor<3x?x2x?xf32>
  %a = tensor.cast %collapsed : tensor<3x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%a) : (tensor<*xf32>) -> ()
  %b = tensor.cast %expanded : tensor<3x?x2x?xf32> to tensor<*xf32>
  call @printMemrefF32(%b) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
