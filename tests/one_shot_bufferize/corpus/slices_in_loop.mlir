// Tiles extracted, updated and inserted back at the same offsets: the
// matching extract_slice/insert_slice pairs bufferize in place.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %t0 = tensor.from_elements %c1, %c2, %c4, %c10 : tensor<4xindex>
  %r = scf.for %k = %c0 to %c4 step %c2 iter_args(%t = %t0) -> (tensor<4xindex>) {
    %tile = tensor.extract_slice %t[%k] [2] [1] : tensor<4xindex> to tensor<2xindex>
    %x = tensor.extract %tile[%c0] : tensor<2xindex>
    %y = arith.addi %x, %k : index
    %new = tensor.insert %y into %tile[%c1] : tensor<2xindex>
    %u = tensor.insert_slice %new into %t[%k] [2] [1] : tensor<2xindex> into tensor<4xindex>
    scf.yield %u : tensor<4xindex>
  }
  %v = tensor.extract %r[%i] : tensor<4xindex>
  return %v : index
}

// A slice read after the insert_slice into its source: the slice is a
// copy.
func.func @slice_read_later(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %t0 = tensor.from_elements %c0, %c1, %c3, %c9 : tensor<4xindex>
  %s = tensor.extract_slice %t0[1] [2] [1] : tensor<4xindex> to tensor<2xindex>
  %p = tensor.from_elements %c9, %c9 : tensor<2xindex>
  %u = tensor.insert_slice %p into %t0[1] [2] [1] : tensor<2xindex> into tensor<4xindex>
  %a = tensor.extract %u[%i] : tensor<4xindex>
  %b = tensor.extract %s[%c1] : tensor<2xindex>
  %r = arith.addi %a, %b : index
  return %r : index
}

// A 2-D slice, rank-reduced to a row.
func.func @row(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = tensor.from_elements %c0, %c1, %c2, %c3, %c3, %c2, %c1, %c0 : tensor<2x4xindex>
  %row = tensor.extract_slice %m[1, 0] [1, 4] [1, 1] : tensor<2x4xindex> to tensor<4xindex>
  %v = tensor.extract %row[%i] : tensor<4xindex>
  return %v : index
}
