// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @execute_region_test
// A write inside an scf.execute_region yielding the written tensor with two
// scalars: in place into the writable argument.
// EXPECT: @execute_region_test(%i = 1): 0.0, [0.0, 1.0, 0.0, 0.0], 1.0 | %t1 = [0.0, 1.0, 0.0, 0.0]
func.func @execute_region_test(%i: index, %t1: tensor<?xf32>) -> (f32, tensor<?xf32>, f32) {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %r:3 = scf.execute_region -> (f32, tensor<?xf32>, f32) {
    %t2 = tensor.insert %one into %t1[%i] : tensor<?xf32>
    scf.yield %zero, %t2, %one : f32, tensor<?xf32>, f32
  }
  return %r#0, %r#1, %r#2 : f32, tensor<?xf32>, f32
}
