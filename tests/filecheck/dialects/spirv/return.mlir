// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries=true},buffer-deallocation-pipeline' | filecheck %s --check-prefix=PIPELINE

// spirv.Return ends a function as mlir-opt-22 prints it; the bufferization
// and the deallocation leave such a function as it is.

// CHECK:      func.func private @ends_in_spirv_return(%arg0: memref<4xi32>) {
// CHECK-NEXT:   spirv.Return
// CHECK-NEXT: }
// PIPELINE:      func.func private @ends_in_spirv_return(%arg0: memref<4xi32>) {
// PIPELINE-NEXT:   spirv.Return
// PIPELINE-NEXT: }
func.func private @ends_in_spirv_return(%arg0: memref<4xi32>) {
  spirv.Return
}
