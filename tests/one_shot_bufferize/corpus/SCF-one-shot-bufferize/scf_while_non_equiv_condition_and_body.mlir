// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_while_non_equiv_condition_and_body
// Both the condition and the body pass the carried tensors on swapped (the
// condition reads the second, which the body clears).
// EXPECT: @scf_while_non_equiv_condition_and_body(%idx = 1): [false, false, false, false, false], [true, true, true, true, true]
func.func @scf_while_non_equiv_condition_and_body(%idx: index) -> (tensor<5xi1>, tensor<5xi1>) {
  %true = arith.constant true
  %false = arith.constant false
  %e0 = tensor.empty() : tensor<5xi1>
  %arg0 = linalg.fill ins(%true : i1) outs(%e0 : tensor<5xi1>) -> tensor<5xi1>
  %e1 = tensor.empty() : tensor<5xi1>
  %arg1 = linalg.fill ins(%true : i1) outs(%e1 : tensor<5xi1>) -> tensor<5xi1>
  %r0, %r1 = scf.while (%w0 = %arg0, %w1 = %arg1) : (tensor<5xi1>, tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
    %condition = tensor.extract %w1[%idx] : tensor<5xi1>
    scf.condition(%condition) %w1, %w0 : tensor<5xi1>, tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: tensor<5xi1>):
    %1 = linalg.fill ins(%false : i1) outs(%b0 : tensor<5xi1>) -> tensor<5xi1>
    scf.yield %b1, %1 : tensor<5xi1>, tensor<5xi1>
  }
  return %r0, %r1 : tensor<5xi1>, tensor<5xi1>
}
