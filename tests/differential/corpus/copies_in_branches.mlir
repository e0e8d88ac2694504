// memref.copy between buffers chosen in branches; nothing escapes.
func.func @copies(%c: i1, %d: i1, %out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloca() : memref<8xf32>
  %src = scf.if %c -> (memref<8xf32>) {
    scf.yield %a : memref<8xf32>
  } else {
    scf.yield %b : memref<8xf32>
  }
  %dst = scf.if %d -> (memref<8xf32>) {
    %fresh = memref.alloc() : memref<8xf32>
    scf.yield %fresh : memref<8xf32>
  } else {
    scf.yield %out : memref<8xf32>
  }
  memref.copy %src, %dst : memref<8xf32> to memref<8xf32>
  memref.copy %dst, %out : memref<8xf32> to memref<8xf32>
  return
}
