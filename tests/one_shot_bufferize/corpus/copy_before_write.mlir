// OPTIONS: copy-before-write=true
// copy-before-write skips the analysis: every write is out of place.
// EXPECT: @write_twice(%i = 3): 1.0, 2.0, 0.0
func.func @write_twice(%i: index) -> (f32, f32, f32) {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.insert %one into %t[%i] : tensor<4xf32>
  %b = tensor.insert %two into %a[%i] : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %y = tensor.extract %b[%i] : tensor<4xf32>
  %z = tensor.extract %t[%i] : tensor<4xf32>
  return %x, %y, %z : f32, f32, f32
}
