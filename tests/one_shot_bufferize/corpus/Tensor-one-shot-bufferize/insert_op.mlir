// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_op
// tensor.insert into a writable argument: a store into its buffer.
// EXPECT: @insert_op(%i = 1): [0.0, 6.0, 0.0, 0.0] | %t1 = [0.0, 6.0, 0.0, 0.0]
func.func @insert_op(%i: index, %t1: tensor<?xf32> {bufferization.writable = true}) -> tensor<?xf32> {
  %s = arith.constant 6.000000e+00 : f32
  %r = tensor.insert %s into %t1[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
