// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}' | filecheck %s --check-prefix=IDENTITY
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map}' | filecheck %s --check-prefix=DYNAMIC
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries test-analysis-only}' | filecheck %s --check-prefix=ANALYSIS
// Bufferized, then deallocated, every public function runs clean for every input:
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC
// (function-boundaries-reference.mlir checks these outputs against mlir-opt-22's.)

// A function returning a new buffer: with infer-layout-map its result type
// is the buffer's (the cast to the converter's type stays, unused, as in
// MLIR); identity-layout-map gives the same here, fully-dynamic-layout-map
// keeps the cast.
// CHECK-LABEL:   func.func private @filled(%v: f32) -> memref<4xf32> {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      linalg.fill ins(%v : f32) outs(%[[A]] : memref<4xf32>)
// CHECK-NEXT:      %{{.*}} = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      func.return %[[A]] : memref<4xf32>
// IDENTITY-LABEL: func.func private @filled(%v: f32) -> memref<4xf32> {
// DYNAMIC-LABEL:  func.func private @filled(%v: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYNAMIC:          %[[C:.*]] = memref.cast
// DYNAMIC-NEXT:     func.return %[[C]] : memref<4xf32, strided<[?], offset: ?>>
// ANALYSIS-LABEL: func.func private @filled(%v: f32) -> tensor<4xf32> {
func.func private @filled(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

// A function writing its argument in place and returning it: arguments are
// writable, the result is equivalent to the argument.
// CHECK-LABEL:   func.func private @set(%t: memref<4xf32, strided<[?], offset: ?>>, %i: index, %f: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:      memref.store %f, %t[%i] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      func.return %t : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-LABEL: func.func private @set(%t: memref<4xf32>, %i: index, %f: f32) -> memref<4xf32> {
// ANALYSIS-LABEL: func.func private @set(%t: tensor<4xf32> {bufferization.access = "read-write"}, %i: index, %f: f32) -> tensor<4xf32> {
// ANALYSIS:         func.return {__equivalent_func_args__ = [0 : i64], __inplace_operands_attr__ = ["true"]}
func.func private @set(%t: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %u = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %u : tensor<4xf32>
}

// `bufferization.writable = false`: the function copies before writing, and
// the attribute goes (bufferization.access stays).
// CHECK-LABEL:   func.func private @set_copy(%t: memref<4xf32, strided<[?], offset: ?>>, %i: index, %f: f32) -> memref<4xf32> {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %t, %[[A]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:      memref.store %f, %[[A]][%i] : memref<4xf32>
// ANALYSIS-LABEL: func.func private @set_copy(%t: tensor<4xf32> {bufferization.writable = false, bufferization.access = "read"}, %i: index, %f: f32) -> tensor<4xf32> {
func.func private @set_copy(%t: tensor<4xf32> {bufferization.writable = false}, %i: index, %f: f32) -> tensor<4xf32> {
  %u = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %u : tensor<4xf32>
}

// `bufferization.buffer_layout` gives an argument its layout (a caller
// passing a buffer of another layout copies it: test_function_boundaries.py).
// CHECK-LABEL:   func.func private @first(%t: memref<4xf32, strided<[1], offset: ?>>) -> f32 {
// DYNAMIC-LABEL:  func.func private @first(%t: memref<4xf32, strided<[1], offset: ?>>) -> f32 {
func.func private @first(%t: tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>}) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}

// A declaration: its signature is converted; its calls read, write and may
// return their tensor arguments, so a tensor read again is copied first.
// CHECK-LABEL:   func.func private @external(memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// ANALYSIS-LABEL: func.func private @external(tensor<4xf32> {bufferization.access = "read-write"}) -> tensor<4xf32>
func.func private @external(tensor<4xf32>) -> tensor<4xf32>

