// RUN: xdsl-opt %s -p eliminate-empty-tensors | filecheck %s
// Bufferized, deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p eliminate-empty-tensors,one-shot-bufferize,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// %zeros is read after the materialization into %out.  Had %whole become
// %out's tensor (as MLIR 22 makes it), %zeros would live in %out, and the
// read would see what the materialization wrote there (2.0 or 1.0 instead
// of 0.0): ours keeps %whole.  %part still becomes a slice of %zeros (a
// tensor: One-Shot Bufferize then gives the fill a buffer of its own,
// since writing the slice in place would change what the read sees).
// CHECK-LABEL: func.func @destination_read_after
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         %zeros = linalg.fill ins(%zero : f32) outs(%whole : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    %[[SLICE:.*]] = tensor.extract_slice %zeros[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:    %part = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %filled = linalg.fill ins(%x : f32) outs(%[[SLICE]] : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @destination_read_after: clean, 2 runs
func.func @destination_read_after(%c: i1, %out: memref<8xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c1 = arith.constant 1 : index
  %x = arith.select %c, %one, %two : f32
  %whole = tensor.empty() : tensor<8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%whole : tensor<8xf32>) -> tensor<8xf32>
  %part = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%x : f32) outs(%part : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %filled into %zeros[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  %old = tensor.extract %zeros[%c1] : tensor<8xf32>
  return %old : f32
}

// %f is read after the materialization, but %out is written in between:
// computed in %out, %f would read the stored 9.0 (as in MLIR 22's output)
// instead of %x; ours keeps %e.
// CHECK-LABEL: func.func @read_after_a_store
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @read_after_a_store: clean, 2 runs
func.func @read_after_a_store(%c: i1, %out: memref<4xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %nine = arith.constant 9.0 : f32
  %c0 = arith.constant 0 : index
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  memref.store %nine, %out[%c0] : memref<4xf32>
  %v = tensor.extract %f[%c0] : tensor<4xf32>
  return %v : f32
}
