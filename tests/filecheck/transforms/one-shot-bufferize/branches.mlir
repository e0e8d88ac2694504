// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only print-conflicts}' | filecheck %s
// RUN: xdsl-opt %s -p one-shot-bufferize | filecheck %s --check-prefix=BUF

// Branches pass tensors on to block arguments: in place, equivalent maybe.
// While function boundaries are not bufferized, a function's blocks keep
// their tensor arguments, which MLIR does not let anyone write (W_0, W_1):
// the insert reaching ^bb3 copies.  The branches stay on tensors, with
// to_tensor/to_buffer where the bufferized ops meet them.
// CHECK-LABEL: func.func @join
// CHECK-SAME:  attributes {"W_0[NOT-WRITABLE: bbArg 0]", "W_1[NOT-WRITABLE: bbArg 0]"}
// CHECK:       tensor.insert %{{.*}} into %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<2xf32>
// CHECK-NEXT:  cf.br ^{{.*}}(%{{.*}} : tensor<2xf32>) {__inplace_operands_attr__ = ["true"]}
// CHECK:       cf.br ^{{.*}}(%{{.*}} : tensor<2xf32>) {__inplace_operands_attr__ = ["true"]}
// BUF-LABEL:   func.func @join
// BUF:           %[[T:.*]] = bufferization.to_tensor %[[B:.*]] : memref<2xf32> to tensor<2xf32>
// BUF:           %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// BUF-NEXT:      memref.copy %[[B]], %[[C]] : memref<2xf32> to memref<2xf32>
// BUF:           cf.br ^{{.*}}(%{{.*}} : tensor<2xf32>)
// BUF:         ^{{.*}}(%[[R:.*]]: tensor<2xf32>):
// BUF-NEXT:      %[[M:.*]] = bufferization.to_buffer %[[R]] : tensor<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// BUF-NEXT:      %{{.*}} = memref.load %[[M]][%{{.*}}] : memref<2xf32, strided<[?], offset: ?>>
func.func @join(%c: i1, %i: index) -> f32 {
  %f = arith.constant 1.0 : f32
  %g = arith.constant 2.0 : f32
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  cf.cond_br %c, ^a, ^b
^a:
  %u = tensor.insert %g into %t[%i] : tensor<2xf32>
  cf.br ^m(%u : tensor<2xf32>)
^b:
  cf.br ^m(%t : tensor<2xf32>)
^m(%r: tensor<2xf32>):
  %x = tensor.extract %r[%i] : tensor<2xf32>
  return %x : f32
}
