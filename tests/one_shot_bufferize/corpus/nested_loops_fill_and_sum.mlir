// A 2-D tensor filled by two nested loops, then summed by two more.
func.func @main(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<2x3xindex>
  %filled = scf.for %i = %c0 to %c2 step %c1 iter_args(%t = %e) -> (tensor<2x3xindex>) {
    %row = scf.for %j = %c0 to %c3 step %c1 iter_args(%u = %t) -> (tensor<2x3xindex>) {
      %ij = arith.muli %i, %j : index
      %v = arith.addi %ij, %n : index
      %w = tensor.insert %v into %u[%i, %j] : tensor<2x3xindex>
      scf.yield %w : tensor<2x3xindex>
    }
    scf.yield %row : tensor<2x3xindex>
  }
  %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %c0) -> (index) {
    %inner = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %acc) -> (index) {
      %x = tensor.extract %filled[%i, %j] : tensor<2x3xindex>
      %s = arith.addi %a, %x : index
      scf.yield %s : index
    }
    scf.yield %inner : index
  }
  return %sum : index
}
