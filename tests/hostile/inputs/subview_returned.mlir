func.func @f() -> memref<2xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %v : memref<2xf32, strided<[1], offset: 2>>
}
