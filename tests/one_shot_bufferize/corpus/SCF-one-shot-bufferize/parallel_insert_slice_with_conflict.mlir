// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @parallel_insert_slice_with_conflict
// The same, but the argument is read after the loop: the shared output is
// copied before the loop.
// EXPECT: @parallel_insert_slice_with_conflict(%idx = 1, %idx2 = 3): 4.0, 0.0 | %arg2 = [0.0, 0.0, 0.0, 0.0]
func.func @parallel_insert_slice_with_conflict(%idx: index, %idx2: index, %arg2: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32) {
  %cst = arith.constant 4.000000e+00 : f32
  %c1 = arith.constant 1 : index
  %2 = scf.forall (%arg3) in (%idx2) shared_outs(%o = %arg2) -> (tensor<?xf32>) {
    %6 = tensor.extract_slice %o[1] [%idx] [%c1] : tensor<?xf32> to tensor<?xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %8 into %o[1] [%idx] [%c1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  %f = tensor.extract %arg2[%c1] : tensor<?xf32>
  %f2 = tensor.extract %2[%c1] : tensor<?xf32>
  return %f2, %f : f32, f32
}
