// One-Shot Bufferize works on a copy of the module (a failure leaves the
// input as it was): its diagnostic still names where the op was read.
// RUN: not xdsl-opt %s --allow-unregistered-dialect -p one-shot-bufferize 2>&1 | filecheck %s

// CHECK-NOT: Traceback
// CHECK:     error: 'test.op' op at {{.*}}one-shot-failure.mlir:10:8: has tensor operands or results but no bufferization model
// CHECK-NOT: Traceback

func.func @unknown(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
