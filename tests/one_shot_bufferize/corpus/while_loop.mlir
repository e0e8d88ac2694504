// scf.while carrying a tensor: doubles element 0 until it exceeds the bound.
// EXPECT: @grow(%n = 0): 1.0
// EXPECT: @grow(%n = 3): 4.0
func.func @grow(%n: index) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %k = arith.index_cast %n : index to i32
  %bound = arith.sitofp %k : i32 to f32
  %c0 = arith.constant 0 : index
  %result = scf.while (%t = %init) : (tensor<2xf32>) -> tensor<2xf32> {
    %x = tensor.extract %t[%c0] : tensor<2xf32>
    %small = arith.cmpf olt, %x, %bound : f32
    scf.condition(%small) %t : tensor<2xf32>
  } do {
  ^bb0(%t: tensor<2xf32>):
    %x = tensor.extract %t[%c0] : tensor<2xf32>
    %twice = arith.addf %x, %x : f32
    %next = tensor.insert %twice into %t[%c0] : tensor<2xf32>
    scf.yield %next : tensor<2xf32>
  }
  %final = tensor.extract %result[%c0] : tensor<2xf32>
  return %final : f32
}
