// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @materialize_in_destination_buffer
// A filled empty tensor materialized in a restrict writable memref: the fill
// writes the memref.
// EXPECT: @materialize_in_destination_buffer(%i = 1, %f = 1.0): %m = [1.0, 2.5, 1.0, 1.0]
func.func @materialize_in_destination_buffer(%i: index, %m: memref<4xf32>, %f: f32) {
  %x = arith.constant 2.500000e+00 : f32
  %0 = tensor.empty() : tensor<4xf32>
  %filled = linalg.fill ins(%f : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %set = tensor.insert %x into %filled[%i] : tensor<4xf32>
  bufferization.materialize_in_destination %set in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
