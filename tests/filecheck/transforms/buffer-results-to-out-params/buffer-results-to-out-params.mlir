// RUN: xdsl-opt %s -p buffer-results-to-out-params | filecheck %s
// Deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p buffer-results-to-out-params,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// A private function's buffer result becomes an out-parameter after its
// other arguments, into which it copies what it returned on each path; the
// caller allocates it.  Scalar results stay results.
// CHECK-LABEL: func.func private @ramp(%c: i1, %0: memref<4xf32>) -> f32 {
// CHECK:         memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    func.return %one : f32
// CHECK:         memref.copy %b, %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    func.return %two : f32
// CHECK-LABEL: func.func @use_ramp
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %[[OUT:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %{{.*}} = func.call @ramp(%c, %[[OUT]]) : (i1, memref<4xf32>) -> f32
// CHECK-NEXT:    %x = memref.load %[[OUT]][%c1] : memref<4xf32>
// EXEC: @use_ramp: clean, 2 runs
func.func private @ramp(%c: i1) -> (memref<4xf32>, f32) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  cf.cond_br %c, ^ones, ^twos
^ones:
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  return %a, %one : memref<4xf32>, f32
^twos:
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two : f32) outs(%b : memref<4xf32>)
  return %b, %two : memref<4xf32>, f32
}
func.func @use_ramp(%c: i1) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %r:2 = call @ramp(%c) : (i1) -> (memref<4xf32>, f32)
  %x = memref.load %r#0[%c1] : memref<4xf32>
  return %x, %r#1 : f32, f32
}

// A result with a fully dynamic layout: the caller allocates an identity
// buffer and casts it.
// CHECK-LABEL: func.func private @window(%src: memref<8xf32>, %0: memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-LABEL: func.func @use_window
// CHECK:         %[[BUFFER:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[BUFFER]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    func.call @window(%src, %[[CAST]])
// EXEC: @use_window: clean, 2 runs
func.func private @window(%src: memref<8xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %view = memref.subview %src[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %any = memref.cast %view : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
  return %any : memref<4xf32, strided<[?], offset: ?>>
}
func.func @use_window(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %src = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%src : memref<8xf32>)
  %w = call @window(%src) : (memref<8xf32>) -> memref<4xf32, strided<[?], offset: ?>>
  %y = memref.load %w[%c0] : memref<4xf32, strided<[?], offset: ?>>
  return %y : f32
}

// Public functions (without modify-public-functions) and declarations keep
// their results, and so do their calls.
// CHECK-LABEL: func.func @public_copy(%a: memref<4xf32>) -> memref<4xf32> {
// CHECK-LABEL: func.func private @declared(memref<4xf32>) -> memref<4xf32>
// CHECK-LABEL: func.func @call_public
// CHECK:         %r = func.call @public_copy(%a) : (memref<4xf32>) -> memref<4xf32>
// EXEC: @public_copy: clean
// EXEC: @call_public: clean
func.func @public_copy(%a: memref<4xf32>) -> memref<4xf32> {
  %copy = memref.alloc() : memref<4xf32>
  memref.copy %a, %copy : memref<4xf32> to memref<4xf32>
  return %copy : memref<4xf32>
}
func.func private @declared(memref<4xf32>) -> memref<4xf32>
func.func @call_public(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = call @public_copy(%a) : (memref<4xf32>) -> memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}
