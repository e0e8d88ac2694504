func.func @add(%a: index, %b: index) -> index {
  %s = arith.addi %a, %b : index
  return %s : index
}
