func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  cf.br ^live
^dead:
  %b = memref.alloc() : memref<2xf32>
  cf.br ^live
^live:
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
}
