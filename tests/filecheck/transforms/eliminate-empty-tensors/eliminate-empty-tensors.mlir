// RUN: xdsl-opt %s -p eliminate-empty-tensors | filecheck %s
// Bufferized, deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p eliminate-empty-tensors,one-shot-bufferize,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// Seed 001's example: a fill of an empty tensor inserted into a slice of
// another tensor is computed in that slice, and the other tensor, an empty
// tensor materialized in %out, in %out: no allocation is left.
// CHECK-LABEL: func.func @fill_into_slice
// CHECK:         %[[OUT:.*]] = bufferization.to_tensor %out restrict writable : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT:    %whole = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:    %zeros = linalg.fill ins(%zero : f32) outs(%[[OUT]] : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    %[[SLICE:.*]] = tensor.extract_slice %zeros[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:    %part = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %filled = linalg.fill ins(%x : f32) outs(%[[SLICE]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %r = tensor.insert_slice %filled into %zeros[2] [4] [1]
// CHECK-NEXT:    bufferization.materialize_in_destination %r in writable %out
// EXEC: @fill_into_slice: clean, 2 runs
func.func @fill_into_slice(%c: i1, %out: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %whole = tensor.empty() : tensor<8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%whole : tensor<8xf32>) -> tensor<8xf32>
  %part = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%x : f32) outs(%part : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %filled into %zeros[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

// Pieces inserted into the loop-carried tensor at an offset computed after
// the fill: the offset's (pure) definition moves before the fill, so that
// the slice can be extracted there, as MLIR 22 does.
// CHECK-LABEL: func.func @pieces_in_loop
// CHECK:         scf.for %i = %c0 to %n step %c1 iter_args(%acc = %{{.*}}) -> (tensor<8xf32>) {
// CHECK-NEXT:      %piece_empty = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:      %k = arith.index_cast %i : index to i32
// CHECK-NEXT:      %v = arith.sitofp %k : i32 to f32
// CHECK-NEXT:      %offset = arith.muli %i, %c2 : index
// CHECK-NEXT:      %[[SLICE:.*]] = tensor.extract_slice %acc[%offset] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:      %piece = linalg.fill ins(%v : f32) outs(%[[SLICE]] : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:      %next = tensor.insert_slice %piece into %acc[%offset] [2] [1]
// EXEC: @pieces_in_loop: clean, 3 runs
func.func @pieces_in_loop(%n: index, %out: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %empty = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8xf32>) -> tensor<8xf32>
  %result = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32>) {
    %piece_empty = tensor.empty() : tensor<2xf32>
    %k = arith.index_cast %i : index to i32
    %v = arith.sitofp %k : i32 to f32
    %piece = linalg.fill ins(%v : f32) outs(%piece_empty : tensor<2xf32>) -> tensor<2xf32>
    %offset = arith.muli %i, %c2 : index
    %next = tensor.insert_slice %piece into %acc[%offset] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %next : tensor<8xf32>
  }
  bufferization.materialize_in_destination %result in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

// A static empty tensor cast to the dynamic type of the slice: the slice
// is extracted and cast back to the empty tensor's type.
// CHECK-LABEL: func.func @through_a_cast
// CHECK:         %[[SLICE:.*]] = tensor.extract_slice %zeros[%c1] [%c4] [1] : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT:    %[[CAST:.*]] = tensor.cast %[[SLICE]] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:    %part = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %filled = linalg.fill ins(%x : f32) outs(%[[CAST]] : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @through_a_cast: clean, 2 runs
func.func @through_a_cast(%c: i1, %out: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = arith.select %c, %one, %two : f32
  %whole = tensor.empty() : tensor<8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%whole : tensor<8xf32>) -> tensor<8xf32>
  %part = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%x : f32) outs(%part : tensor<4xf32>) -> tensor<4xf32>
  %dynamic = tensor.cast %filled : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert_slice %dynamic into %zeros[%c1] [%c4] [1] : tensor<?xf32> into tensor<8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

// Without `restrict`, nothing says %out has no other tensor: the empty
// tensor materialized into it stays.
// CHECK-LABEL: func.func @memref_destination_without_restrict
// CHECK-NOT:     bufferization.to_tensor
// CHECK:         %filled = linalg.fill ins(%x : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @memref_destination_without_restrict: clean, 2 runs
func.func @memref_destination_without_restrict(%c: i1, %out: memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %empty = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%x : f32) outs(%empty : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %filled in writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// The offset is loaded from memory after the fill: a load cannot move
// before it, so no slice can be extracted there and the empty tensor stays.
// CHECK-LABEL: func.func @offset_loaded_after_the_fill
// CHECK:         %part = tensor.empty() : tensor<2xf32>
// CHECK-NEXT:    %filled = linalg.fill ins(%x : f32) outs(%part : tensor<2xf32>) -> tensor<2xf32>
// EXEC: @offset_loaded_after_the_fill: clean, 2 runs
func.func @offset_loaded_after_the_fill(%c: i1, %out: memref<8xf32>, %where: memref<1xindex>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %x = arith.select %c, %one, %two : f32
  %whole = tensor.empty() : tensor<8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%whole : tensor<8xf32>) -> tensor<8xf32>
  %part = tensor.empty() : tensor<2xf32>
  %filled = linalg.fill ins(%x : f32) outs(%part : tensor<2xf32>) -> tensor<2xf32>
  %offset = memref.load %where[%c0] : memref<1xindex>
  %r = tensor.insert_slice %filled into %zeros[%offset] [2] [1] : tensor<2xf32> into tensor<8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}

// A copy to another element type: the bf16 destination cannot stand for
// the f32 empty tensor, which stays (as in MLIR).
// CHECK-LABEL: func.func @copy_to_bf16
// CHECK:         %e = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %r = linalg.copy ins(%t : tensor<4xf32>) outs(%{{.*}} : tensor<4xbf16>) -> tensor<4xbf16>
// EXEC: @copy_to_bf16: clean, 2 runs
func.func @copy_to_bf16(%c: i1, %out: memref<4xbf16>) {
  %one = arith.constant 1.5 : f32
  %two = arith.constant 2.25 : f32
  %x = arith.select %c, %one, %two : f32
  %d = tensor.empty() : tensor<4xbf16>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.copy ins(%t : tensor<4xf32>) outs(%d : tensor<4xbf16>) -> tensor<4xbf16>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xbf16>, memref<4xbf16>) -> ()
  return
}

// The empty tensor is both the copy's source and its destination: the
// copy's own source stays the empty tensor (its subset is the empty tensor
// itself), while its destination, materialized in %out, becomes %out.
// CHECK-LABEL: func.func @copy_of_itself
// CHECK:         %[[OUT:.*]] = bufferization.to_tensor %out restrict writable
// CHECK-NEXT:    %e = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %r = linalg.copy ins(%e : tensor<4xf32>) outs(%[[OUT]] : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @copy_of_itself: clean, 2 runs
func.func @copy_of_itself(%c: i1, %out: memref<4xf32>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.copy ins(%e : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
