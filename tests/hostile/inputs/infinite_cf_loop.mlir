func.func @f(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  cf.br ^loop(%a : memref<2xf32>)
^loop(%current: memref<2xf32>):
  %next = memref.alloc() : memref<2xf32>
  memref.copy %current, %next : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^loop(%next : memref<2xf32>), ^exit(%next : memref<2xf32>)
^exit(%last: memref<2xf32>):
  %x = memref.load %last[%c0] : memref<2xf32>
  return %x : f32
}
