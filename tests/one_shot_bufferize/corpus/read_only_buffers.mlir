// to_buffer read_only does not write: the insert after it is in place.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %t0 = tensor.from_elements %c0, %c0, %c0, %c9 : tensor<4xindex>
  %m = bufferization.to_buffer %t0 read_only : tensor<4xindex> to memref<4xindex>
  %b = memref.load %m[%i] : memref<4xindex>
  %u = tensor.insert %c9 into %t0[%i] : tensor<4xindex>
  %a = tensor.extract %u[%i] : tensor<4xindex>
  %r = arith.addi %a, %b : index
  return %r : index
}

// The memref of a to_buffer reflects its tensor only until the tensor's
// buffer is written (bufferization.to_buffer's contract): the load after
// the in-place insert sees the write, in MLIR 22 as here.
func.func @read_later(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %t0 = tensor.from_elements %c0, %c0, %c0, %c9 : tensor<4xindex>
  %m = bufferization.to_buffer %t0 read_only : tensor<4xindex> to memref<4xindex>
  %u = tensor.insert %c9 into %t0[%i] : tensor<4xindex>
  %a = tensor.extract %u[%i] : tensor<4xindex>
  %b = memref.load %m[%i] : memref<4xindex>
  %r = arith.addi %a, %b : index
  return %r : index
}
