// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s

func.func private @use(memref<4xf32>)

// A memref listed twice is freed once, under the disjunction of its conditions;
// an identical condition needs no `arith.ori`.
// CHECK-LABEL: func.func @duplicate_memrefs
// CHECK-SAME:    (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1)
// CHECK-NEXT:    %[[EITHER:.*]] = arith.ori %[[C0]], %[[C1]] : i1
// CHECK-NEXT:    bufferization.dealloc (%[[A]], %[[B]] : memref<4xf32>, memref<4xf32>) if (%[[EITHER]], %[[C0]])
// CHECK-NEXT:    func.return
func.func @duplicate_memrefs(%a: memref<4xf32>, %b: memref<4xf32>, %c0: i1, %c1: i1) {
  bufferization.dealloc (%a, %b, %a, %b : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c0, %c0, %c1, %c0)
  func.return
}

// CHECK-LABEL: func.func @retained_twice
// CHECK-SAME:    (%[[A:.*]]: memref<4xf32>, %[[C:.*]]: i1, %[[R0:.*]]: memref<4xf32>, %[[R1:.*]]: memref<4xf32>)
// CHECK-NEXT:    %[[OWN:.*]], %[[OWN1:.*]] = bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[C]]) retain (%[[R0]], %[[R1]] : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:    func.return %[[OWN]], %[[OWN1]], %[[OWN]], %[[OWN1]] : i1, i1, i1, i1
func.func @retained_twice(%a: memref<4xf32>, %c: i1, %r0: memref<4xf32>, %r1: memref<4xf32>) -> (i1, i1, i1, i1) {
  %o:4 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%r0, %r1, %r0, %r1 : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>)
  func.return %o#0, %o#1, %o#2, %o#3 : i1, i1, i1, i1
}

// Nothing to free: no retained memref gains ownership.
// CHECK-LABEL: func.func @nothing_to_free
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    func.return %[[FALSE]], %[[FALSE]] : i1, i1
func.func @nothing_to_free(%r0: memref<4xf32>, %r1: memref<4xf32>) -> (i1, i1) {
  %o:2 = bufferization.dealloc retain (%r0, %r1 : memref<4xf32>, memref<4xf32>)
  func.return %o#0, %o#1 : i1, i1
}

// Nothing to free and no result in use: no constant is left behind.
// CHECK-LABEL: func.func @nothing_to_free_unused
// CHECK-NEXT:    func.return
func.func @nothing_to_free_unused(%r0: memref<4xf32>) {
  %o = bufferization.dealloc retain (%r0 : memref<4xf32>)
  func.return
}

// CHECK-LABEL: func.func @nothing_at_all
// CHECK-NEXT:    func.return
func.func @nothing_at_all() {
  bufferization.dealloc
  func.return
}

// CHECK-LABEL: func.func @false_condition
// CHECK-SAME:    (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>, %[[C:.*]]: i1, %[[R:.*]]: memref<4xf32>)
// CHECK-NEXT:    %[[OWN:.*]] = bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[C]]) retain (%[[R]] : memref<4xf32>)
// CHECK-NEXT:    func.return %[[OWN]] : i1
func.func @false_condition(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1, %r: memref<4xf32>) -> i1 {
  %false = arith.constant false
  %o = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%false, %c) retain (%r : memref<4xf32>)
  func.return %o : i1
}

// Once every condition is false, the dealloc has nothing to do.
// CHECK-LABEL: func.func @only_false_conditions
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    func.return %[[FALSE]] : i1
func.func @only_false_conditions(%a: memref<4xf32>, %r: memref<4xf32>) -> i1 {
  %false = arith.constant false
  %o = bufferization.dealloc (%a : memref<4xf32>) if (%false) retain (%r : memref<4xf32>)
  func.return %o : i1
}

