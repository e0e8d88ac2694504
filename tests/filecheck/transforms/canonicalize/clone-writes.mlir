// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s

// Where this pattern is stricter than MLIR 22's: merging a clone with its
// source is only sound if neither buffer is written while both are alive,
// since a write would then become visible through the other name.

func.func private @fill(memref<?xf32>)

// A write to the source between clone and dealloc must not become visible
// through the clone (MLIR 22 rewrites this case anyway).
// CHECK-LABEL: func.func @write_in_between
// CHECK:         bufferization.clone
// CHECK:         memref.store
// CHECK:         memref.dealloc
func.func @write_in_between(%n: index, %f: f32, %i: index) -> memref<?xf32> {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %clone = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
  memref.store %f, %alloc[%i] : memref<?xf32>
  memref.dealloc %alloc : memref<?xf32>
  func.return %clone : memref<?xf32>
}

// An op of unknown effects (a call) may write or free either buffer (MLIR 22
// rewrites this case too).
// CHECK-LABEL: func.func @call_in_between
// CHECK:         bufferization.clone
// CHECK:         func.call @fill
// CHECK:         memref.dealloc
func.func @call_in_between(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %clone = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  func.call @fill(%a) : (memref<?xf32>) -> ()
  %v = memref.load %clone[%c0] : memref<?xf32>
  memref.dealloc %clone : memref<?xf32>
  func.return %v : f32
}
