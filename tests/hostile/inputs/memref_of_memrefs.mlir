func.func @f() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %outer = memref.alloc() : memref<2xmemref<4xf32>>
  %inner = memref.alloc() : memref<4xf32>
  memref.store %inner, %outer[%c0] : memref<2xmemref<4xf32>>
  %back = memref.load %outer[%c0] : memref<2xmemref<4xf32>>
  memref.store %one, %back[%c0] : memref<4xf32>
  return
}
