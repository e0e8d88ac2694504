memref.global "private" constant @table : memref<3xi32> = dense<[1, 2, 3]>

func.func @free_alloca() {
  %a = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

func.func @free_global() {
  %g = memref.get_global @table : memref<3xi32>
  memref.dealloc %g : memref<3xi32>
  return
}

// Arguments belong to the caller (function boundary ABI).
func.func @free_argument(%arg: memref<?xf32>) {
  memref.dealloc %arg : memref<?xf32>
  return
}

// The callee frees its argument, so the caller's own free is the second one.
func.func private @consume(%m: memref<2xf32>) {
  memref.dealloc %m : memref<2xf32>
  return
}

func.func @callee_frees() {
  %a = memref.alloc() : memref<2xf32>
  func.call @consume(%a) : (memref<2xf32>) -> ()
  memref.dealloc %a : memref<2xf32>
  return
}
