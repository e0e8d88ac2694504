func.func @f(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^left(%c0, %a : index, memref<2xf32>), ^right(%c0, %a : index, memref<2xf32>)
^left(%i: index, %l: memref<2xf32>):
  %fresh = memref.alloc() : memref<2xf32>
  memref.copy %l, %fresh : memref<2xf32> to memref<2xf32>
  %li = arith.addi %i, %c1 : index
  cf.br ^right(%li, %fresh : index, memref<2xf32>)
^right(%j: index, %r: memref<2xf32>):
  %more = arith.cmpi slt, %j, %n : index
  cf.cond_br %more, ^left(%j, %r : index, memref<2xf32>), ^exit(%r : memref<2xf32>)
^exit(%e: memref<2xf32>):
  %x = memref.load %e[%c0] : memref<2xf32>
  return %x : f32
}
