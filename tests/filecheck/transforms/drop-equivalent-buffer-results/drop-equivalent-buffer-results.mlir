// RUN: xdsl-opt %s -p drop-equivalent-buffer-results | filecheck %s
// Deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p drop-equivalent-buffer-results,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// A private function scaling its argument in place returns it: the result
// goes, and the caller reads its own buffer.
// CHECK-LABEL: func.func private @scale(%buf: memref<4xf32>, %k: f32) {
// CHECK:         func.return{{$}}
// CHECK-LABEL: func.func @scale_twice
// CHECK:         func.call @scale(%a, %k) : (memref<4xf32>, f32) -> ()
// CHECK-NEXT:    func.call @scale(%a, %k) : (memref<4xf32>, f32) -> ()
// CHECK-NEXT:    memref.copy %a, %out
// EXEC: @scale_twice: clean, 2 runs
func.func private @scale(%buf: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %buf[%i] : memref<4xf32>
    %y = arith.mulf %x, %k : f32
    memref.store %y, %buf[%i] : memref<4xf32>
  }
  return %buf : memref<4xf32>
}
func.func @scale_twice(%c: i1, %out: memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %k = arith.select %c, %one, %three : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%three: f32) outs(%a: memref<4xf32>)
  %once = call @scale(%a, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  %twice = call @scale(%once, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  memref.copy %twice, %out : memref<4xf32> to memref<4xf32>
  return
}

// Returned through a cast, on every path, next to a new buffer and an index
// argument returned as it is (dropped too, as in MLIR 22): the call site
// casts its operand to the result's type.
// CHECK-LABEL: func.func private @pick(%buf: memref<?xf32>, %n: index, %c: i1) -> memref<2xf32> {
// CHECK:         func.return %fresh : memref<2xf32>
// CHECK:         func.return %fresh : memref<2xf32>
// CHECK-LABEL: func.func @pick_and_read
// CHECK:         %{{.*}} = func.call @pick(%dynamic, %c1, %c) : (memref<?xf32>, index, i1) -> memref<2xf32>
// CHECK-NEXT:    %{{.*}} = memref.cast %dynamic : memref<?xf32> to memref<4xf32>
// EXEC: @pick_and_read: clean, 2 runs
func.func private @pick(%buf: memref<?xf32>, %n: index, %c: i1) -> (memref<4xf32>, memref<2xf32>, index) {
  %fresh = memref.alloc() : memref<2xf32>
  %five = arith.constant 5.0 : f32
  linalg.fill ins(%five: f32) outs(%fresh: memref<2xf32>)
  cf.cond_br %c, ^store, ^keep
^store:
  memref.store %five, %buf[%n] : memref<?xf32>
  %static = memref.cast %buf : memref<?xf32> to memref<4xf32>
  return %static, %fresh, %n: memref<4xf32>, memref<2xf32>, index
^keep:
  %also_static = memref.cast %buf : memref<?xf32> to memref<4xf32>
  return %also_static, %fresh, %n: memref<4xf32>, memref<2xf32>, index
}
func.func @pick_and_read(%c: i1) -> (f32, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%two: f32) outs(%a: memref<4xf32>)
  %dynamic = memref.cast %a : memref<4xf32> to memref<?xf32>
  %r:3 = call @pick(%dynamic, %c1, %c) : (memref<?xf32>, index, i1) -> (memref<4xf32>, memref<2xf32>, index)
  %x = memref.load %r#0[%c1] : memref<4xf32>
  %y = memref.load %r#1[%c0] : memref<2xf32>
  return %x, %y, %r#2 : f32, f32, index
}

// Different arguments on different paths, a public function, a
// declaration: nothing changes.
// CHECK-LABEL: func.func private @either(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> memref<4xf32> {
// CHECK-LABEL: func.func @public_identity(%a: memref<4xf32>) -> memref<4xf32> {
// CHECK-LABEL: func.func private @declared(memref<4xf32>) -> memref<4xf32>
// CHECK-LABEL: func.func @choose
// CHECK:         %r = func.call @either(%a, %b, %c) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
// EXEC: @public_identity: clean
// EXEC: @choose: clean, 2 runs
func.func private @either(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^first, ^second
^first:
  return %a : memref<4xf32>
^second:
  return %b : memref<4xf32>
}
func.func @public_identity(%a: memref<4xf32>) -> memref<4xf32> {
  %copy = memref.alloc() : memref<4xf32>
  memref.copy %a, %copy : memref<4xf32> to memref<4xf32>
  return %copy : memref<4xf32>
}
func.func private @declared(memref<4xf32>) -> memref<4xf32>
func.func @choose(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one: f32) outs(%a: memref<4xf32>)
  linalg.fill ins(%two: f32) outs(%b: memref<4xf32>)
  %r = call @either(%a, %b, %c) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}
