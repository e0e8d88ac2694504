// OPTIONS: allow-unknown-ops=true
// UPSTREAM: @write_to_alloc_tensor_or_readonly_tensor
// An scf.if yielding a read-only 0-d input or an insert into a new
// alloc_tensor: the insert writes the new buffer.
// EXPECT: @write_to_alloc_tensor_or_readonly_tensor(%cond = true, %val = 3): 5 | %m = [5]
// EXPECT: @write_to_alloc_tensor_or_readonly_tensor(%cond = false, %val = 3): 3 | %m = [5]
func.func @write_to_alloc_tensor_or_readonly_tensor(%cond: i1, %val: i32, %m: memref<i32>) -> i32 {
  %five = arith.constant 5 : i32
  memref.store %five, %m[] : memref<i32>
  %arg0 = bufferization.to_tensor %m restrict : memref<i32> to tensor<i32>
  %3 = scf.if %cond -> (tensor<i32>) {
    scf.yield %arg0 : tensor<i32>
  } else {
    %7 = bufferization.alloc_tensor() : tensor<i32>
    %8 = tensor.insert %val into %7[] : tensor<i32>
    scf.yield %8 : tensor<i32>
  }
  %x = tensor.extract %3[] : tensor<i32>
  return %x : i32
}
