// A select of two tensors, then a write into the selected one: the
// original operands stay readable.
func.func @main(%c: i1, %i: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %a = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<4xindex>
  %b = tensor.from_elements %c2, %c2, %c2, %c2 : tensor<4xindex>
  %s = arith.select %c, %a, %b : tensor<4xindex>
  %w = tensor.insert %c8 into %s[%i] : tensor<4xindex>
  %x = tensor.extract %w[%i] : tensor<4xindex>
  %y = tensor.extract %a[%i] : tensor<4xindex>
  %z = tensor.extract %b[%i] : tensor<4xindex>
  %xy = arith.addi %x, %y : index
  %r = arith.addi %xy, %z : index
  return %r : index
}
