// `linalg.generic` with its trait given by an attribute alias, as MLIR's
// tests write it: the alias is resolved and the op printed with the
// dictionary.  `mlir-reference.mlir` checks that mlir-opt-22 reads xDSL's
// output as the same IR.

// RUN: xdsl-opt %s | filecheck %s

#map = affine_map<(d0) -> (d0)>
#trait = {indexing_maps = [#map, #map], iterator_types = ["parallel"]}

func.func @trait_alias(%v: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic #trait ins(%v : tensor<4xf32>) outs(%v : tensor<4xf32>) attrs = {tag} {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  linalg.generic #trait ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @trait_alias(
// CHECK-NEXT:    %{{.+}} = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%{{.+}} : tensor<4xf32>) outs(%{{.+}} : tensor<4xf32>) attrs = {tag} {
// CHECK:         linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%{{.+}} : memref<4xf32>) outs(%{{.+}} : memref<4xf32>) {
