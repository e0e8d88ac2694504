func.func private @make() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  return %a : memref<2xf32>
}

func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %callee = func.constant @make : () -> memref<2xf32>
  %a = func.call_indirect %callee() : () -> memref<2xf32>
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
}
