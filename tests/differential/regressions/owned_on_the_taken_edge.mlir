// Found by scripts/compare_with_mlir.py (generated seed 90, canonicalized,
// shrunk): not a memory error, a missed simplification.
// Fault: ownership-based-buffer-deallocation (ownership across cf.cond_br
// edges).  ^same is entered only when %c is false, and %a is owned exactly
// when %c is false, so %a is owned in ^same and can be returned as it is.
// We return `scf.if %owned { %a } else { clone %a }` (the clone never runs,
// but it is code, and an extra result copy on every path the indicator
// cannot be folded); MLIR 22 returns %a without a clone.
// Fix: buffer-deallocation-simplification folds conditions that the branches
// taken on every path to an op decide (transforms/canonicalization/
// path_conditions.py): `scf.if %owned` in ^same is `scf.if true`.
// Reproduce: xdsl-opt -p buffer-deallocation-pipeline owned_on_the_taken_edge.mlir
func.func @early_exit(%c: i1) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^other, ^same
^other:
  %b = memref.alloc() : memref<8xf32>
  return %b : memref<8xf32>
^same:
  return %a : memref<8xf32>
}
