func.func @f(%k: index) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.index_switch %k -> memref<2xf32>
  case 1 {
    scf.yield %a : memref<2xf32>
  }
  default {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
