// A tensor constant is not writable: inserting into it copies, and the
// constant itself keeps its value.
// EXPECT: @patch_constant(%i = 0): 0.0, 1.0 | %out = [0.0, 2.0, 3.0, 4.0]
// EXPECT: @patch_constant(%i = 3): 0.0, 4.0 | %out = [1.0, 2.0, 3.0, 0.0]
func.func @patch_constant(%i: index, %out: memref<4xf32>) -> (f32, f32) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %patched = tensor.insert %zero into %cst[%i] : tensor<4xf32>
  %new = tensor.extract %patched[%i] : tensor<4xf32>
  %old = tensor.extract %cst[%i] : tensor<4xf32>
  bufferization.materialize_in_destination %patched in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return %new, %old : f32, f32
}