// A constant true condition is kept: the memref may still alias a retained one.
// CHECK-LABEL: func.func @true_condition
// CHECK:         bufferization.dealloc (%{{.*}} : memref<4xf32>) if (%true) retain
func.func @true_condition(%a: memref<4xf32>, %r: memref<4xf32>) -> i1 {
  %true = arith.constant true
  %o = bufferization.dealloc (%a : memref<4xf32>) if (%true) retain (%r : memref<4xf32>)
  func.return %o : i1
}

// The base buffer of a fresh allocation is the allocation; the metadata
// extraction then dies.
// CHECK-LABEL: func.func @base_buffer_of_alloc
// CHECK-SAME:    (%[[C:.*]]: i1, %[[N:.*]]: index)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT:    func.call @use_dynamic(%[[ALLOC]])
// CHECK-NEXT:    bufferization.dealloc (%[[ALLOC]] : memref<?xf32>) if (%[[C]])
// CHECK-NEXT:    func.return
func.func private @use_dynamic(memref<?xf32>)
func.func @base_buffer_of_alloc(%c: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
  func.call @use_dynamic(%alloc) : (memref<?xf32>) -> ()
  bufferization.dealloc (%base : memref<f32>) if (%c)
  func.return
}

// The base buffer of an argument is not known to be the argument itself.
// CHECK-LABEL: func.func @base_buffer_of_argument
// CHECK-SAME:    (%[[M:.*]]: memref<?xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT:    bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[C]])
func.func @base_buffer_of_argument(%m: memref<?xf32>, %c: i1) {
  %base, %offset, %size, %stride = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  func.return
}

// An allocation used by nothing but its dealloc is removed with it, also when
// reached through its base buffer, and also for `memref.alloca`.
// CHECK-LABEL: func.func @unused_allocations
// CHECK-SAME:    (%[[A:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[C]])
// CHECK-NEXT:    func.return
func.func @unused_allocations(%a: memref<4xf32>, %c: i1) {
  %alloc = memref.alloc() : memref<4xf32>
  %alloca = memref.alloca() : memref<4xf32>
  %other = memref.alloc() : memref<4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %other : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%alloc, %a, %alloca, %base : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<f32>) if (%c, %c, %c, %c)
  func.return
}

// An allocation with any other use stays: here it is used, and retained.
// CHECK-LABEL: func.func @used_allocations
// CHECK-NEXT:    %[[USED:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[KEPT:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    func.call @use(%[[USED]])
// CHECK-NEXT:    %{{.*}} = bufferization.dealloc (%[[USED]], %[[KEPT]] : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}}) retain (%[[KEPT]] : memref<4xf32>)
func.func @used_allocations(%c: i1) -> i1 {
  %used = memref.alloc() : memref<4xf32>
  %kept = memref.alloc() : memref<4xf32>
  func.call @use(%used) : (memref<4xf32>) -> ()
  %o = bufferization.dealloc (%used, %kept : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%kept : memref<4xf32>)
  func.return %o : i1
}

// A clone that is read stays with its dealloc.  (One only freed goes:
// write-only.mlir.)
// CHECK-LABEL: func.func @clone_is_not_erased
// CHECK-NEXT:    %[[CLONE:.*]] = bufferization.clone
// CHECK-NEXT:    func.call @use(%[[CLONE]])
// CHECK-NEXT:    bufferization.dealloc (%[[CLONE]] : memref<4xf32>)
func.func @clone_is_not_erased(%a: memref<4xf32>, %c: i1) {
  %clone = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  func.call @use(%clone) : (memref<4xf32>) -> ()
  bufferization.dealloc (%clone : memref<4xf32>) if (%c)
  func.return
}

// The patterns compose: after merging the duplicate, the pair is dead.
// CHECK-LABEL: func.func @composed
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    func.return %[[FALSE]] : i1
func.func @composed(%c0: i1, %c1: i1, %r: memref<4xf32>) -> i1 {
  %alloc = memref.alloc() : memref<4xf32>
  %o = bufferization.dealloc (%alloc, %alloc : memref<4xf32>, memref<4xf32>) if (%c0, %c1) retain (%r : memref<4xf32>)
  func.return %o : i1
}
