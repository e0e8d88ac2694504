func.func @strided(%a: memref<8xf32>, %far: memref<40xf32, "far">, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %far[%i], %n, %tag[%i], %n, %i : memref<8xf32>, memref<40xf32, "far">, memref<1xi32>
  return
}
