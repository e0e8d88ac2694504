// bufferization.dealloc as the dialect reference defines it.

// Two operands that are the same buffer: it is freed once.
func.func @same_buffer_twice() {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%true, %true)
  return
}

// A retained view keeps its buffer alive; the result reports ownership.
func.func @retained_view_keeps_alive() -> (i1, f32) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %own = bufferization.dealloc (%a : memref<4xf32>) if (%true) retain (%v : memref<2xf32, strided<[1], offset: 1>>)
  %x = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  return %own, %x : i1, f32
}

// Updated conditions: the disjunction of the conditions of the aliasing
// memrefs, false for a retained memref without alias among them.
func.func @updated_conditions(%c0: i1, %c1: i1, %pick_a: i1) -> (i1, i1, i1) {
  %a = memref.alloc() : memref<1xi8>
  %b = memref.alloc() : memref<2xi8>
  %other = memref.alloc() : memref<3xi8>
  %dyn_a = memref.cast %a : memref<1xi8> to memref<?xi8>
  %dyn_b = memref.cast %b : memref<2xi8> to memref<?xi8>
  %s = arith.select %pick_a, %dyn_a, %dyn_b : memref<?xi8>
  %r:3 = bufferization.dealloc (%a, %b : memref<1xi8>, memref<2xi8>) if (%c0, %c1) retain (%a, %s, %other : memref<1xi8>, memref<?xi8>, memref<3xi8>)
  return %r#0, %r#1, %r#2 : i1, i1, i1
}

// An earlier aliasing operand decides, even when its condition is false:
// the buffer is not freed and leaks.
func.func @earlier_alias_with_false_condition() {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%false, %true)
  return
}

// The memrefs to deallocate must be base allocations, not views.
func.func @view_operand() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  bufferization.dealloc (%v : memref<2xf32, strided<[1], offset: 1>>) if (%true)
  return
}

// The base buffer of extract_strided_metadata is a base allocation.
func.func @base_buffer_operand() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %v : memref<2xf32, strided<[1], offset: 1>> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%true)
  return
}

// A condition that holds for a buffer freed before: double free.
func.func @already_freed(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}

// Stack memory may be listed, but only with a false condition.
func.func @alloca_operand(%c: i1) {
  %a = memref.alloca() : memref<2xf32>
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}

// Runtime aliasing: %x is %a or %b, and being later in the list it is never
// the one freed.
func.func @runtime_aliasing(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %x = arith.select %c, %a, %b : memref<2xf32>
  bufferization.dealloc (%a, %b, %x : memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%true, %true, %true)
  return
}

// A clone is a fresh allocation owned by whoever made it.
func.func @clone_and_free(%m: memref<4xf32>) -> memref<4xf32> {
  %true = arith.constant true
  %copy = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %extra = bufferization.clone %copy : memref<4xf32> to memref<4xf32>
  bufferization.dealloc (%extra : memref<4xf32>) if (%true)
  return %copy : memref<4xf32>
}
