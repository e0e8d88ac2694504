// scf.while carries a tensor filled by its body: in place, equivalent to
// its init.
func.func @main(%n: index, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %t0 = tensor.from_elements %c9, %c9, %c9, %c9 : tensor<4xindex>
  %r:2 = scf.while (%k = %c0, %t = %t0) : (index, tensor<4xindex>) -> (index, tensor<4xindex>) {
    %go = arith.cmpi slt, %k, %n : index
    scf.condition(%go) %k, %t : index, tensor<4xindex>
  } do {
  ^bb0(%k2: index, %t2: tensor<4xindex>):
    %u = tensor.insert %k2 into %t2[%k2] : tensor<4xindex>
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %k3, %u : index, tensor<4xindex>
  }
  %v = tensor.extract %r#1[%i] : tensor<4xindex>
  %w = tensor.extract %t0[%i] : tensor<4xindex>
  %s = arith.addi %v, %w : index
  return %s : index
}
