// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @dim_not_reading
// tensor.dim of a tensor after an insert into it does not read its
// contents: the insert stays in place.
// EXPECT: @dim_not_reading(%pos = 3): 4, 2.5 | %t = [0.0, 0.0, 0.0, 2.5]
func.func @dim_not_reading(%pos: index, %t: tensor<?xf32>) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.500000e+00 : f32
  %0 = tensor.insert %f into %t[%pos] : tensor<?xf32>
  %1 = tensor.dim %t, %c0 : tensor<?xf32>
  %x = tensor.extract %0[%pos] : tensor<?xf32>
  return %1, %x : index, f32
}
