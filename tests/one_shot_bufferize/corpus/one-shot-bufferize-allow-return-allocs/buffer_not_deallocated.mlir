// OPTIONS: allow-unknown-ops=true
// UPSTREAM: @buffer_not_deallocated
// An scf.if yielding a new buffer of dynamic size in one branch and an
// input's buffer in the other.
// EXPECT: @buffer_not_deallocated(%c = true, %sz = 1): 2.0, 2 | %m = [7.0, 0.0, 0.0, 0.0]
// EXPECT: @buffer_not_deallocated(%c = false, %sz = 1): 7.0, 4 | %m = [7.0, 0.0, 0.0, 0.0]
func.func @buffer_not_deallocated(%c: i1, %sz: index, %m: memref<4xf32>) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.000000e+00 : f32
  %seven = arith.constant 7.000000e+00 : f32
  memref.store %seven, %m[%c0] : memref<4xf32>
  %s = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %t = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  %r = scf.if %c -> (tensor<?xf32>) {
    %n = arith.addi %sz, %c1 : index
    %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
    %1 = linalg.fill ins(%two : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %1 : tensor<?xf32>
  } else {
    scf.yield %t : tensor<?xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %x, %d : f32, index
}
