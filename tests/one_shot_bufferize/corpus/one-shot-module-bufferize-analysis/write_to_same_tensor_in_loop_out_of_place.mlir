// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @write_to_same_tensor_in_loop_out_of_place
// A loop inserting into an argument defined outside it at each iteration
// (and that into its carried tensor): the insert goes out of place.
// EXPECT: @write_to_same_tensor_in_loop_out_of_place(%n = 3): [0.0, 1.0, 2.0, 0.0, 0.0, 0.0] | %A = [0.0, 1.0, 2.0, 0.0, 0.0, 0.0] | %B = [0.0]
func.func @write_to_same_tensor_in_loop_out_of_place(%n: index, %A: tensor<6xf32> {bufferization.writable = true}, %B: tensor<1xf32> {bufferization.writable = true}) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = scf.for %i = %c0 to %n step %c1 iter_args(%t = %A) -> (tensor<6xf32>) {
    %i2 = arith.index_cast %i : index to i32
    %i3 = arith.sitofp %i2 : i32 to f32
    %B2 = tensor.insert %i3 into %B[%c0] : tensor<1xf32>
    %A2 = tensor.insert_slice %B2 into %t[%i] [1] [1] : tensor<1xf32> into tensor<6xf32>
    scf.yield %A2 : tensor<6xf32>
  }
  return %r0 : tensor<6xf32>
}
