// Subviews and casts share their source's buffer: the buffer is freed
// through its base, after the last use of any view.
func.func @subview_returned() -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  return %v : memref<4xf32, strided<[1], offset: 2>>
}

func.func @view_outlives_name(%n: index, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %d = memref.cast %a : memref<8xf32> to memref<?xf32>
  %v = memref.subview %d[2] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %v[%i] : memref<4xf32, strided<[1], offset: 2>>
    memref.store %x, %out[%c0] : memref<8xf32>
  }
  return
}

// A view of one buffer selected with a view of another.
func.func @view_or_fresh(%c: i1) -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %va = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %b = memref.alloc() : memref<8xf32>
  %vb = memref.subview %b[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %r = arith.select %c, %va, %vb : memref<4xf32, strided<[1], offset: 2>>
  return %r : memref<4xf32, strided<[1], offset: 2>>
}
