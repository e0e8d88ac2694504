// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries=true}' | filecheck %s

// Equal tensor constants share one global; a new global takes the first free name (a function already
// holds the plain one), and the newest global comes first in the module.
// CHECK:       memref.global "private" constant @__constant_4xf32_1 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:  memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:  func.func @f() -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:    memref.get_global @__constant_4xf32_0 : memref<4xf32>
// CHECK-NEXT:    memref.get_global @__constant_4xf32_1 : memref<4xf32>
// CHECK-NEXT:    memref.get_global @__constant_4xf32_0 : memref<4xf32>
// CHECK:       func.func @__constant_4xf32() {
func.func @f() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %d = arith.constant dense<2.0> : tensor<4xf32>
  %e = arith.constant dense<1.0> : tensor<4xf32>
  return %c, %d, %e : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func @__constant_4xf32() {
  return
}
