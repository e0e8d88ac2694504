// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @buffer_forwarding_no_conflict
// A filled empty tensor inserted once into a writable argument (identity
// buffer_layout): the fill writes the argument's subview.
// EXPECT: @buffer_forwarding_no_conflict(%sz = 3): [0.0, 2.0, 2.0, 2.0] | %t = [0.0, 2.0, 2.0, 2.0]
func.func @buffer_forwarding_no_conflict(%sz: index, %t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true}) -> tensor<?xf32> {
  %two = arith.constant 2.000000e+00 : f32
  %a = tensor.empty(%sz) : tensor<?xf32>
  %f = linalg.fill ins(%two : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %f into %t[1] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
