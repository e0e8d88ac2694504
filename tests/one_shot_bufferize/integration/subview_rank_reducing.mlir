// At the memref level, freeing its own buffers.
// Rank-reducing subviews of a dynamic buffer, a row (unit stride) and a
// column (dynamic stride).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c2, %c3) : memref<?x?xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      memref.store %kf, %a[%i, %j] : memref<?x?xf32>
    }
  }
  %row = memref.subview %a[%c1, 0] [1, %c3] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %column = memref.subview %a[0, %c2] [%c2, 1] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %pa = memref.cast %a : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%pa) : (memref<*xf32>) -> ()
  %pr = memref.cast %row : memref<?xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%pr) : (memref<*xf32>) -> ()
  %pc = memref.cast %column : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%pc) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<?x?xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
