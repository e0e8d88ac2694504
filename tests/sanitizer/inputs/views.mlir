// Views share their source's buffer: writes through one are reads through
// another, and the layouts follow MLIR's (offsets, strides, reassociations).

memref.global "private" constant @primes : memref<4xi32> = dense<[2, 3, 5, 7]>
memref.global "private" @quarters : memref<4xf32> = dense<[2.500000e-01, 5.000000e-01, 7.500000e-01, 1.000000e+00]>

// Element [1, 2] of a subview at [1, 1] of a 4x4 buffer is element 11.
func.func @subview_layout() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c11 = arith.constant 11 : index
  %v42 = arith.constant 42 : i32
  %a = memref.alloc() : memref<16xi32>
  %square = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xi32> into memref<4x4xi32>
  %sub = memref.subview %square[1, 1] [2, 3] [1, 1] : memref<4x4xi32> to memref<2x3xi32, strided<[4, 1], offset: 5>>
  memref.store %v42, %sub[%c1, %c2] : memref<2x3xi32, strided<[4, 1], offset: 5>>
  %x = memref.load %a[%c11] : memref<16xi32>
  memref.dealloc %a : memref<16xi32>
  return %x : i32
}

// A strided, rank-reducing subview and a reinterpret_cast of the same buffer.
func.func @rank_reducing_and_reinterpret() -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v7 = arith.constant 7 : i32
  %v9 = arith.constant 9 : i32
  %a = memref.alloc() : memref<3x4xi32>
  %col = memref.subview %a[0, 2] [3, 1] [1, 1] : memref<3x4xi32> to memref<3xi32, strided<[4], offset: 2>>
  memref.store %v7, %col[%c2] : memref<3xi32, strided<[4], offset: 2>>
  %flat = memref.reinterpret_cast %a to offset: [1], sizes: [11], strides: [1] : memref<3x4xi32> to memref<11xi32, strided<[1], offset: 1>>
  memref.store %v9, %flat[%c3] : memref<11xi32, strided<[1], offset: 1>>
  %x = memref.load %a[%c2, %c2] : memref<3x4xi32>
  %y = memref.load %a[%c1, %c0] : memref<3x4xi32>
  memref.dealloc %a : memref<3x4xi32>
  return %x, %y : i32, i32
}

// collapse_shape of a subview row, and memref.view over a byte buffer.
func.func @collapse_and_view() -> (f32, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 2.5 : f32
  %bytes = memref.alloc() : memref<32xi8>
  %floats = memref.view %bytes[%c8][] : memref<32xi8> to memref<2x3xf32>
  %line = memref.collapse_shape %floats [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  memref.store %f, %line[%c5] : memref<6xf32>
  %y = memref.load %floats[%c1, %c2] : memref<2x3xf32>
  %base = memref.extract_aligned_pointer_as_index %bytes : memref<32xi8> -> index
  %shifted = memref.extract_aligned_pointer_as_index %floats : memref<2x3xf32> -> index
  %shift = arith.subi %shifted, %base : index
  memref.dealloc %bytes : memref<32xi8>
  return %y, %shift : f32, index
}

// extract_strided_metadata reports the view's layout; get_global reads
// the initial value.
func.func @metadata_and_global() -> (index, index, index, i32) {
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<4x6xf32>
  %sub = memref.subview %a[1, 2] [2, 2] [1, 2] : memref<4x6xf32> to memref<2x2xf32, strided<[6, 2], offset: 8>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %sub : memref<2x2xf32, strided<[6, 2], offset: 8>> -> memref<f32>, index, index, index, index, index
  %g = memref.get_global @primes : memref<4xi32>
  %p = memref.load %g[%c2] : memref<4xi32>
  memref.dealloc %a : memref<4x6xf32>
  return %offset, %sizes#0, %strides#1, %p : index, index, index, i32
}

// realloc keeps the contents and frees the old buffer.
func.func @realloc_keeps_contents() -> i64 {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %v = arith.constant 77 : i64
  %a = memref.alloc() : memref<2xi64>
  memref.store %v, %a[%c1] : memref<2xi64>
  %b = memref.realloc %a(%c8) : memref<2xi64> to memref<?xi64>
  %x = memref.load %b[%c1] : memref<?xi64>
  memref.dealloc %b : memref<?xi64>
  return %x : i64
}

// Using the old buffer after realloc is a use after free.
func.func @use_before_realloc_result() -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  %b = memref.realloc %a : memref<2xi64> to memref<4xi64>
  %x = memref.load %a[%c0] : memref<2xi64>
  memref.dealloc %b : memref<4xi64>
  return %x : i64
}

