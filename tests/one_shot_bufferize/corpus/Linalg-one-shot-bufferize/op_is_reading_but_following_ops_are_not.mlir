// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @op_is_reading_but_following_ops_are_not
// Two generics given by one trait alias: the first reads and writes a
// non-writable argument (a copy), the second overwrites the copy.
// EXPECT: @op_is_reading_but_following_ops_are_not(%cst = 1.0): [1.0, 1.0, 1.0, 1.0] | %t0 = [0.0, 0.0, 0.0, 0.0]
#accesses = [affine_map<(i) -> (i)>]
#trait = {indexing_maps = #accesses, iterator_types = ["parallel"]}
func.func @op_is_reading_but_following_ops_are_not(%t0: tensor<?xf32> {bufferization.writable = false}, %cst: f32) -> tensor<?xf32> {
  %r0 = linalg.generic #trait outs(%t0 : tensor<?xf32>) {
  ^bb0(%0: f32):
    %a = arith.addf %cst, %0 : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %r1 = linalg.generic #trait outs(%r0 : tensor<?xf32>) {
  ^bb0(%0: f32):
    linalg.yield %cst : f32
  } -> tensor<?xf32>
  return %r1 : tensor<?xf32>
}
