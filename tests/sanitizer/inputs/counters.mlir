// Small programs whose counters the tests know exactly.

func.func @two_buffers() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<3xi64>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<3xi64>
  return
}

func.func @one_after_the_other() {
  %a = memref.alloc() : memref<10xi8>
  memref.dealloc %a : memref<10xi8>
  %b = memref.alloc() : memref<6xi8>
  memref.dealloc %b : memref<6xi8>
  return
}

func.func @loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    %a = memref.alloc() : memref<2xf32>
    memref.store %v, %a[%i] : memref<2xf32>
    memref.dealloc %a : memref<2xf32>
  }
  return
}

// Only comparisons of pointers count, also after a trip through memory, but
// not of values computed from pointers.
func.func @pointer_comparisons() -> (i1, i1, i1) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<2xf32> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<2xf32> -> index
  %slot = memref.alloca() : memref<1xindex>
  memref.store %pb, %slot[%c0] : memref<1xindex>
  %pb_again = memref.load %slot[%c0] : memref<1xindex>
  %same = arith.cmpi eq, %pa, %pb_again : index
  %distance = arith.subi %pb, %pa : index
  %far = arith.cmpi sgt, %distance, %c0 : index
  %small = arith.cmpi ult, %c0, %distance : index
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return %same, %far, %small : i1, i1, i1
}
