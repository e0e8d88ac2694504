func.func @f() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}
