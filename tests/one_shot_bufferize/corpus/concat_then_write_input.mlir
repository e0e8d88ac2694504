// tensor.concat copies its inputs into a new buffer; writing one of them
// afterwards does not change the concatenation.
func.func @main(%i: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %a = tensor.from_elements %c1, %c2 : tensor<2xindex>
  %b = tensor.from_elements %c2, %c2, %c1 : tensor<3xindex>
  %r = tensor.concat dim(0) %a, %b : (tensor<2xindex>, tensor<3xindex>) -> tensor<5xindex>
  %w = tensor.insert %c7 into %a[%c1] : tensor<2xindex>
  %x = tensor.extract %r[%i] : tensor<5xindex>
  %y = tensor.extract %w[%c1] : tensor<2xindex>
  %s = arith.addi %x, %y : index
  return %s : index
}

// Along the second dimension of a 2-D tensor.
func.func @columns(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = tensor.from_elements %c1, %c3 : tensor<2x1xindex>
  %b = tensor.from_elements %c0, %c1, %c3, %c3, %c1, %c0 : tensor<2x3xindex>
  %r = tensor.concat dim(1) %a, %b : (tensor<2x1xindex>, tensor<2x3xindex>) -> tensor<2x4xindex>
  %x = tensor.extract %r[%c1, %i] : tensor<2x4xindex>
  return %x : index
}
