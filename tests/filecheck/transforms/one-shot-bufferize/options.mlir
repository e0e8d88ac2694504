// RUN: xdsl-opt %s -p 'one-shot-bufferize{unknown-type-conversion=identity-layout-map buffer-alignment=128}' | filecheck %s
// RUN: xdsl-opt %s -p 'one-shot-bufferize{buffer-alignment=0}' | filecheck %s --check-prefix=NOALIGN
// RUN: xdsl-opt %s -p 'one-shot-bufferize{copy-before-write}' | filecheck %s --check-prefix=COPY
// RUN: xdsl-opt %s -p 'one-shot-bufferize{dialect-filter=arith,bufferization}' | filecheck %s --check-prefix=FILTER

// unknown-type-conversion=identity-layout-map: a tensor argument's buffer
// has no layout; buffer-alignment sets the allocations' alignment (0: none).
// CHECK-LABEL: func.func @argument
// CHECK-NEXT:    %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() {alignment = 128 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[M]], %[[A]] : memref<4xf32> to memref<4xf32>
// NOALIGN-LABEL: func.func @argument
// NOALIGN:         memref.alloc() : memref<4xf32>
func.func @argument(%t: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// copy-before-write skips the analysis: every write copies, even into a
// fresh tensor nobody else reads.  Without it, the insert is in place.
// CHECK-LABEL: func.func @fresh
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    memref.store
// COPY-LABEL:    func.func @fresh
// COPY-NEXT:       %[[E:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:       %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:       memref.copy %[[E]], %[[C]] : memref<4xf32> to memref<4xf32>
// COPY-NEXT:       memref.store %{{.*}}, %[[C]][%{{.*}}] : memref<4xf32>
func.func @fresh(%i: index, %f: f32) -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %0 = tensor.insert %f into %e[%i] : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  return %x : f32
}

// dialect-filter: only arith and bufferization ops are bufferized; the
// tensor ops stay, reading the constant's buffer through to_tensor.
// FILTER-LABEL:  func.func @filtered
// FILTER-NEXT:     %[[G:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// FILTER-NEXT:     %[[T:.*]] = bufferization.to_tensor %[[G]] : memref<4xf32> to tensor<4xf32>
// FILTER-NEXT:     %{{.*}} = tensor.extract %[[T]][%{{.*}}] : tensor<4xf32>
func.func @filtered(%i: index) -> f32 {
  %cst = arith.constant dense<0.0> : tensor<4xf32>
  %x = tensor.extract %cst[%i] : tensor<4xf32>
  return %x : f32
}
