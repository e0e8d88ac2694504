// The plugin is a guest: without a pass of ours (or `mlir-forms`), xDSL's
// ops read MLIR 22's forms besides xDSL's own, and print as xDSL prints them
// (here, what xDSL 0.74 alone prints for the generic form of each op).

// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// With `mlir-forms`, the run prints as mlir-opt-22 does.
// RUN: xdsl-opt -p mlir-forms %s | filecheck %s --check-prefix=MLIR

// A declaration's argument types take a location.
func.func private @declared(i32 loc("m.mlir":7:9), f32)

func.func @copy_and_cast(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<?xf32> {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

func.func @collapse(%m: memref<2x3xf32>) -> memref<6xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %c : memref<6xf32>
}

func.func @parallel(%m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}

// CHECK:      func.func private @declared(i32, f32) -> ()
// CHECK:      func.func @copy_and_cast(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<?xf32> {
// CHECK-NEXT:   "memref.copy"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:   %c = "memref.cast"(%a) : (memref<4xf32>) -> memref<?xf32>
// CHECK:        %c = memref.collapse_shape %m {{\[\[}}0 : i64, 1 : i64]] : memref<2x3xf32> into memref<6xf32>
// CHECK:        "scf.parallel"(%c0, %c4, %c1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT:   ^bb0(%i: index):
// CHECK-NEXT:     memref.store %v, %m[%i] : memref<4xf32>
// CHECK-NEXT:     scf.reduce
// CHECK-NEXT:   }) : (index, index, index) -> ()

// MLIR:       func.func private @declared(i32, f32){{$}}
// MLIR:         memref.copy %a, %b : memref<4xf32> to memref<4xf32>
// MLIR-NEXT:    %c = memref.cast %a : memref<4xf32> to memref<?xf32>
// MLIR:         %c = memref.collapse_shape %m {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// MLIR:         scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
// MLIR-NEXT:      memref.store %v, %m[%i] : memref<4xf32>
// MLIR-NEXT:      scf.reduce
// MLIR-NEXT:    }
