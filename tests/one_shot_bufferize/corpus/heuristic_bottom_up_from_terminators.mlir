// OPTIONS: analysis-heuristic=bottom-up-from-terminators
// The loop's insert_slice chain, analysed from the terminator upwards.
// EXPECT: @accumulate(%n = 3): 6.0, 0.0
func.func @accumulate(%n: index) -> (f32, f32) {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %next = arith.addi %i, %c1 : index
    %k = arith.index_cast %next : index to i32
    %f = arith.sitofp %k : i32 to f32
    %s = arith.addf %x, %f : f32
    %u = tensor.insert %s into %t[%c0] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  %total = tensor.extract %r[%c0] : tensor<4xf32>
  %untouched = tensor.extract %init[%c0] : tensor<4xf32>
  return %total, %untouched : f32, f32
}
