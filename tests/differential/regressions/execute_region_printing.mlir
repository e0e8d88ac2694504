// Found by the fuzzer (seed 36 of an early generator run).
// Fault: xDSL 0.74's printer, not a pass of ours.  ExecuteRegionOp.print
// leaves out the terminators of every block when the op has no results, so
// `xdsl-opt -p buffer-deallocation-pipeline` prints a multi-block
// scf.execute_region without results as blocks without terminators, which
// mlir-opt-22 (and xDSL itself, on reading it back) rejects.  (Then the
// differential checks read the generic form, which was unaffected.)
// Reproduce: xdsl-opt -p buffer-deallocation-pipeline execute_region_printing.mlir | mlir-opt-22
// Fixed in 5ff1388; the printer now lives in xdsl_dealloc/dialects/scf.py
// prints them, as part of scf.execute_region's MLIR 22 form.
func.func @f(%c: i1) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<8xf32>
    scf.yield
  ^bb2:
    scf.yield
  }
  func.return
}
