// arith.index_cast of vectors, tensors and memrefs as MLIR 22 has it
// (xDSL's takes scalars only); mlir-reference.mlir checks that mlir-opt-22
// prints these CHECK lines for this file.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

// CHECK-LABEL: func.func @casts
// CHECK-NEXT:    %{{.*}} = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT:    %{{.*}} = arith.index_cast %{{.*}} : vector<2xi32> to vector<2xindex>
// CHECK-NEXT:    %{{.*}} = arith.index_cast %{{.*}} : tensor<?x4xindex> to tensor<?x4xi32>
// CHECK-NEXT:    %{{.*}} = arith.index_cast %{{.*}} : memref<4xi64, strided<[2]>, 1{{( : i64)?}}> to memref<4xindex, strided<[2]>, 1{{( : i64)?}}>
func.func @casts(%i: index, %v: vector<2xi32>, %t: tensor<?x4xindex>, %m: memref<4xi64, strided<[2]>, 1>) {
  %a = arith.index_cast %i : index to i64
  %b = arith.index_cast %v : vector<2xi32> to vector<2xindex>
  %c = arith.index_cast %t : tensor<?x4xindex> to tensor<?x4xi32>
  %e = arith.index_cast %m : memref<4xi64, strided<[2]>, 1> to memref<4xindex, strided<[2]>, 1>
  return
}
