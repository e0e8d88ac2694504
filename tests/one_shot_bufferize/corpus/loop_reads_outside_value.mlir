// Inside the loop, a tensor defined outside is read and then written in
// place of an iteration argument equivalent to it: the second iteration
// would read the first one's write, so the write copies.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %t0 = tensor.from_elements %c5, %c5, %c5, %c5 : tensor<4xindex>
  %r:2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %c0, %t = %t0) -> (index, tensor<4xindex>) {
    %old = tensor.extract %t0[%k] : tensor<4xindex>
    %sum = arith.addi %acc, %old : index
    %n = tensor.insert %k into %t0[%k] : tensor<4xindex>
    %m = tensor.extract %n[%i] : tensor<4xindex>
    %sum2 = arith.addi %sum, %m : index
    scf.yield %sum2, %t : index, tensor<4xindex>
  }
  return %r#0 : index
}
