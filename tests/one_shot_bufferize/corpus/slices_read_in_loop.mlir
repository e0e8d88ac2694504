// extract_slice at a dynamic offset in a loop, summed with linalg.reduce.
// Windows [1, 2], [2, 3], [3, 4]: the first sums to 3, all to 15.
// EXPECT: @window_sums(%n = 3): 3.0, 15.0
// EXPECT: @window_sums(%n = 0): 0.0, 0.0
func.func @window_sums(%n: index) -> (f32, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<5xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s0 = tensor.empty() : tensor<f32>
  %first:2 = scf.for %i = %c0 to %n step %c1 iter_args(%total = %zero, %firstsum = %zero) -> (f32, f32) {
    %window = tensor.extract_slice %v[%i] [2] [1] : tensor<5xf32> to tensor<2xf32>
    %init = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
    %sum = linalg.reduce { arith.addf } ins(%window : tensor<2xf32>) outs(%init : tensor<f32>) dimensions = [0]
    %x = tensor.extract %sum[] : tensor<f32>
    %t = arith.addf %total, %x : f32
    %is_first = arith.cmpi eq, %i, %c0 : index
    %f = arith.select %is_first, %x, %firstsum : f32
    scf.yield %t, %f : f32, f32
  }
  return %first#1, %first#0 : f32, f32
}
