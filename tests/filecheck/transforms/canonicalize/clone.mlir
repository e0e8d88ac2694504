// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s

func.func private @use(memref<?xf32>)

// MLIR's Buffer Deallocation - Internals documentation: the source is freed right after being cloned, so the clone can be
// the source itself.
// CHECK-LABEL: func.func @source_freed_after_clone
// CHECK-SAME:    (%[[M:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%[[M]], %[[N]]) : memref<?x?xf32>
// CHECK-NEXT:    func.return %[[ALLOC]] : memref<?x?xf32>
func.func @source_freed_after_clone(%m: index, %n: index) -> memref<?x?xf32> {
  %alloc = memref.alloc(%m, %n) : memref<?x?xf32>
  %clone = bufferization.clone %alloc : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %alloc : memref<?x?xf32>
  func.return %clone : memref<?x?xf32>
}

// The clone of a view: the dealloc of the viewed allocation is the source's.
// CHECK-LABEL: func.func @clone_of_view
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:    %[[VIEW:.*]] = memref.subview %[[ALLOC]][2] [4] [1]
// CHECK-NEXT:    func.return %[[VIEW]]
func.func @clone_of_view() -> memref<4xf32, strided<[1], offset: 2>> {
  %alloc = memref.alloc() : memref<8xf32>
  %view = memref.subview %alloc[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %clone = bufferization.clone %view : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %alloc : memref<8xf32>
  func.return %clone : memref<4xf32, strided<[1], offset: 2>>
}

// The clone is a temporary freed in its block: read the source instead.
// CHECK-LABEL: func.func @clone_freed_in_block
// CHECK-SAME:    (%[[A:.*]]: memref<?xf32>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[V:.*]] = memref.load %[[A]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    func.return %[[V]] : f32
func.func @clone_freed_in_block(%a: memref<?xf32>, %i: index) -> f32 {
  %clone = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  %v = memref.load %clone[%i] : memref<?xf32>
  memref.dealloc %clone : memref<?xf32>
  func.return %v : f32
}

// An unused clone is dropped.
// CHECK-LABEL: func.func @unused_clone
// CHECK-NEXT:    func.return
func.func @unused_clone(%a: memref<?xf32>) {
  %clone = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  func.return
}

// Both freed in the same block: whichever is freed first, the other is still
// needed, so nothing changes.
// CHECK-LABEL: func.func @both_freed_in_block
// CHECK:         bufferization.clone
// CHECK:         memref.dealloc
// CHECK:         memref.dealloc
func.func @both_freed_in_block(%n: index) {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %clone = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
  memref.dealloc %alloc : memref<?xf32>
  func.call @use(%clone) : (memref<?xf32>) -> ()
  memref.dealloc %clone : memref<?xf32>
  func.return
}

// The source is freed in a nested block, not in the clone's block.
// CHECK-LABEL: func.func @freed_in_nested_block
// CHECK:         bufferization.clone
// CHECK:         memref.dealloc
func.func @freed_in_nested_block(%n: index, %c: i1) -> memref<?xf32> {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %clone = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
  scf.if %c {
    memref.dealloc %alloc : memref<?xf32>
  }
  func.return %clone : memref<?xf32>
}

// Reads in between are harmless.
// CHECK-LABEL: func.func @read_in_between
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc
// CHECK-NEXT:    %{{.*}} = memref.load %[[ALLOC]]
// CHECK-NEXT:    func.return %[[ALLOC]]
func.func @read_in_between(%n: index, %i: index) -> (memref<?xf32>, f32) {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %clone = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
  %v = memref.load %alloc[%i] : memref<?xf32>
  memref.dealloc %alloc : memref<?xf32>
  func.return %clone, %v : memref<?xf32>, f32
}

// A conditional `bufferization.dealloc` of the source is not an unconditional
// free that could be dropped.
// CHECK-LABEL: func.func @freed_by_bufferization_dealloc
// CHECK:         bufferization.clone
// CHECK:         bufferization.dealloc
func.func @freed_by_bufferization_dealloc(%n: index, %c: i1) -> memref<?xf32> {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %clone = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
  bufferization.dealloc (%alloc : memref<?xf32>) if (%c)
  func.return %clone : memref<?xf32>
}

// Freed twice: the pattern gives up, as MLIR's does.
// CHECK-LABEL: func.func @freed_twice
// CHECK:         bufferization.clone
func.func @freed_twice(%n: index, %c: i1) -> memref<?xf32> {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %clone = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
  scf.if %c {
    memref.dealloc %alloc : memref<?xf32>
  } else {
    memref.dealloc %alloc : memref<?xf32>
  }
  func.return %clone : memref<?xf32>
}

// A clone to another type the source can be cast to: the source stands in
// through a `memref.cast` (MLIR 22 does the same).
// CHECK-LABEL: func.func @clone_to_dynamic_shape
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<32xf32>
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[ALLOC]] : memref<32xf32> to memref<?xf32>
// CHECK-NEXT:    func.return %[[CAST]] : memref<?xf32>
func.func @clone_to_dynamic_shape() -> memref<?xf32> {
  %alloc = memref.alloc() : memref<32xf32>
  %clone = bufferization.clone %alloc : memref<32xf32> to memref<?xf32>
  memref.dealloc %alloc : memref<32xf32>
  func.return %clone : memref<?xf32>
}

// No cast turns a contiguous buffer into one of stride 2: the clone stays.
// CHECK-LABEL: func.func @clone_to_other_layout
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    %[[CLONE:.*]] = bufferization.clone %[[ALLOC]] : memref<?xf32> to memref<?xf32, strided<[2]>>
// CHECK-NEXT:    memref.dealloc %[[ALLOC]] : memref<?xf32>
// CHECK-NEXT:    func.return %[[CLONE]]
func.func @clone_to_other_layout(%n: index) -> memref<?xf32, strided<[2]>> {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %clone = bufferization.clone %alloc : memref<?xf32> to memref<?xf32, strided<[2]>>
  memref.dealloc %alloc : memref<?xf32>
  func.return %clone : memref<?xf32, strided<[2]>>
}
