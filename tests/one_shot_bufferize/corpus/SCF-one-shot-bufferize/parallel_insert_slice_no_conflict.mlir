// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @parallel_insert_slice_no_conflict
// Each thread fills a slice of the shared output and inserts it back at the
// same place: in place into the writable argument.
// EXPECT: @parallel_insert_slice_no_conflict(%idx = 1, %idx2 = 3): [0.0, 4.0, 0.0, 0.0], 0.0 | %arg2 = [0.0, 4.0, 0.0, 0.0]
func.func @parallel_insert_slice_no_conflict(%idx: index, %idx2: index, %arg2: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, f32) {
  %cst = arith.constant 4.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %2 = scf.forall (%arg3) in (%idx2) shared_outs(%o = %arg2) -> (tensor<?xf32>) {
    %6 = tensor.extract_slice %o[1] [%idx] [%c1] : tensor<?xf32> to tensor<?xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %8 into %o[1] [%idx] [%c1] : tensor<?xf32> into tensor<?xf32>
    }
  }
  %f = tensor.extract %2[%c0] : tensor<?xf32>
  return %2, %f : tensor<?xf32>, f32
}
