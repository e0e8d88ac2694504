// One buffer returned as two results.  The caller frees each result, so one
// of them must be a copy; MLIR 22 returns the buffer twice.
func.func @twice() -> (memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  return %a, %a : memref<8xf32>, memref<8xf32>
}
