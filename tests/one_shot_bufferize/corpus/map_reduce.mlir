// linalg.map (short and long form, with linalg.index) and linalg.reduce.
// sum over i of (v[i] * i) for v = [1, 2, 3, 4] is 20; negated: -20; plus
// the init 1 when %c.
// EXPECT: @weighted_sum(%c = false): -20.0, -6.0
// EXPECT: @weighted_sum(%c = true): -19.0, -6.0
func.func @weighted_sum(%c: i1) -> (f32, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %weighted = linalg.map ins(%v : tensor<4xf32>) outs(%e : tensor<4xf32>)
    (%in: f32, %init: f32) {
      %i = linalg.index 0 : index
      %k = arith.index_cast %i : index to i32
      %f = arith.sitofp %k : i32 to f32
      %w = arith.mulf %in, %f : f32
      linalg.yield %w : f32
    }
  %negated = linalg.map { arith.negf } ins(%weighted : tensor<4xf32>) outs(%e : tensor<4xf32>)
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %start = arith.select %c, %one, %zero : f32
  %s0 = tensor.empty() : tensor<f32>
  %s = linalg.fill ins(%start : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce { arith.addf } ins(%negated : tensor<4xf32>) outs(%s : tensor<f32>) dimensions = [0]
  %total = tensor.extract %sum[] : tensor<f32>
  %c2 = arith.constant 2 : index
  %third = tensor.extract %negated[%c2] : tensor<4xf32>
  return %total, %third : f32, f32
}
