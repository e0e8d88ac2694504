// RUN: xdsl-opt %s -p one-shot-bufferize | filecheck %s
// RUN: xdsl-opt %s -p one-shot-bufferize,buffer-deallocation-pipeline --verify-diagnostics | filecheck %s --check-prefix=DEALLOC

// A tensor argument (function boundaries are not bufferized) is read
// through to_buffer with a fully dynamic layout and copied before the
// write; the returned tensor is a to_tensor of the new buffer.
// CHECK-LABEL: func.func private @argument
// CHECK-NEXT:    %[[M:.*]] = bufferization.to_buffer %{{.*}} : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[M]], %[[A]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:    memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    %[[R:.*]] = bufferization.to_tensor %[[A]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:    func.return %[[R]] : tensor<4xf32>
func.func private @argument(%t: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// The returned tensor is a buffer the deallocation would free on return:
// rejected until function boundaries are bufferized (MLIR 22 frees it and
// returns a tensor of freed memory).
// DEALLOC: 'func.return' op at {{.*}}tensor-boundary.mlir:16:3: a buffer made a tensor by the bufferization.to_tensor in function @argument is used here
