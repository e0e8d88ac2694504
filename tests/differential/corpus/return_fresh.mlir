// Returned buffers are handed to the caller: no clone, no dealloc.
func.func @one() -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  return %a : memref<8xf32>
}

func.func @two_and_a_flag(%c: i1) -> (memref<8xf32>, i1, memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc(%c4) : memref<?xf32>
  %unused = memref.alloc() : memref<2xf32>
  return %a, %c, %b : memref<8xf32>, i1, memref<?xf32>
}
