// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_if_non_equiv_yields
// An scf.if yielding one of two non-writable arguments: the result is
// one of their buffers, no copy.
// EXPECT: @scf_if_non_equiv_yields(%b = true): [0.0, 0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
func.func @scf_if_non_equiv_yields(%b: i1, %A: tensor<4xf32> {bufferization.writable = false}, %B: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
  %r = scf.if %b -> (tensor<4xf32>) {
    scf.yield %A : tensor<4xf32>
  } else {
    scf.yield %B : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
