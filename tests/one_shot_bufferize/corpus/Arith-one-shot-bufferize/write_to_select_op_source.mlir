// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @write_to_select_op_source
// An insert into %t1, which an arith.select reads afterwards: the insert
// goes out of place, the select chooses between the two arguments.
// EXPECT: @write_to_select_op_source(%c = true): [0.0, 0.0, 0.0, 0.0], [5.0, 0.0, 0.0, 0.0] | %t1 = [0.0, 0.0, 0.0, 0.0] | %t2 = [0.0, 0.0, 0.0, 0.0]
func.func @write_to_select_op_source(%c: i1, %t1: tensor<?xf32> {bufferization.writable = true}, %t2: tensor<?xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>) {
  %cst = arith.constant 5.000000e+00 : f32
  %idx = arith.constant 0 : index
  %w = tensor.insert %cst into %t1[%idx] : tensor<?xf32>
  %s = arith.select %c, %t1, %t2 : tensor<?xf32>
  return %s, %w : tensor<?xf32>, tensor<?xf32>
}
