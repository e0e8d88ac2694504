// options: analysis-heuristic=top-down | analysis-heuristic=bottom-up-from-terminators
// Two writes into the same tensor: only one of them can be in place; which
// one depends on the heuristic.
func.func @main(%i: index) -> index {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %t = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<4xindex>
  %a = tensor.insert %c5 into %t[%i] : tensor<4xindex>
  %b = tensor.insert %c6 into %t[%c1] : tensor<4xindex>
  %x = tensor.extract %a[%c1] : tensor<4xindex>
  %y = tensor.extract %b[%i] : tensor<4xindex>
  %s = arith.addi %x, %y : index
  return %s : index
}
