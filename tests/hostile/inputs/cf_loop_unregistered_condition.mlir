func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^loop(%a : memref<2xf32>)
^loop(%current: memref<2xf32>):
  %next = memref.alloc() : memref<2xf32>
  memref.copy %current, %next : memref<2xf32> to memref<2xf32>
  %again = "test.make_condition"() : () -> i1
  cf.cond_br %again, ^loop(%next : memref<2xf32>), ^exit
^exit:
  return
}
