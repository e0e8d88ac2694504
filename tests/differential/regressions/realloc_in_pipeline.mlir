// Found by the fuzzer (seed 5, shrunk) and the corpus (corpus/realloc.mlir).
// Fault: buffer-deallocation-pipeline (xdsl_dealloc/transforms/
// buffer_deallocation_pipeline.py) runs expand-realloc with its default
// emit-deallocs=true, so the old buffer gets a memref.dealloc, which
// ownership-based-buffer-deallocation then rejects ("no deallocation ops may
// be present").  MLIR's pipeline runs expand-realloc{emit-deallocs=false}
// and leaves the old buffer to the deallocation pass.
// Reproduce: xdsl-opt -p buffer-deallocation-pipeline realloc_in_pipeline.mlir
// Fixed in c2ac4e1 (the pipeline runs expand-realloc{emit-deallocs=false}).
func.func @f() {
  %size = arith.constant 8 : index
  %new_size = arith.constant 0 : index
  %a = memref.alloc(%size) : memref<?xf32>
  %b = memref.realloc %a(%new_size) : memref<?xf32> to memref<?xf32>
  func.return
}
