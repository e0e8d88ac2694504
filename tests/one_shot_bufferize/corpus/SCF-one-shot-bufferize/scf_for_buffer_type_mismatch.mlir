// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_buffer_type_mismatch
// A loop whose init is a slice (a strided buffer) and whose body yields a
// slice of its iteration argument: casts join the buffer types.
// EXPECT: @scf_for_buffer_type_mismatch(%s = 0): 2.0
// EXPECT: @scf_for_buffer_type_mismatch(%s = 3): 2.0
func.func @scf_for_buffer_type_mismatch(%s: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %gen = tensor.generate %c8 {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %v = arith.sitofp %ii : i64 to f32
    tensor.yield %v : f32
  } : tensor<?xf32>
  %s1 = arith.addi %s, %c1 : index
  %e2 = tensor.extract_slice %gen[1] [%c6] [1] : tensor<?xf32> to tensor<?xf32>
  %r = scf.for %iv = %c0 to %c3 step %c1 iter_args(%t = %e2) -> (tensor<?xf32>) {
    %e = tensor.extract_slice %t[0] [%s1] [1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<?xf32>
  %y = arith.addf %x, %x : f32
  return %y : f32
}
