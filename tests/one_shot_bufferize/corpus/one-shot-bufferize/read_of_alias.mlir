// OPTIONS: analysis-heuristic=top-down
// UPSTREAM: @read_of_alias
// An insert into %t, then a read of %t through a slice of it: the insert
// goes out of place, the slice still reads the old value.
// EXPECT: @read_of_alias(%p = 1): 1.0, 5.0
func.func @read_of_alias(%p: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %a = bufferization.alloc_tensor() : tensor<8xf32>
  %t = linalg.fill ins(%one : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %u = tensor.insert %five into %t[%p] : tensor<8xf32>
  %s = tensor.extract_slice %t[%p] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %old = tensor.extract %s[%c0] : tensor<2xf32>
  %new = tensor.extract %u[%p] : tensor<8xf32>
  return %old, %new : f32, f32
}
