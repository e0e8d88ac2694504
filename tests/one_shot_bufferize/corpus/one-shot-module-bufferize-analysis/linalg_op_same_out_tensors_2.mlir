// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @linalg_op_same_out_tensors_2
// A generic writing 3 results into the same writable argument: only the
// first output is in place, the others get new buffers.
// EXPECT: @linalg_op_same_out_tensors_2(): [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0] | %t1 = [0.0, 0.0, 0.0, 0.0] | %t2 = [0.0, 0.0, 0.0, 0.0]
func.func @linalg_op_same_out_tensors_2(%t1: tensor<?xf32> {bufferization.writable = true}, %t2: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %o:3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t1 : tensor<?xf32>) outs(%t2, %t2, %t2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
    linalg.yield %a, %a, %a : f32, f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  return %o#0, %o#1, %o#2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}
