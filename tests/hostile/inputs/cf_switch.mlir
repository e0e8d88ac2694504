func.func @f(%k: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  cf.switch %k : i32, [
    default: ^join(%a : memref<2xf32>),
    1: ^join(%b : memref<2xf32>),
    3: ^other
  ]
^other:
  %c = memref.alloc() : memref<2xf32>
  cf.br ^join(%c : memref<2xf32>)
^join(%m: memref<2xf32>):
  %x = memref.load %m[%c0] : memref<2xf32>
  return %x : f32
}
