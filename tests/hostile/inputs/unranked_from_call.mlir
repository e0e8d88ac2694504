func.func private @erase(%n: index) -> memref<*xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @f() -> index {
  %c4 = arith.constant 4 : index
  %u = func.call @erase(%c4) : (index) -> memref<*xf32>
  %rank = memref.rank %u : memref<*xf32>
  return %rank : index
}
