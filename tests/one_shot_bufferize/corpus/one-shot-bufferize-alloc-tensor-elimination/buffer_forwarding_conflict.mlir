// OPTIONS: bufferize-function-boundaries=true allow-return-allocs-from-loops=true
// UPSTREAM: @buffer_forwarding_conflict
// A filled alloc_tensor (not an empty tensor: eliminate-empty-tensors leaves
// it) inserted at two places of a writable argument: the first insert goes
// into a copy of the argument, the second into the argument.
// EXPECT: @buffer_forwarding_conflict(%sz = 3): [3.0, 3.0, 3.0, 0.0, 0.0, 0.0], [0.0, 0.0, 3.0, 3.0, 3.0, 0.0] | %t = [0.0, 0.0, 3.0, 3.0, 3.0, 0.0]
func.func @buffer_forwarding_conflict(%sz: index, %t: tensor<6xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true}) -> (tensor<6xf32>, tensor<6xf32>) {
  %three = arith.constant 3.000000e+00 : f32
  %a = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %f = linalg.fill ins(%three : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r0 = tensor.insert_slice %f into %t[0] [%sz] [1] : tensor<?xf32> into tensor<6xf32>
  %r1 = tensor.insert_slice %f into %t[2] [%sz] [1] : tensor<?xf32> into tensor<6xf32>
  return %r0, %r1 : tensor<6xf32>, tensor<6xf32>
}
