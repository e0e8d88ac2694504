func.func @twice() {
  %a = memref.alloc() : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return
}

// Freeing a view frees its allocation, which the base then frees again.
func.func @through_a_view() {
  %a = memref.alloc() : memref<4xi32>
  %v = memref.subview %a[1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  memref.dealloc %v : memref<2xi32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xi32>
  return
}

// The two branches of a select are the same buffer when %c is true.
func.func @through_a_select(%c: i1) {
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  %s = arith.select %c, %a, %b : memref<4xi32>
  memref.dealloc %s : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  scf.if %c {
    memref.dealloc %b : memref<4xi32>
  }
  return
}
