// RUN: xdsl-opt %s -p eliminate-empty-tensors | filecheck %s
// Bufferized with function boundaries, deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p 'eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries=true},buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// The pass analyses the module as One-Shot Bufferize does with function
// boundaries (MLIR 22's pass on a module does too): a call is decided with
// its callee's summary, so the chain from an insertion back to an empty
// tensor goes through a call whose result is equivalent to an argument.

func.func private @fill_in(%t: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %f = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

func.func private @same(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func private @doubled(%t: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

func.func private @fill_down(%t: tensor<4xf32>, %x: f32, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<4xf32>) {
    %f = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %s = func.call @fill_down(%t, %x, %m) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// @fill_in returns (a tensor equivalent to) its first argument: the empty
// tensor it fills becomes the slice of %dest, filled in place.  Analysed
// without function boundaries (MLIR 22's pass nested in func.func), the
// call is an unknown op and the empty tensor stays.
// CHECK-LABEL: func.func @through_call
// CHECK:         %[[SLICE:.*]] = tensor.extract_slice %dest[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:    %e = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %f = func.call @fill_in(%[[SLICE]], %x) : (tensor<4xf32>, f32) -> tensor<4xf32>
// EXEC: @through_call: clean, 2 runs
func.func @through_call(%c: i1, %dest: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = call @fill_in(%e, %x) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %dest[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// @doubled returns a new tensor: the chain stops at the call.
// CHECK-LABEL: func.func @through_new_tensor
// CHECK-NOT:     tensor.extract_slice
// CHECK:         %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @through_new_tensor: clean, 2 runs
func.func @through_new_tensor(%c: i1, %dest: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = call @doubled(%f) : (tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %d into %dest[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// @fill_down calls itself: it has no summary, and a call of it may return
// any buffer (as in MLIR 22): the empty tensor stays.
// CHECK-LABEL: func.func @through_recursion
// CHECK-NOT:     tensor.extract_slice
// CHECK:         %f = func.call @fill_down(%e, %x, %n)
// EXEC: @through_recursion: clean, 6 runs
func.func @through_recursion(%c: i1, %n: index, %dest: tensor<8xf32>) -> tensor<8xf32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = call @fill_down(%e, %x, %n) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %dest[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// %g, read after the materialization, is %f passed through @same: it holds
// what the materialization writes into %out, and nothing writes memory in
// between, so %f may be computed in %out.
// CHECK-LABEL: func.func @read_through_call_after
// CHECK:         %[[OUT:.*]] = bufferization.to_tensor %out restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:    %e = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %f = linalg.fill ins(%x : f32) outs(%[[OUT]] : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @read_through_call_after: clean, 2 runs
func.func @read_through_call_after(%c: i1, %out: memref<4xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = call @same(%f) : (tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  %v = tensor.extract %g[%c0] : tensor<4xf32>
  return %v : f32
}

// %d, read after the materialization, is a new tensor @doubled computed
// from %f before it: %f may be computed in %out.
// CHECK-LABEL: func.func @new_tensor_read_after
// CHECK:         %[[OUT:.*]] = bufferization.to_tensor %out restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:    %e = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %f = linalg.fill ins(%x : f32) outs(%[[OUT]] : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @new_tensor_read_after: clean, 2 runs
func.func @new_tensor_read_after(%c: i1, %out: memref<4xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = call @doubled(%f) : (tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  %v = tensor.extract %d[%c0] : tensor<4xf32>
  return %v : f32
}

// The destination argument is not writable: the empty tensor still
// becomes its slice (the insertion's source is in place either way), and
// One-Shot Bufferize then gives the fill a buffer of its own.
// CHECK-LABEL: func.func @into_read_only_argument
// CHECK:         %[[SLICE:.*]] = tensor.extract_slice %dest[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:    %e = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:    %f = linalg.fill ins(%x : f32) outs(%[[SLICE]] : tensor<4xf32>) -> tensor<4xf32>
// EXEC: @into_read_only_argument: clean, 2 runs
func.func @into_read_only_argument(%c: i1, %dest: tensor<8xf32> {bufferization.writable = false}) -> tensor<8xf32> {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = arith.select %c, %one, %two : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %dest[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
