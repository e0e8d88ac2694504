// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_while_non_equiv_condition
// The condition passes the two carried tensors on swapped (not equivalent
// to the before-region's arguments); the body writes the first.
// EXPECT: @scf_while_non_equiv_condition(%idx = 1): [true, true, true, true, true], [false, false, false, false, false]
func.func @scf_while_non_equiv_condition(%idx: index) -> (tensor<5xi1>, tensor<5xi1>) {
  %true = arith.constant true
  %false = arith.constant false
  %e0 = tensor.empty() : tensor<5xi1>
  %arg0 = linalg.fill ins(%true : i1) outs(%e0 : tensor<5xi1>) -> tensor<5xi1>
  %e1 = tensor.empty() : tensor<5xi1>
  %arg1 = linalg.fill ins(%true : i1) outs(%e1 : tensor<5xi1>) -> tensor<5xi1>
  %r0, %r1 = scf.while (%w0 = %arg0, %w1 = %arg1) : (tensor<5xi1>, tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
    %condition = tensor.extract %w0[%idx] : tensor<5xi1>
    scf.condition(%condition) %w1, %w0 : tensor<5xi1>, tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: tensor<5xi1>):
    %1 = linalg.fill ins(%false : i1) outs(%b0 : tensor<5xi1>) -> tensor<5xi1>
    scf.yield %1, %b1 : tensor<5xi1>, tensor<5xi1>
  }
  return %r0, %r1 : tensor<5xi1>, tensor<5xi1>
}
