func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %k = "foo.opaque"(%n) : (index) -> index
  %a = memref.alloc(%k) : memref<?xf32>
  %x = memref.load %a[%c0] : memref<?xf32>
  return %x : f32
}
