// Seed 001's conflict: the insert would overwrite what the later extract
// of the original tensor reads, so it goes out of place.
func.func @main(%i: index) -> f32 {
  %f0 = arith.constant 1.0 : f32
  %f1 = arith.constant 2.0 : f32
  %f2 = arith.constant 3.0 : f32
  %f3 = arith.constant 4.0 : f32
  %f9 = arith.constant 9.0 : f32
  %0 = tensor.from_elements %f0, %f1, %f2, %f3 : tensor<4xf32>
  %1 = tensor.insert %f9 into %0[%i] : tensor<4xf32>
  %a = tensor.extract %1[%i] : tensor<4xf32>
  %b = tensor.extract %0[%i] : tensor<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// The read happens before the write: in place.
func.func @read_before_write(%i: index) -> f32 {
  %f0 = arith.constant 1.0 : f32
  %f9 = arith.constant 9.0 : f32
  %0 = tensor.from_elements %f0, %f0, %f0, %f0 : tensor<4xf32>
  %b = tensor.extract %0[%i] : tensor<4xf32>
  %1 = tensor.insert %f9 into %0[%i] : tensor<4xf32>
  %a = tensor.extract %1[%i] : tensor<4xf32>
  %r = arith.addf %a, %b : f32
  return %r : f32
}
