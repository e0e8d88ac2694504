// RUN: xdsl-opt %s --split-input-file -p bufferization-lower-deallocations | filecheck %s

// No dealloc needs the generic lowering: no library function is added.
// CHECK-LABEL: func.func @specialized_only
// CHECK-NOT:   @dealloc_helper
func.func @specialized_only(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  func.return %0 : i1
}

// -----

// Two generic deallocs in two functions share one library function.
// CHECK-LABEL: func.func @first
// CHECK:         func.call @dealloc_helper(
// CHECK-LABEL: func.func @second
// CHECK:         func.call @dealloc_helper(
// CHECK:       func.func private @dealloc_helper(
// CHECK-NOT:   func.func private @dealloc_helper
func.func @first(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  func.return
}
func.func @second(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  func.return
}

// -----

// The name and the first alternative are taken: the library function gets a
// name of its own.
// CHECK-LABEL: func.func @dealloc_helper()
// CHECK:       func.func private @dealloc_helper_0(i1)
// CHECK-LABEL: func.func @clash
// CHECK:         func.call @dealloc_helper_1(
// CHECK:       func.func private @dealloc_helper_1(
func.func @dealloc_helper() {
  func.return
}
func.func private @dealloc_helper_0(i1)
func.func @clash(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  func.return
}

// -----

// Each symbol table gets its own: a call cannot see a symbol of an enclosing
// module through a nested one.
// CHECK:       builtin.module {
// CHECK-NEXT:    func.func @outer
// CHECK:           func.call @dealloc_helper(
// CHECK:         builtin.module {
// CHECK-NEXT:      func.func @inner
// CHECK:             func.call @dealloc_helper(
// CHECK:           func.func private @dealloc_helper(
// CHECK:       {{^  }}}
// CHECK-NEXT:    func.func private @dealloc_helper(
func.func @outer(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
  func.return
}
builtin.module {
  func.func @inner(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
    bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
    func.return
  }
}
