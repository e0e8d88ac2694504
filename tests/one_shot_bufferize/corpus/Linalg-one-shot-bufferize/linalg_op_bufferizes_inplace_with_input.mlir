// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @linalg_op_bufferizes_inplace_with_input
// A generic adding a row vector to a matrix into a third writable
// argument: all three buffers used in place.
// EXPECT: @linalg_op_bufferizes_inplace_with_input(): [1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0] | %t3 = [1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0, 1.0, 2.0, 3.0, 4.0]
func.func @linalg_op_bufferizes_inplace_with_input(%t3: tensor<?x?xf32> {bufferization.writable = true}) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t3, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t3, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %t1 = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %t2s = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %t2 = tensor.cast %t2s : tensor<4xf32> to tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t1, %t2 : tensor<?x?xf32>, tensor<?xf32>) outs(%t3 : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %add = arith.addf %a, %b : f32
    linalg.yield %add : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
