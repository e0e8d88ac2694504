// OPTIONS: dialect-filter=tensor,bufferization allow-unknown-ops=true allow-return-allocs-from-loops=true
// UPSTREAM: @simple_tensor_test
// Only tensor and bufferization ops bufferized: an insert into a read-only
// input is a copy.
// EXPECT: @simple_tensor_test(%i = 0): 2.0 | %m = [0.0, 0.0, 0.0, 0.0]
// EXPECT: @simple_tensor_test(%i = 1): 0.0 | %m = [0.0, 0.0, 0.0, 0.0]
func.func @simple_tensor_test(%i: index, %m: memref<4xf32>) -> f32 {
  %f = arith.constant 2.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %t1 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %f into %t1[%c0] : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  return %x : f32
}
