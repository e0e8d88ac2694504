// OPTIONS: bufferize-function-boundaries=true
// Tensors passed through cf.br block arguments.  (Branching to ^join
// directly from both successors of cf.cond_br fails in mlir-opt-22: "type
// mismatch for bb argument #0 of successor #1".)
// EXPECT: @branchy(%c = false): 2.0
// EXPECT: @branchy(%c = true): 1.0
func.func @branchy(%c: i1) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %b = linalg.fill ins(%two : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  cf.cond_br %c, ^left, ^right
^left:
  cf.br ^join(%a : tensor<2xf32>)
^right:
  cf.br ^join(%b : tensor<2xf32>)
^join(%t: tensor<2xf32>):
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<2xf32>
  return %x : f32
}
