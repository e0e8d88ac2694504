// scf.execute_region with blocks passing a tensor to its one scf.yield.
// EXPECT: @region(%c = false): 2.0
// EXPECT: @region(%c = true): 1.0
func.func @region(%c: i1) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %r = scf.execute_region -> tensor<2xf32> {
    %e = tensor.empty() : tensor<2xf32>
    cf.cond_br %c, ^ones, ^twos
  ^ones:
    %a = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    cf.br ^exit(%a : tensor<2xf32>)
  ^twos:
    %b = linalg.fill ins(%two : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    cf.br ^exit(%b : tensor<2xf32>)
  ^exit(%filled: tensor<2xf32>):
    scf.yield %filled : tensor<2xf32>
  }
  %c0 = arith.constant 0 : index
  %x = tensor.extract %r[%c0] : tensor<2xf32>
  return %x : f32
}
