// OPTIONS: allow-return-allocs-from-loops
// The body of an scf.while swaps its tensors: with
// allow-return-allocs-from-loops, the condition passes on copies.
func.func @main(%n: index, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a0 = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<4xindex>
  %b0 = tensor.from_elements %c2, %c2, %c2, %c2 : tensor<4xindex>
  %r:3 = scf.while (%k = %c0, %a = %a0, %b = %b0) : (index, tensor<4xindex>, tensor<4xindex>) -> (index, tensor<4xindex>, tensor<4xindex>) {
    %go = arith.cmpi slt, %k, %n : index
    scf.condition(%go) %k, %a, %b : index, tensor<4xindex>, tensor<4xindex>
  } do {
  ^bb0(%k2: index, %a2: tensor<4xindex>, %b2: tensor<4xindex>):
    %w = tensor.insert %k2 into %a2[%k2] : tensor<4xindex>
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %k3, %b2, %w : index, tensor<4xindex>, tensor<4xindex>
  }
  %x = tensor.extract %r#1[%i] : tensor<4xindex>
  %y = tensor.extract %r#2[%i] : tensor<4xindex>
  %z = arith.muli %x, %c2 : index
  %s = arith.addi %z, %y : index
  return %s : index
}
