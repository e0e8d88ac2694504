// OPTIONS:
// OPTIONS: analysis-heuristic=top-down
// OPTIONS: analysis-heuristic=bottom-up-from-terminators
// A slice of %t is read after a write into %t: one of the two must copy.
// Bottom-up decides the insert first (in place) and copies the slice;
// top-down keeps the slice in place and copies all of %t for the insert.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = tensor.from_elements %c0, %c1, %c1, %c0 : tensor<4xindex>
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xindex> to tensor<2xindex>
  %w = tensor.insert %c5 into %t[%i] : tensor<4xindex>
  %x = tensor.extract %s[%c0] : tensor<2xindex>
  %y = tensor.extract %w[%c1] : tensor<4xindex>
  %r = arith.addi %x, %y : index
  return %r : index
}
