// Two constants, one used twice: one global each, shared by equal values.
func.func @main(%i: index) -> index {
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xindex>
  %b = arith.constant dense<7> : tensor<2x2xindex>
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xindex>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%i] : tensor<4xindex>
  %y = tensor.extract %b[%c0, %c0] : tensor<2x2xindex>
  %z = tensor.extract %c[%c0] : tensor<4xindex>
  %xy = arith.addi %x, %y : index
  %r = arith.addi %xy, %z : index
  return %r : index
}
