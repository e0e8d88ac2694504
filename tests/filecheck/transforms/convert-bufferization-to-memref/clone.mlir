// RUN: xdsl-opt %s -p convert-bufferization-to-memref | filecheck %s

// A static clone is an alloc and a copy.
// CHECK-LABEL: func.func @static
// CHECK-SAME:    (%[[SRC:.*]]: memref<2x3xf32>)
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT:    memref.copy %[[SRC]], %[[NEW]] : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT:    func.return %[[NEW]] : memref<2x3xf32>
func.func @static(%src: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = bufferization.clone %src : memref<2x3xf32> to memref<2x3xf32>
  func.return %0 : memref<2x3xf32>
}

// Each dynamic size is read from the source.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME:    (%[[SRC:.*]]: memref<?x4x?xi8>)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = memref.dim %[[SRC]], %[[C0]] : memref<?x4x?xi8>
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[D2:.*]] = memref.dim %[[SRC]], %[[C2]] : memref<?x4x?xi8>
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc(%[[D0]], %[[D2]]) : memref<?x4x?xi8>
// CHECK-NEXT:    memref.copy %[[SRC]], %[[NEW]]
// CHECK-NEXT:    func.return %[[NEW]] : memref<?x4x?xi8>
func.func @dynamic(%src: memref<?x4x?xi8>) -> memref<?x4x?xi8> {
  %0 = bufferization.clone %src : memref<?x4x?xi8> to memref<?x4x?xi8>
  func.return %0 : memref<?x4x?xi8>
}

// A fresh buffer has the identity layout; it is cast to a layout that admits
// it (dynamic offset and strides).
// CHECK-LABEL: func.func @layout
// CHECK-SAME:    (%[[SRC:.*]]: memref<?x4xf32, strided<[?, 1], offset: ?>>)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = memref.dim %[[SRC]], %[[C0]]
// CHECK-NEXT:    %[[NEW:.*]] = memref.alloc(%[[D0]]) : memref<?x4xf32>
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[NEW]] : memref<?x4xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    memref.copy %[[SRC]], %[[CAST]]
// CHECK-NEXT:    func.return %[[CAST]] : memref<?x4xf32, strided<[?, 1], offset: ?>>
func.func @layout(%src: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %0 = bufferization.clone %src : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  func.return %0 : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// A static layout equal to the identity's strides still needs the cast to
// the spelled-out type.
// CHECK-LABEL: func.func @explicit_identity_strides
// CHECK:         %[[NEW:.*]] = memref.alloc() : memref<3x4xf32>
// CHECK-NEXT:    %{{.*}} = memref.cast %[[NEW]] : memref<3x4xf32> to memref<3x4xf32, strided<[4, 1]>>
func.func @explicit_identity_strides(%src: memref<3x4xf32, strided<[4, 1]>>) -> memref<3x4xf32, strided<[4, 1]>> {
  %0 = bufferization.clone %src : memref<3x4xf32, strided<[4, 1]>> to memref<3x4xf32, strided<[4, 1]>>
  func.return %0 : memref<3x4xf32, strided<[4, 1]>>
}

// Memory space and rank 0 are kept.
// CHECK-LABEL: func.func @memory_space_rank_0
// CHECK:         %{{.*}} = memref.alloc() : memref<f64, 2 : i64>
func.func @memory_space_rank_0(%src: memref<f64, 2>) -> memref<f64, 2> {
  %0 = bufferization.clone %src : memref<f64, 2> to memref<f64, 2>
  func.return %0 : memref<f64, 2>
}
