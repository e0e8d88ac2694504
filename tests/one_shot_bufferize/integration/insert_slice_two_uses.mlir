// Two insert_slice ops into the same constant: neither may write in place.
func.func @main() {
  %base = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %piece = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %first = tensor.insert_slice %piece into %base[0] [2] [1] : tensor<2xf32> into tensor<3xf32>
  %second = tensor.insert_slice %piece into %base[1] [2] [1] : tensor<2xf32> into tensor<3xf32>
  %a = tensor.cast %first : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%a) : (tensor<*xf32>) -> ()
  %b = tensor.cast %second : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%b) : (tensor<*xf32>) -> ()
  %c = tensor.cast %base : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%c) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
