// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @buffer_forwarding_conflict
// One filled empty tensor inserted at two places of a writable argument
// with an identity buffer_layout: only the second insert can take its place.
// EXPECT: @buffer_forwarding_conflict(%sz = 1): [2.0, 0.0, 0.0, 0.0], [0.0, 2.0, 0.0, 0.0] | %t = [0.0, 2.0, 0.0, 0.0]
func.func @buffer_forwarding_conflict(%sz: index, %t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>) {
  %two = arith.constant 2.000000e+00 : f32
  %a = tensor.empty(%sz) : tensor<?xf32>
  %f = linalg.fill ins(%two : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r0 = tensor.insert_slice %f into %t[0] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  %r1 = tensor.insert_slice %f into %t[1] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %r0, %r1 : tensor<?xf32>, tensor<?xf32>
}
