// Semi-affine maps (a symbol multiplies, divides or takes the modulo) parse;
// mlir-opt-22 reads what xDSL prints as the same maps.

// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s > %t.reference.mlir %}
// RUN: %if mlir-opt-22 %{ xdsl-opt %s | mlir-opt-22 | diff %t.reference.mlir - %}

func.func @semi_affine(%a: index, %b: index, %s: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0] -> ((d1 - d0) ceildiv s0)>(%a, %b)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> (s0 * d0)>(%a)[%s]
  %2 = affine.apply affine_map<(d0)[s0] -> ((d0 + 1) mod s0)>(%a)[%s]
  %3 = affine.apply affine_map<(d0)[s0, s1] -> (d0 floordiv (s0 * s1))>(%a)[%s, %s]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK:      affine_map<(d0, d1)[s0] -> (((d1 + (d0 * -1)) ceildiv s0))>
// CHECK:      affine_map<(d0)[s0] -> ((d0 * s0))>
// CHECK:      affine_map<(d0)[s0] -> (((d0 + 1) mod s0))>
// CHECK:      affine_map<(d0)[s0, s1] -> ((d0 floordiv (s0 * s1)))>
