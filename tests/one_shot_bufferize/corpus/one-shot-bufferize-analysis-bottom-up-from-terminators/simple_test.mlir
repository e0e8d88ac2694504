// OPTIONS: analysis-heuristic=bottom-up-from-terminators
// UPSTREAM: @simple_test
// Two fills of a loop's carried tensor, one yielded and one read: the
// heuristic decides the yielded one first, in place, and the read one gets
// its own buffer (in both orders of the two fills).
// EXPECT: @simple_test(%n = 1): 2.0, 1.0, 1.0, 2.0
// EXPECT: @simple_test(%n = 3): 2.0, 1.0, 1.0, 2.0
func.func @simple_test(%n: index) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f1 = arith.constant 1.000000e+00 : f32
  %f2 = arith.constant 2.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %ub = arith.addi %n, %c1 : index
  %0 = tensor.empty() : tensor<4xf32>
  %1:2 = scf.for %iv = %c0 to %ub step %c1 iter_args(%t = %0, %s = %zero) -> (tensor<4xf32>, f32) {
    %2 = linalg.fill ins(%f1 : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %3 = linalg.fill ins(%f2 : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %4 = tensor.extract %2[%c0] : tensor<4xf32>
    scf.yield %3, %4 : tensor<4xf32>, f32
  }
  %5 = tensor.empty() : tensor<4xf32>
  %6:2 = scf.for %iv = %c0 to %ub step %c1 iter_args(%t = %5, %s = %zero) -> (tensor<4xf32>, f32) {
    %7 = linalg.fill ins(%f1 : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %8 = linalg.fill ins(%f2 : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    %9 = tensor.extract %8[%c0] : tensor<4xf32>
    scf.yield %7, %9 : tensor<4xf32>, f32
  }
  %a = tensor.extract %1#0[%c1] : tensor<4xf32>
  %b = tensor.extract %6#0[%c1] : tensor<4xf32>
  return %a, %1#1, %b, %6#1 : f32, f32, f32, f32
}