// Dynamic sizes and offsets: a row of a 4x? buffer, expanded to 1x?.
func.func @dynamic_views(%n: index) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 9 : i32
  %a = memref.alloc(%n) : memref<4x?xi32>
  %row = memref.subview %a[2, 0] [1, %n] [1, 1] : memref<4x?xi32> to memref<?xi32, strided<[1], offset: ?>>
  %e = memref.expand_shape %row [[0, 1]] output_shape [1, %n] : memref<?xi32, strided<[1], offset: ?>> into memref<1x?xi32, strided<[?, 1], offset: ?>>
  %d = memref.dim %e, %c1 : memref<1x?xi32, strided<[?, 1], offset: ?>>
  %ok = arith.cmpi sgt, %n, %c0 : index
  %r = scf.if %ok -> (i32) {
    memref.store %v, %e[%c0, %c0] : memref<1x?xi32, strided<[?, 1], offset: ?>>
    %x = memref.load %a[%c2, %c0] : memref<4x?xi32>
    scf.yield %x : i32
  } else {
    scf.yield %v : i32
  }
  memref.dealloc %a : memref<4x?xi32>
  return %r, %d : i32, index
}

// Reshaped to 2x4 and transposed, element [3, 1] is element [1, 3] = 7 of
// the buffer; reshaped to 4x2, element [2, 1] is element 5.
func.func @transpose_and_reshape() -> (i32, i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %v5 = arith.constant 5 : i32
  %v7 = arith.constant 7 : i32
  %a = memref.alloc() : memref<8xi32>
  memref.store %v5, %a[%c5] : memref<8xi32>
  memref.store %v7, %a[%c7] : memref<8xi32>
  %wide = memref.alloca() : memref<2xindex>
  memref.store %c2, %wide[%c0] : memref<2xindex>
  memref.store %c4, %wide[%c1] : memref<2xindex>
  %m = memref.reshape %a(%wide) : (memref<8xi32>, memref<2xindex>) -> memref<?x?xi32>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xi32> to memref<?x?xi32, strided<[1, ?]>>
  memref.prefetch %t[%c3, %c1], read, locality<3>, data : memref<?x?xi32, strided<[1, ?]>>
  %x = memref.load %t[%c3, %c1] : memref<?x?xi32, strided<[1, ?]>>
  %rows = memref.dim %t, %c0 : memref<?x?xi32, strided<[1, ?]>>
  %tall = memref.alloca() : memref<2xindex>
  memref.store %c4, %tall[%c0] : memref<2xindex>
  memref.store %c2, %tall[%c1] : memref<2xindex>
  %n = memref.reshape %a(%tall) : (memref<8xi32>, memref<2xindex>) -> memref<4x2xi32>
  %y = memref.load %n[%c2, %c1] : memref<4x2xi32>
  memref.dealloc %a : memref<8xi32>
  return %x, %y, %rows : i32, i32, index
}

// A buffer seen unranked: its rank, a reinterpretation of it filled by a
// copy from a global, the same aligned pointer, and a free through it.
func.func @unranked_views() -> (index, f32, i1) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2x2xf32>
  %u = memref.cast %a : memref<2x2xf32> to memref<*xf32>
  %rank = memref.rank %u : memref<*xf32>
  %flat = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  %quarters = memref.get_global @quarters : memref<4xf32>
  memref.copy %quarters, %flat : memref<4xf32> to memref<4xf32>
  %far = memref.memory_space_cast %a : memref<2x2xf32> to memref<2x2xf32, 1>
  %x = memref.load %far[%c1, %c1] : memref<2x2xf32, 1>
  %p = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %a : memref<2x2xf32> -> index
  %same = arith.cmpi eq, %p, %q : index
  memref.dealloc %u : memref<*xf32>
  return %rank, %x, %same : index, f32, i1
}

// A shape of more elements than the buffer holds.
func.func @reshape_too_large() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<8xf32>
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c3, %shape[%c1] : memref<2xindex>
  %square = memref.reshape %a(%shape) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  memref.dealloc %a : memref<8xf32>
  return
}
