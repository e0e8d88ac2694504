// Attribute and type aliases wherever an attribute or a type goes: in
// attribute dictionaries, types, layouts, integer sets, initial values and
// the custom forms of this package's ops.  xDSL's parser resolves them;
// mlir-opt-22 reads what xDSL prints as the same IR.

// RUN: xdsl-opt %s | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s > %t.reference.mlir %}
// RUN: %if mlir-opt-22 %{ xdsl-opt %s | mlir-opt-22 | diff %t.reference.mlir - %}

#id = affine_map<(d0) -> (d0)>
#strided = affine_map<(d0)[s0] -> (d0 + s0)>
#trait = {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
#set = affine_set<(d0) : (d0 - 1 >= 0)>
#seed = dense<7> : tensor<i64>
#align = 16 : i64
!t = tensor<4xf32>
!m = memref<4xf32, #strided>
ml_program.global private mutable @seed(#seed) : tensor<i64>
func.func @aliases(%t: !t, %m: !m, %i: index) -> !t attributes {my.trait = #trait} {
  %c = arith.constant {tag = #align} 0 : index
  %s = ml_program.global_load @seed : tensor<i64>
  %a = memref.alloc() {alignment = #align} : memref<4xf32>
  affine.if #set(%i) {
    %x = affine.load %m[%i] : !m
    affine.store %x, %a[%i] : memref<4xf32>
  }
  %e = tensor.empty() : !t
  memref.dealloc %a : memref<4xf32>
  return %e : !t
}

// CHECK:       ml_program.global private mutable @seed(dense<7> : tensor<i64>) : tensor<i64>
// CHECK-LABEL: func.func @aliases(
// CHECK-SAME:      memref<4xf32, affine_map<(d0)[s0] -> ((d0 + s0))>>
// CHECK-SAME:      attributes {my.trait = {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}}
// CHECK:         memref.alloc() {alignment = 16 : i64} : memref<4xf32>
// CHECK:         affine.if affine_set<(d0) : ((d0 + -1) >= 0)>
