// scf.index_switch: every case yields a different kind of buffer.
func.func @pick(%k: index, %m: memref<8xf32>) -> memref<8xf32> {
  %shared = memref.alloc() : memref<8xf32>
  %r = scf.index_switch %k -> memref<8xf32>
  case 0 {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  }
  case 1 {
    scf.yield %m : memref<8xf32>
  }
  default {
    scf.yield %shared : memref<8xf32>
  }
  return %r : memref<8xf32>
}

// A switch without results, allocating in its cases.
func.func @side_effects(%k: index, %out: memref<8xf32>) {
  scf.index_switch %k
  case 1 {
    %a = memref.alloc() : memref<8xf32>
    memref.copy %out, %a : memref<8xf32> to memref<8xf32>
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
