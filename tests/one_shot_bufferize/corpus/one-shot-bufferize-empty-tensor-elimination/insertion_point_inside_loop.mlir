// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insertion_point_inside_loop
// An empty tensor defined before a loop, filled and inserted at the
// induction variable in the loop: the subview is taken inside the loop.
// EXPECT: @insertion_point_inside_loop(%sz = 3): [0.0, 0.0, 2.0, 2.0, 0.0, 0.0, 0.0, 0.0] | %t = [0.0, 0.0, 2.0, 2.0, 0.0, 0.0, 0.0, 0.0]
func.func @insertion_point_inside_loop(%sz: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %blank = tensor.empty() : tensor<2xf32>
  %r = scf.for %iv = %c0 to %sz step %c2 iter_args(%bb = %t) -> (tensor<8xf32>) {
    %iv_i32 = arith.index_cast %iv : index to i32
    %f = arith.sitofp %iv_i32 : i32 to f32
    %filled = linalg.fill ins(%f : f32) outs(%blank : tensor<2xf32>) -> tensor<2xf32>
    %inserted = tensor.insert_slice %filled into %bb[%iv] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %inserted : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
