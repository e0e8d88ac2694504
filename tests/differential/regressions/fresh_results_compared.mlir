// Found by scripts/compare_with_mlir.py (generated seed 4, shrunk): not a
// memory error, a missed simplification.
// Fault: ownership-based-buffer-deallocation's function boundary ABI
// (results that may share a buffer).  The global must be cloned, and the
// clone is fresh, so it cannot share a buffer with the other result, a fresh
// allocation.  We still compare their addresses at run time and clone the
// clone when they match (never); MLIR 22 returns both as they are.
// Reproduce: xdsl-opt -p buffer-deallocation-pipeline fresh_results_compared.mlir
// Fixed in c2ac4e1 (results are compared as handed out).
memref.global "private" @table : memref<16xf32> = dense<0.0>

func.func @fresh_and_global() -> (memref<8xf32>, memref<16xf32>) {
  %fresh = memref.alloc() : memref<8xf32>
  %global = memref.get_global @table : memref<16xf32>
  return %fresh, %global : memref<8xf32>, memref<16xf32>
}
