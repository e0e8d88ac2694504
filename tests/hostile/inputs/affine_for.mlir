func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  affine.for %i = 0 to 4 {
    %b = memref.alloc() : memref<4xf32>
    memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  }
  %x = memref.load %a[%c0] : memref<4xf32>
  return %x : f32
}
