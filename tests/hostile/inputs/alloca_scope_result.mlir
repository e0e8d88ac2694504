func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (memref<2xf32>) {
    %s = memref.alloca() : memref<2xf32>
    %h = memref.alloc() : memref<2xf32>
    memref.copy %s, %h : memref<2xf32> to memref<2xf32>
    memref.alloca_scope.return %h : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}
