func.func @f() -> memref<?xf32> {
  %a = memref.alloc() : memref<32xf32>
  %c = bufferization.clone %a : memref<32xf32> to memref<?xf32>
  memref.dealloc %a : memref<32xf32>
  return %c : memref<?xf32>
}
