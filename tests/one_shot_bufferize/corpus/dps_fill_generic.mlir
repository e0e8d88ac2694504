// Destination-passing chain: empty, fill, a generic reading its output,
// written into the caller's buffer.
// EXPECT: @fill_then_generic(%c = false): %out = [1.0, 2.0, 3.0, 4.0]
// EXPECT: @fill_then_generic(%c = true): %out = [2.0, 3.0, 4.0, 5.0]
func.func @fill_then_generic(%c: i1, %out: memref<4xf32>) {
  %empty = tensor.empty() : tensor<4xf32>
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %start = arith.select %c, %two, %one : f32
  %filled = linalg.fill ins(%start : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  %ramp = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%filled : tensor<4xf32>) {
  ^bb0(%x: f32):
    %i = linalg.index 0 : index
    %n = arith.index_cast %i : index to i32
    %f = arith.sitofp %n : i32 to f32
    %y = arith.addf %x, %f : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  bufferization.materialize_in_destination %ramp in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
