// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @write_after_select_read_both
// The same with both arguments read afterwards: both are copied.
// EXPECT: @write_after_select_read_both(%c = false): 0.0, 0.0, [4.0, 0.0, 0.0, 0.0] | %t1 = [0.0, 0.0, 0.0, 0.0] | %t2 = [0.0, 0.0, 0.0, 0.0]
func.func @write_after_select_read_both(%c: i1, %t1: tensor<?xf32> {bufferization.writable = true}, %t2: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32, tensor<?xf32>) {
  %cst = arith.constant 4.000000e+00 : f32
  %idx = arith.constant 0 : index
  %s = arith.select %c, %t1, %t2 : tensor<?xf32>
  %w = tensor.insert %cst into %s[%idx] : tensor<?xf32>
  %f = tensor.extract %t1[%idx] : tensor<?xf32>
  %f2 = tensor.extract %t2[%idx] : tensor<?xf32>
  return %f, %f2, %w : f32, f32, tensor<?xf32>
}
