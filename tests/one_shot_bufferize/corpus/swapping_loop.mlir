// OPTIONS: allow-return-allocs-from-loops
// The loop swaps its two tensors every iteration: with
// allow-return-allocs-from-loops, yielded values are copies.
func.func @main(%n: index, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a0 = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<4xindex>
  %b0 = tensor.from_elements %c2, %c2, %c2, %c2 : tensor<4xindex>
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<4xindex>, tensor<4xindex>) {
    %w = tensor.insert %k into %a[%k] : tensor<4xindex>
    scf.yield %b, %w : tensor<4xindex>, tensor<4xindex>
  }
  %x = tensor.extract %r#0[%i] : tensor<4xindex>
  %y = tensor.extract %r#1[%i] : tensor<4xindex>
  %z = arith.muli %x, %c2 : index
  %s = arith.addi %z, %y : index
  return %s : index
}
