// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @parallel_insert_slice
// In each thread of an scf.forall, a filled empty tensor is inserted into
// the shared output (a writable argument with identity buffer_layout).
// EXPECT: @parallel_insert_slice(%sz = 3): [0.0, 2.0, 2.0, 2.0] | %t = [0.0, 2.0, 2.0, 2.0]
func.func @parallel_insert_slice(%sz: index, %t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true}) -> tensor<?xf32> {
  %two = arith.constant 2.000000e+00 : f32
  %r = scf.forall (%iv) in (2) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %a = tensor.empty(%sz) : tensor<?xf32>
    %f = linalg.fill ins(%two : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[1] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
