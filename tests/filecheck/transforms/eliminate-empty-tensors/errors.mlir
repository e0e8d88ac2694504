// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p eliminate-empty-tensors | filecheck %s
// RUN: not xdsl-opt %s -p 'eliminate-empty-tensors{aggressive=true}' 2>&1 | filecheck %s --check-prefix=OPTION

// OPTION: eliminate-empty-tensors: unknown option aggressive; it takes no options

// One-Shot Analysis rejects the input, as MLIR 22's does: nothing changes.
func.func @no_restrict(%m: memref<4xf32>, %out: memref<8xf32>) {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %e = tensor.empty() : tensor<8xf32>
  %r = tensor.insert_slice %t into %e[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}
// CHECK: 'bufferization.to_tensor' op at {{.*}}errors.mlir:8:8: to_tensor ops without `restrict` are not supported by One-Shot Analysis
