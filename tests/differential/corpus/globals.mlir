// Global memory is never freed, also when it flows with heap buffers
// through selects and joins.
memref.global "private" @state : memref<8xf32> = dense<0.0>

func.func @global_or_heap(%c: i1) -> memref<8xf32> {
  %g = memref.get_global @state : memref<8xf32>
  %a = memref.alloc() : memref<8xf32>
  %r = scf.if %c -> (memref<8xf32>) {
    scf.yield %g : memref<8xf32>
  } else {
    scf.yield %a : memref<8xf32>
  }
  return %r : memref<8xf32>
}

func.func @accumulate(%c: i1) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @state : memref<8xf32>
  %a = memref.alloc() : memref<8xf32>
  %s = arith.select %c, %g, %a : memref<8xf32>
  %x = memref.load %s[%c0] : memref<8xf32>
  memref.store %x, %g[%c0] : memref<8xf32>
  return
}
