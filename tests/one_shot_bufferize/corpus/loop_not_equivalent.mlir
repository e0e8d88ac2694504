// OPTIONS: allow-return-allocs-from-loops=true
// A loop yielding a fresh tensor each iteration instead of its iteration
// argument: MLIR rejects it unless allow-return-allocs-from-loops.
// EXPECT: @fresh_each_time(%n = 0): 0.0
// EXPECT: @fresh_each_time(%n = 3): 2.0
func.func @fresh_each_time(%n: index) -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %result = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> (tensor<2xf32>) {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %fresh = tensor.empty() : tensor<2xf32>
    %filled = linalg.fill ins(%f : f32) outs(%fresh : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %filled : tensor<2xf32>
  }
  %x = tensor.extract %result[%c0] : tensor<2xf32>
  return %x : f32
}
