func.func @f(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  scf.if %c {
    memref.dealloc %a : memref<2xf32>
  }
  return
}
