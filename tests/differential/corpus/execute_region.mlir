// scf.execute_region with one block, and with a cf diamond inside whose
// arms both yield.
func.func @single_block(%c: i1) -> memref<8xf32> {
  %r = scf.execute_region -> (memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  }
  return %r : memref<8xf32>
}

func.func @two_exits(%c: i1, %m: memref<8xf32>) -> memref<8xf32> {
  %outer = memref.alloc() : memref<8xf32>
  %r = scf.execute_region -> (memref<8xf32>) {
    cf.cond_br %c, ^fresh, ^other
  ^fresh:
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  ^other:
    %s = arith.select %c, %outer, %m : memref<8xf32>
    scf.yield %s : memref<8xf32>
  }
  return %r : memref<8xf32>
}
