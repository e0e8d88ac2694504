// OPTIONS: bufferize-function-boundaries=true allow-return-allocs-from-loops=true
// UPSTREAM: @buffer_forwarding_no_conflict
// A filled alloc_tensor inserted once into a writable argument: the fill
// writes its own buffer, which the insert copies into the argument.
// EXPECT: @buffer_forwarding_no_conflict(%sz = 3): [0.0, 0.0, 0.0, 5.0, 5.0, 5.0] | %t = [0.0, 0.0, 0.0, 5.0, 5.0, 5.0]
func.func @buffer_forwarding_no_conflict(%sz: index, %t: tensor<6xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true}) -> tensor<6xf32> {
  %five = arith.constant 5.000000e+00 : f32
  %a = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %f = linalg.fill ins(%five : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %f into %t[3] [%sz] [1] : tensor<?xf32> into tensor<6xf32>
  return %r : tensor<6xf32>
}
