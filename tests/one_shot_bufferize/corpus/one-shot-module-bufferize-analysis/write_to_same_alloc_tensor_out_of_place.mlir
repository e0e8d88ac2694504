// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @write_to_same_alloc_tensor_out_of_place
// The alloc_tensor is written once before the loop: the inserts in the loop
// into that write go out of place.
// EXPECT: @write_to_same_alloc_tensor_out_of_place(%n = 3, %f = 1.0): [0.0, 1.0, 2.0, 0.0, 0.0, 0.0], 1.0 | %A = [0.0, 1.0, 2.0, 0.0, 0.0, 0.0]
func.func @write_to_same_alloc_tensor_out_of_place(%n: index, %f: f32, %A: tensor<6xf32> {bufferization.writable = true}) -> (tensor<6xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %B = bufferization.alloc_tensor() : tensor<2xf32>
  %C = tensor.insert %f into %B[%c1] : tensor<2xf32>
  %r0 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %A) -> (tensor<6xf32>) {
    %i2 = arith.index_cast %i : index to i32
    %i3 = arith.sitofp %i2 : i32 to f32
    %B2 = tensor.insert %i3 into %C[%c0] : tensor<2xf32>
    %B3 = tensor.extract_slice %B2[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
    %A2 = tensor.insert_slice %B3 into %t[%i] [1] [1] : tensor<1xf32> into tensor<6xf32>
    scf.yield %A2 : tensor<6xf32>
  }
  %x = tensor.extract %C[%c1] : tensor<2xf32>
  return %r0, %x : tensor<6xf32>, f32
}
