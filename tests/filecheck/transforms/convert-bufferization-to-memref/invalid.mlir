// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p convert-bufferization-to-memref | filecheck %s

// Static strides other than the identity's: a fresh allocation cannot have
// them (mlir-opt-22 fails on this clone too).
// CHECK:      bufferization.clone with incompatible layout
// CHECK:      | cannot lower bufferization.clone to memref<?x4xf32, strided<[8, 1]>>: a fresh allocation has the identity layout, which cannot be cast to this one
func.func @strides(%src: memref<?x4xf32, strided<[8, 1]>>) -> memref<?x4xf32, strided<[8, 1]>> {
  %0 = bufferization.clone %src : memref<?x4xf32, strided<[8, 1]>> to memref<?x4xf32, strided<[8, 1]>>
  func.return %0 : memref<?x4xf32, strided<[8, 1]>>
}

// -----

// CHECK:      bufferization.clone with incompatible layout
func.func @permutation(%src: memref<3x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> memref<3x4xf32, affine_map<(d0, d1) -> (d1, d0)>> {
  %0 = bufferization.clone %src : memref<3x4xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<3x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  func.return %0 : memref<3x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
}

// -----

// CHECK:      unranked bufferization.clone
// CHECK:      | cannot lower bufferization.clone of unranked type memref<*xf32>
func.func @unranked(%src: memref<*xf32>) -> memref<*xf32> {
  %0 = bufferization.clone %src : memref<*xf32> to memref<*xf32>
  func.return %0 : memref<*xf32>
}

// -----

// Unfinished bufferization is reported, and nothing is converted: the clone
// before the failing op is still there.
// CHECK:      bufferization.to_tensor left in memref IR
// CHECK:      "bufferization.clone"
// CHECK:      "bufferization.to_tensor"
// CHECK-NEXT: ^^^^
// CHECK-NEXT: | bufferization.to_tensor cannot be converted to memref ops; bufferize the program completely (e.g. one-shot-bufferize) before this pass
func.func @to_tensor(%m: memref<2xf32>) -> (memref<2xf32>, tensor<2xf32>) {
  %clone = bufferization.clone %m : memref<2xf32> to memref<2xf32>
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32>
  func.return %clone, %0 : memref<2xf32>, tensor<2xf32>
}

// -----

// CHECK:      bufferization.dealloc_tensor left in memref IR
func.func @dealloc_tensor(%t: tensor<2xf32>) {
  bufferization.dealloc_tensor %t : tensor<2xf32>
  func.return
}
