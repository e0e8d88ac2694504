// A slice of the first half is read after an insert_slice into the second
// half of the same tensor: the subsets are disjoint, so ours keeps the
// slice in place where MLIR 22 copies it.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %t0 = tensor.from_elements %c0, %c1, %c1, %c9 : tensor<4xindex>
  %s = tensor.extract_slice %t0[0] [2] [1] : tensor<4xindex> to tensor<2xindex>
  %p = tensor.from_elements %c9, %c9 : tensor<2xindex>
  %u = tensor.insert_slice %p into %t0[2] [2] [1] : tensor<2xindex> into tensor<4xindex>
  %a = tensor.extract %u[%i] : tensor<4xindex>
  %b = tensor.extract %s[%c1] : tensor<2xindex>
  %r = arith.addi %a, %b : index
  return %r : index
}

// Overlapping subsets: a copy, as in MLIR.
func.func @overlapping(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %t0 = tensor.from_elements %c0, %c1, %c1, %c9 : tensor<4xindex>
  %s = tensor.extract_slice %t0[1] [2] [1] : tensor<4xindex> to tensor<2xindex>
  %p = tensor.from_elements %c9, %c9 : tensor<2xindex>
  %u = tensor.insert_slice %p into %t0[2] [2] [1] : tensor<2xindex> into tensor<4xindex>
  %a = tensor.extract %u[%i] : tensor<4xindex>
  %b = tensor.extract %s[%c1] : tensor<2xindex>
  %r = arith.addi %a, %b : index
  return %r : index
}

// A slice covering all of the destination: the destination is not read.
func.func @full_overwrite(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %t0 = tensor.from_elements %c0, %c0, %c0, %c9 : tensor<4xindex>
  %p = tensor.from_elements %c9, %c9, %c9, %c9 : tensor<4xindex>
  %u = tensor.insert_slice %p into %t0[0] [4] [1] : tensor<4xindex> into tensor<4xindex>
  %a = tensor.extract %u[%i] : tensor<4xindex>
  %b = tensor.extract %t0[%i] : tensor<4xindex>
  %r = arith.addi %a, %b : index
  return %r : index
}
