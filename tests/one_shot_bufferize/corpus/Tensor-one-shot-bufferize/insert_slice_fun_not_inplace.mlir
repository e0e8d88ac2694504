// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_slice_fun_not_inplace
// An insert_slice into a non-writable argument: a new buffer, a copy of the
// argument and of the slice; the argument stays.
// EXPECT: @insert_slice_fun_not_inplace(%i = 0): 3.0 | %A = [0.0, 0.0, 0.0, 0.0]
// EXPECT: @insert_slice_fun_not_inplace(%i = 3): 0.0 | %A = [0.0, 0.0, 0.0, 0.0]
func.func @insert_slice_fun_not_inplace(%i: index, %A: tensor<?xf32> {bufferization.writable = false}) -> f32 {
  %t = arith.constant dense<[3.000000e+00, 4.000000e+00]> : tensor<2xf32>
  %r = tensor.insert_slice %t into %A[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %x = tensor.extract %r[%i] : tensor<?xf32>
  return %x : f32
}
