// A slice of a slice, written in place, then read through the original
// tensor: the writes show through every view.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = tensor.from_elements %c0, %c0, %c0, %c0, %c1, %c1, %c1, %c1 : tensor<8xindex>
  %a = tensor.extract_slice %t[2] [4] [1] : tensor<8xindex> to tensor<4xindex>
  %b = tensor.extract_slice %a[1] [2] [1] : tensor<4xindex> to tensor<2xindex>
  %w = tensor.insert %c8 into %b[%c1] : tensor<2xindex>
  %back = tensor.insert_slice %w into %a[1] [2] [1] : tensor<2xindex> into tensor<4xindex>
  %all = tensor.insert_slice %back into %t[2] [4] [1] : tensor<4xindex> into tensor<8xindex>
  %x = tensor.extract %all[%i] : tensor<8xindex>
  %j = arith.addi %i, %c1 : index
  %y = tensor.extract %all[%j] : tensor<8xindex>
  %z = arith.addi %x, %y : index
  return %z : index
}

// A strided slice, read after the tensor it came from is overwritten:
// the slice is copied first.
func.func @strided(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %t = tensor.from_elements %c0, %c1, %c2, %c7, %c7, %c2, %c1, %c0 : tensor<8xindex>
  %even = tensor.extract_slice %t[0] [4] [2] : tensor<8xindex> to tensor<4xindex>
  %w = tensor.insert %c7 into %t[%c0] : tensor<8xindex>
  %x = tensor.extract %even[%i] : tensor<4xindex>
  %y = tensor.extract %w[%i] : tensor<8xindex>
  %z = arith.addi %x, %y : index
  return %z : index
}
