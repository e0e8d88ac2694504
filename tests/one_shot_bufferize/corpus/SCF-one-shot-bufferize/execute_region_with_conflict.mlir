// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @execute_region_with_conflict
// An insert into a writable argument inside an scf.execute_region, the
// argument read after it: the insert goes out of place.
// EXPECT: @execute_region_with_conflict(%i = 1): 9.0, [0.0, 9.0, 0.0, 0.0], 0.0 | %t1 = [0.0, 0.0, 0.0, 0.0]
func.func @execute_region_with_conflict(%i: index, %t1: tensor<?xf32> {bufferization.writable = true}) -> (f32, tensor<?xf32>, f32) {
  %f1 = arith.constant 9.000000e+00 : f32
  %r:3 = scf.execute_region -> (f32, tensor<?xf32>, f32) {
    %t2 = tensor.insert %f1 into %t1[%i] : tensor<?xf32>
    scf.yield %f1, %t2, %f1 : f32, tensor<?xf32>, f32
  }
  %x = tensor.extract %t1[%i] : tensor<?xf32>
  return %r#0, %r#1, %x : f32, tensor<?xf32>, f32
}
