// Private callees returning fresh buffers, their argument, or either: the
// caller owns every result.  With private-function-dynamic-ownership the
// callee returns the ownership instead of cloning.
func.func private @fresh() -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  return %a : memref<8xf32>
}

func.func private @identity(%m: memref<8xf32>) -> memref<8xf32> {
  return %m : memref<8xf32>
}

func.func private @either(%c: i1, %m: memref<8xf32>) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %r = arith.select %c, %a, %m : memref<8xf32>
  return %r : memref<8xf32>
}

func.func @caller(%c: i1) -> memref<8xf32> {
  %x = func.call @fresh() : () -> memref<8xf32>
  %y = func.call @identity(%x) : (memref<8xf32>) -> memref<8xf32>
  %z = func.call @either(%c, %y) : (i1, memref<8xf32>) -> memref<8xf32>
  return %z : memref<8xf32>
}

// A chain of calls whose results are only read.
func.func @reads(%c: i1, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %x = func.call @either(%c, %out) : (i1, memref<8xf32>) -> memref<8xf32>
  %v = memref.load %x[%c0] : memref<8xf32>
  memref.store %v, %out[%c0] : memref<8xf32>
  return
}
