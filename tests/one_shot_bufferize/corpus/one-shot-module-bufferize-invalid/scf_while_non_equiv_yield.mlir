// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @scf_while_non_equiv_yield
// MLIR-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
// The body yields the carried tensors swapped, without
// allow-return-allocs-from-loops.
func.func @scf_while_non_equiv_yield(%arg0: tensor<5xi1>, %arg1: tensor<5xi1>, %idx: index) -> (i1, i1) {
  %false = arith.constant false
  %r0, %r1 = scf.while (%w0 = %arg0, %w1 = %arg1) : (tensor<5xi1>, tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
    %condition = tensor.extract %w0[%idx] : tensor<5xi1>
    scf.condition(%condition) %w0, %w1 : tensor<5xi1>, tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: tensor<5xi1>):
    %1 = tensor.insert %false into %b0[%idx] : tensor<5xi1>
    scf.yield %b1, %1 : tensor<5xi1>, tensor<5xi1>
  }
  %v0 = tensor.extract %r0[%idx] : tensor<5xi1>
  %v1 = tensor.extract %r1[%idx] : tensor<5xi1>
  return %v0, %v1 : i1, i1
}
