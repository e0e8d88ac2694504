// bufferization.clone already in the input: a clone is an allocation the
// function owns.
func.func @copy_then_drop(%m: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %copy = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  %other = bufferization.clone %copy : memref<8xf32> to memref<8xf32>
  %r = arith.select %c, %copy, %other : memref<8xf32>
  return %r : memref<8xf32>
}
