// An op with unknown memory effects picks a buffer (its index names the
// operand, past the last one it makes a fresh one): heap, stack or fresh.
func.func @pick(%i: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %heap = memref.alloc() : memref<8xf32>
  %stack = memref.alloca() : memref<8xf32>
  memref.store %one, %heap[%c0] : memref<8xf32>
  memref.store %one, %stack[%c0] : memref<8xf32>
  %r = "dealloc_test.select_randomly"(%i, %heap, %stack) : (index, memref<8xf32>, memref<8xf32>) -> memref<8xf32>
  %s = arith.select %c, %r, %heap : memref<8xf32>
  %v = memref.load %s[%c0] : memref<8xf32>
  return %v : f32
}
