// OPTIONS: bufferize-function-boundaries=true allow-return-allocs-from-loops=true
// UPSTREAM: @insertion_point_inside_loop
// An alloc_tensor before a loop, filled with the induction variable and
// inserted at it in the loop: one buffer for all iterations.
// EXPECT: @insertion_point_inside_loop(%sz = 3): [1.0, 1.0, 3.0, 3.0, 0.0, 0.0] | %t = [1.0, 1.0, 3.0, 3.0, 0.0, 0.0]
func.func @insertion_point_inside_loop(%sz: index, %t: tensor<6xf32>) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.000000e+00 : f32
  %blank = bufferization.alloc_tensor() : tensor<2xf32>
  %r = scf.for %iv = %c0 to %sz step %c2 iter_args(%bb = %t) -> (tensor<6xf32>) {
    %iv_i32 = arith.index_cast %iv : index to i32
    %g = arith.sitofp %iv_i32 : i32 to f32
    %f = arith.addf %g, %one : f32
    %filled = linalg.fill ins(%f : f32) outs(%blank : tensor<2xf32>) -> tensor<2xf32>
    %inserted = tensor.insert_slice %filled into %bb[%iv] [2] [1] : tensor<2xf32> into tensor<6xf32>
    scf.yield %inserted : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}
