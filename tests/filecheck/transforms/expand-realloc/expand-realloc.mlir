// RUN: xdsl-opt %s -p expand-realloc | filecheck %s
// RUN: xdsl-opt %s -p 'expand-realloc{emit-deallocs=false}' | filecheck %s --check-prefix=NODEALLOC

// Dynamic to dynamic (the 2023 LLVM Developers' Meeting bufferization
// tutorial): grow by alloc + copy into a prefix view,
// otherwise reinterpret the old buffer with the new size.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    (%[[OLD:.*]]: memref<?xf32>, %[[SIZE:.*]]: index)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[OLD]], %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[GROWS:.*]] = arith.cmpi ult, %[[DIM]], %[[SIZE]] : index
// CHECK-NEXT:    %[[NEW:.*]] = scf.if %[[GROWS]] -> (memref<?xf32>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc(%[[SIZE]]) : memref<?xf32>
// CHECK-NEXT:      %[[PREFIX:.*]] = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.copy %[[OLD]], %[[PREFIX]] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %[[OLD]] : memref<?xf32>
// CHECK-NEXT:      scf.yield %[[ALLOC]] : memref<?xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[SAME:.*]] = memref.reinterpret_cast %[[OLD]] to offset: [0], sizes: [%[[SIZE]]], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:      scf.yield %[[SAME]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[NEW]] : memref<?xf32>

// Without deallocs the old buffer is left to the deallocation pass.
// NODEALLOC-LABEL: func.func @dynamic
// NODEALLOC:         memref.copy
// NODEALLOC-NEXT:    scf.yield
// NODEALLOC-NOT:     memref.dealloc
func.func @dynamic(%old: memref<?xf32>, %size: index) -> memref<?xf32> {
  %new = memref.realloc %old(%size) : memref<?xf32> to memref<?xf32>
  func.return %new : memref<?xf32>
}

// Static sizes are compared as constants; the alignment goes to the alloc.
// CHECK-LABEL: func.func @static_grow
// CHECK-SAME:    (%[[OLD:.*]]: memref<2xf32>)
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[GROWS:.*]] = arith.cmpi ult, %[[C2]], %[[C4]] : index
// CHECK-NEXT:    %{{.*}} = scf.if %[[GROWS]] -> (memref<4xf32>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc() {alignment = 16 : i64} : memref<4xf32>
// CHECK-NEXT:      %[[PREFIX:.*]] = memref.subview %[[ALLOC]][0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:      memref.copy %[[OLD]], %[[PREFIX]]
// CHECK-NEXT:      memref.dealloc %[[OLD]] : memref<2xf32>
// CHECK-NEXT:      scf.yield %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[SAME:.*]] = memref.reinterpret_cast %[[OLD]] to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
func.func @static_grow(%old: memref<2xf32>) -> memref<4xf32> {
  %new = memref.realloc %old {alignment = 16} : memref<2xf32> to memref<4xf32>
  func.return %new : memref<4xf32>
}

// Mixed: a dynamic source is measured, a static target is a constant; the
// memory space is kept.
// CHECK-LABEL: func.func @dynamic_to_static
// CHECK-SAME:    (%[[OLD:.*]]: memref<?xi32, 1 : i64>)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %[[OLD]], %[[C0]]
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[GROWS:.*]] = arith.cmpi ult, %[[DIM]], %[[C8]] : index
// CHECK-NEXT:    %{{.*}} = scf.if %[[GROWS]] -> (memref<8xi32, 1 : i64>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc() : memref<8xi32, 1 : i64>
// CHECK-NEXT:      %{{.*}} = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<8xi32, 1 : i64> to memref<?xi32, strided<[1]>, 1 : i64>
// CHECK:         } else {
// CHECK-NEXT:      %{{.*}} = memref.reinterpret_cast %[[OLD]] to offset: [0], sizes: [8], strides: [1] : memref<?xi32, 1 : i64> to memref<8xi32, 1 : i64>
func.func @dynamic_to_static(%old: memref<?xi32, 1>) -> memref<8xi32, 1> {
  %new = memref.realloc %old : memref<?xi32, 1> to memref<8xi32, 1>
  func.return %new : memref<8xi32, 1>
}

// CHECK-LABEL: func.func @static_to_dynamic
// CHECK-SAME:    (%[[OLD:.*]]: memref<4xf32>, %[[SIZE:.*]]: index)
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[GROWS:.*]] = arith.cmpi ult, %[[C4]], %[[SIZE]] : index
// CHECK-NEXT:    %{{.*}} = scf.if %[[GROWS]] -> (memref<?xf32>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc(%[[SIZE]]) : memref<?xf32>
// CHECK-NEXT:      %{{.*}} = memref.subview %[[ALLOC]][0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
func.func @static_to_dynamic(%old: memref<4xf32>, %size: index) -> memref<?xf32> {
  %new = memref.realloc %old(%size) : memref<4xf32> to memref<?xf32>
  func.return %new : memref<?xf32>
}
