func.func @f(%w: !shape.witness) -> f32 {
  %c0 = arith.constant 0 : index
  %r = shape.assuming %w -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    shape.assuming_yield %a : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}
