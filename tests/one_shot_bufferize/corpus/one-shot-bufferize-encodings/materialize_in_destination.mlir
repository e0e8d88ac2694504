// OPTIONS: use-encoding-for-memory-space=true
// UPSTREAM: @materialize_in_destination
// A tensor in space 1 materialized into an alloc_tensor of space 2: a copy
// between the spaces.
// EXPECT: @materialize_in_destination(%i = 3): 8.0
func.func @materialize_in_destination(%i: index) -> f32 {
  %x = arith.constant 8.000000e+00 : f32
  %e = bufferization.alloc_tensor() : tensor<4xf32, 1 : i64>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32, 1 : i64>) -> tensor<4xf32, 1 : i64>
  %d = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32, 2 : i64>
  %m = bufferization.materialize_in_destination %t in %d : (tensor<4xf32, 1 : i64>, tensor<4xf32, 2 : i64>) -> tensor<4xf32, 2 : i64>
  %p = tensor.extract %m[%i] : tensor<4xf32, 2 : i64>
  return %p : f32
}
