// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @br_in_func
// A function passing its tensor argument to another block, which returns
// it.
// EXPECT: @br_in_func(%i = 1): 4.0, [0.0, 4.0, 0.0, 0.0, 0.0] | %t = [0.0, 4.0, 0.0, 0.0, 0.0]
func.func @br_in_func(%i: index, %t: tensor<5xf32>) -> (f32, tensor<5xf32>) {
  %four = arith.constant 4.000000e+00 : f32
  %w = tensor.insert %four into %t[%i] : tensor<5xf32>
  cf.br ^bb1(%w : tensor<5xf32>)
^bb1(%arg1: tensor<5xf32>):
  %x = tensor.extract %arg1[%i] : tensor<5xf32>
  func.return %x, %arg1 : f32, tensor<5xf32>
}
