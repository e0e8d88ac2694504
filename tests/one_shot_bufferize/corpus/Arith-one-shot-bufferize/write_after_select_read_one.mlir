// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @write_after_select_read_one
// An insert into the result of an arith.select of two arguments, one of
// which is read afterwards: that one is copied (a cast joins the layouts).
// EXPECT: @write_after_select_read_one(%c = true): 0.0, [5.0, 0.0, 0.0, 0.0] | %t1 = [0.0, 0.0, 0.0, 0.0] | %t2 = [0.0, 0.0, 0.0, 0.0]
// EXPECT: @write_after_select_read_one(%c = false): 0.0, [5.0, 0.0, 0.0, 0.0] | %t1 = [0.0, 0.0, 0.0, 0.0] | %t2 = [5.0, 0.0, 0.0, 0.0]
func.func @write_after_select_read_one(%c: i1, %t1: tensor<?xf32> {bufferization.writable = true}, %t2: tensor<?xf32> {bufferization.writable = true}) -> (f32, tensor<?xf32>) {
  %cst = arith.constant 5.000000e+00 : f32
  %idx = arith.constant 0 : index
  %s = arith.select %c, %t1, %t2 : tensor<?xf32>
  %w = tensor.insert %cst into %s[%idx] : tensor<?xf32>
  %f = tensor.extract %t1[%idx] : tensor<?xf32>
  return %f, %w : f32, tensor<?xf32>
}
