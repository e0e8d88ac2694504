// A 2-D tensor updated tile by tile in nested loops: each 1x2 tile is
// extracted, written and inserted back at the same place, all in place.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<2x4xindex>
  %r = scf.for %row = %c0 to %c2 step %c1 iter_args(%t = %e) -> (tensor<2x4xindex>) {
    %inner = scf.for %col = %c0 to %c4 step %c2 iter_args(%u = %t) -> (tensor<2x4xindex>) {
      %tile = tensor.extract_slice %u[%row, %col] [1, 2] [1, 1] : tensor<2x4xindex> to tensor<2xindex>
      %sum = arith.addi %row, %col : index
      %a = tensor.insert %sum into %tile[%c0] : tensor<2xindex>
      %b = tensor.insert %row into %a[%c1] : tensor<2xindex>
      %v = tensor.insert_slice %b into %u[%row, %col] [1, 2] [1, 1] : tensor<2xindex> into tensor<2x4xindex>
      scf.yield %v : tensor<2x4xindex>
    }
    scf.yield %inner : tensor<2x4xindex>
  }
  %x = tensor.extract %r[%c1, %i] : tensor<2x4xindex>
  %y = tensor.extract %r[%c0, %i] : tensor<2x4xindex>
  %s = arith.addi %x, %y : index
  return %s : index
}
