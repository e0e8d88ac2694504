// OPTIONS:
// OPTIONS: analysis-heuristic=bottom-up-from-terminators
// A slice of the iteration argument is read after a write into it: the
// slice is copied, the loop stays in place.  (Under top-down the write
// would copy instead, and the loop would yield a buffer not equivalent to
// its iteration argument: rejected, by MLIR 22 too.)
func.func @in_loop(%n: index, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t0 = tensor.from_elements %c0, %c1, %c1, %c0 : tensor<4xindex>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%t = %t0) -> (tensor<4xindex>) {
    %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xindex> to tensor<2xindex>
    %w = tensor.insert %k into %t[%k] : tensor<4xindex>
    %x = tensor.extract %s[%c0] : tensor<2xindex>
    %v = tensor.insert %x into %w[%c0] : tensor<4xindex>
    scf.yield %v : tensor<4xindex>
  }
  %y = tensor.extract %r[%i] : tensor<4xindex>
  return %y : index
}
