func.func @f() {
  %a = memref.alloc() : memref<2xf32
  return
}