// CHECK-LABEL:   func.func private @uses_external(%i: index) -> f32 {
// CHECK:           %[[T:.*]] = func.call @filled(%{{.*}}) : (f32) -> memref<4xf32>
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[T]], %[[A]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:      %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      %{{.*}} = func.call @external(%[[C]]) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// ANALYSIS:        func.call @external(%{{.*}}) {__inplace_operands_attr__ = ["false"]}
func.func private @uses_external(%i: index) -> f32 {
  %one = arith.constant 1.0 : f32
  %t = func.call @filled(%one) : (f32) -> tensor<4xf32>
  %u = func.call @external(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %u[%i] : tensor<4xf32>
  %y = tensor.extract %t[%i] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}

// A recursive function is analysed but gets no summary: its call to itself
// reads and writes its argument (in place here: nothing reads it after)
// and may return it; its result keeps the converter's type.
// CHECK-LABEL:   func.func private @countdown(%t: memref<4xf32, strided<[?], offset: ?>>, %n: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK:             %{{.*}} = func.call @countdown(%t, %{{.*}}) : (memref<4xf32, strided<[?], offset: ?>>, index) -> memref<4xf32, strided<[?], offset: ?>>
// ANALYSIS-LABEL: func.func private @countdown(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
// ANALYSIS:          func.call @countdown(%{{.*}}, %{{.*}}) {__inplace_operands_attr__ = ["true", "none"]}
func.func private @countdown(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %f = arith.index_cast %n : index to i32
    %g = arith.sitofp %f : i32 to f32
    %u = tensor.insert %g into %t[%n] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %v = func.call @countdown(%u, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %v : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// The caller: @set writes its argument, which nothing reads after the
// call, in place and returns it (no allocation); @set_copy copies inside,
// so its call passes the buffer as it is; @countdown may write its
// argument, which is read after the call: that is copied first.
// CHECK-LABEL:   func.func @main(%i: index) -> (f32, f32, f32) {
// CHECK:           %[[T:.*]] = func.call @filled(%{{.*}}) : (f32) -> memref<4xf32>
// CHECK-NEXT:      %[[C:.*]] = memref.cast %[[T]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      %[[U:.*]] = func.call @set(%[[C]], %i, %{{.*}}) : (memref<4xf32, strided<[?], offset: ?>>, index, f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      %[[V:.*]] = func.call @set_copy(%[[U]], %i, %{{.*}}) : (memref<4xf32, strided<[?], offset: ?>>, index, f32) -> memref<4xf32>
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[V]], %[[A]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:      %[[D:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      %{{.*}} = func.call @countdown(%[[D]], %{{.*}}) : (memref<4xf32, strided<[?], offset: ?>>, index) -> memref<4xf32, strided<[?], offset: ?>>
// EXEC: @main: clean, 3 runs
// ANALYSIS-LABEL: func.func @main(%i: index) -> (f32, f32, f32) {
// ANALYSIS:         func.call @set(%{{.*}}, %i, %{{.*}}) {__inplace_operands_attr__ = ["true", "none", "none"]}
// ANALYSIS-NEXT:    func.call @set_copy(%{{.*}}, %i, %{{.*}}) {__inplace_operands_attr__ = ["true", "none", "none"]}
// ANALYSIS-NEXT:    func.call @countdown(%{{.*}}, %{{.*}}) {__inplace_operands_attr__ = ["false", "none"]}
func.func @main(%i: index) -> (f32, f32, f32) {
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %nine = arith.constant 9.0 : f32
  %c3 = arith.constant 3 : index
  %t = func.call @filled(%two) : (f32) -> tensor<4xf32>
  %u = func.call @set(%t, %i, %seven) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  %v = func.call @set_copy(%u, %i, %nine) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  %w = func.call @countdown(%v, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %a = tensor.extract %v[%i] : tensor<4xf32>
  %b = tensor.extract %w[%i] : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %y = tensor.extract %w[%c0] : tensor<4xf32>
  return %a, %b, %y : f32, f32, f32
}
