func.func @f(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^yes, ^no
  ^yes:
    scf.yield %a : memref<2xf32>
  ^no:
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}
