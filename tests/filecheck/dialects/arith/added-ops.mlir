// The arith ops MLIR 22 has and xDSL 0.74 lacks: `remf` (torch-mlir emits
// it for fmod) and `index_castui`, as mlir-opt-22 prints them (see
// mlir-reference.mlir).

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @added(%a: f32, %b: f32, %t: tensor<4xf32>, %i: i32, %x: index, %m: memref<4xi8>) {
  %0 = arith.remf %a, %b : f32
  %1 = arith.remf %a, %b fastmath<fast> : f32
  %2 = arith.remf %t, %t {tag} : tensor<4xf32>
  %3 = arith.index_castui %i : i32 to index
  %4 = arith.index_castui %x {tag} : index to i64
  %5 = arith.index_castui %m : memref<4xi8> to memref<4xindex>
  return
}

// CHECK-LABEL: func.func @added(
// CHECK-SAME:      [[A:%[^:]+]]: f32, [[B:%[^:]+]]: f32, [[T:%[^:]+]]: tensor<4xf32>, [[I:%[^:]+]]: i32, [[X:%[^:]+]]: index, [[M:%[^:]+]]: memref<4xi8>)
// CHECK-NEXT:    {{%.+}} = arith.remf [[A]], [[B]] : f32{{$}}
// CHECK-NEXT:    {{%.+}} = arith.remf [[A]], [[B]] fastmath<fast> : f32{{$}}
// CHECK-NEXT:    {{%.+}} = arith.remf [[T]], [[T]] {tag} : tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = arith.index_castui [[I]] : i32 to index{{$}}
// CHECK-NEXT:    {{%.+}} = arith.index_castui [[X]] {tag} : index to i64{{$}}
// CHECK-NEXT:    {{%.+}} = arith.index_castui [[M]] : memref<4xi8> to memref<4xindex>{{$}}
