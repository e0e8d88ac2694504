// affine.if and affine.parallel in MLIR 22's custom form parse, print in it
// (integer sets and bounds spelled as xDSL prints affine expressions), and
// mlir-opt-22 reads xDSL's output, custom or generic, as the same IR.

// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s > %t.reference.mlir %}
// RUN: %if mlir-opt-22 %{ xdsl-opt %s | mlir-opt-22 | diff %t.reference.mlir - %}
// RUN: %if mlir-opt-22 %{ mlir-opt-22 --mlir-print-op-generic %s | xdsl-opt | mlir-opt-22 | diff %t.reference.mlir - %}

#set = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0)>
func.func @regions(%m: memref<8xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.000000e+00 : f32
  affine.if #set(%c0)[%n] {
    affine.store %z, %m[%c0] : memref<8xf32>
  } {tag}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    %v = affine.load %m[%n + 1] : memref<8xf32>
    affine.yield %v : f32
  } else {
    affine.yield %z : f32
  }
  affine.parallel (%i) = (0) to (8) {
    affine.store %z, %m[%i] : memref<8xf32>
  }
  affine.parallel (%i, %j) = (0, 0) to (4, symbol(%n)) step (2, 1) {
    %v = affine.load %m[%i + %j] : memref<8xf32>
  } {tag}
  affine.parallel (%i) = (max(0, %n - 8)) to (min(8, symbol(%n))) {
    %v = affine.load %m[%i] : memref<8xf32>
  }
  return %r : f32
}

// CHECK-LABEL: func.func @regions(
// CHECK:         affine.if affine_set<(d0)[s0] : ({{.*}})>(%{{.*}})[%{{.*}}] {
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    } {tag}
// CHECK-NEXT:    {{%.+}} = affine.if affine_set<(d0) : (d0 >= 0)>(%{{.*}}) -> f32 {
// CHECK:         } else {
// CHECK-NEXT:      affine.yield %{{.*}} : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel ([[I:%.+]]) = (0) to (8) {
// CHECK-NEXT:      affine.store %{{.*}}, %{{.*}}[[[I]]] : memref<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to (4, symbol([[N:%.+]])) step (2, 1) {
// CHECK:         } {tag}
// CHECK-NEXT:    affine.parallel (%{{.*}}) = (max(0, [[N]] + -8)) to (min(8, symbol([[N]]))) {
