// OPTIONS: allow-return-allocs-from-loops
// A select between the carried tensor and a fresh one, written and
// carried on: the select's result is not equivalent to the iteration
// argument, so the loop yields a new buffer (allowed by the option).
func.func @main(%c: i1, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t0 = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<4xindex>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%t = %t0) -> (tensor<4xindex>) {
    %fresh = tensor.from_elements %k, %k, %k, %k : tensor<4xindex>
    %s = arith.select %c, %t, %fresh : tensor<4xindex>
    %w = tensor.insert %c3 into %s[%k] : tensor<4xindex>
    scf.yield %w : tensor<4xindex>
  }
  %x = tensor.extract %r[%i] : tensor<4xindex>
  return %x : index
}
