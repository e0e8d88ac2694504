// A small program in the shape that ownership-based buffer deallocation
// produces, using every op this plugin adds or fixes.  Try:
//   xdsl-opt examples/dealloc_roundtrip.mlir
//   xdsl-opt examples/dealloc_roundtrip.mlir | mlir-opt-22

// Grows a buffer to %n elements when %grow holds.  The result is returned
// together with its ownership indicator; the input is freed only if this
// function owns it and it does not alias the result.
func.func @maybe_grow(%buf: memref<?xf32>, %owned: i1, %grow: i1, %n: index) -> (memref<?xf32>, i1) {
  %result, %result_owned = scf.if %grow -> (memref<?xf32>, i1) {
    %copy = bufferization.clone %buf : memref<?xf32> to memref<?xf32>
    %grown = memref.realloc %copy(%n) {alignment = 64 : i64} : memref<?xf32> to memref<?xf32>
    %true = arith.constant true
    scf.yield %grown, %true : memref<?xf32>, i1
  } else {
    %false = arith.constant false
    scf.yield %buf, %false : memref<?xf32>, i1
  }
  // Free %buf unless it is (an alias of) the result; the returned i1 is the
  // ownership of %result contributed by %buf.
  %from_buf = bufferization.dealloc (%buf : memref<?xf32>) if (%owned) retain (%result : memref<?xf32>)
  %ownership = arith.ori %result_owned, %from_buf : i1
  return %result, %ownership : memref<?xf32>, i1
}

// Moves between tensors and buffers at a bufferization boundary.
func.func @boundary(%t: tensor<4xf32>, %n: index, %out: memref<4xf32>) -> tensor<?xf32> {
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %scratch = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %copied = bufferization.alloc_tensor() copy(%t) {memory_space = 0 : i64} : tensor<4xf32>
  bufferization.materialize_in_destination %copied in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  %back = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  bufferization.dealloc_tensor %back : tensor<4xf32>
  bufferization.dealloc
  return %scratch : tensor<?xf32>
}
