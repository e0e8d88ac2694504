// OPTIONS: check-parallel-regions=false
// Each thread of scf.forall writes its element of a tensor.empty defined
// outside the loop, reads it back and inserts it into the shared output.
// Without check-parallel-regions the write goes in place: one buffer, allocated
// before the loop, for all threads (they touch disjoint elements: the user
// vouches for it).
// out[i] = i + base, base = 10 when %c.
// EXPECT: @shared_scratch(%c = false): %out = [0.0, 1.0, 2.0, 3.0]
// EXPECT: @shared_scratch(%c = true): %out = [10.0, 11.0, 12.0, 13.0]
func.func @shared_scratch(%c: i1, %out: memref<4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %ten = arith.constant 1.000000e+01 : f32
  %base = arith.select %c, %ten, %zero : f32
  %scratch = tensor.empty() : tensor<4xf32>
  %shared = tensor.empty() : tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %shared) -> (tensor<4xf32>) {
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %v = arith.addf %f, %base : f32
    %w = tensor.insert %v into %scratch[%i] : tensor<4xf32>
    %x = tensor.extract %w[%i] : tensor<4xf32>
    %piece = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %piece into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
