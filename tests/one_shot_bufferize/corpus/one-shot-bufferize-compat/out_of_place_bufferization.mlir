// OPTIONS: allow-unknown-ops=true
// UPSTREAM: @out_of_place_bufferization
// An insert into a read-only input read afterwards: a new buffer and a
// copy, freed by the deallocation pipeline (MLIR 22 has no create-deallocs
// option any more; the deallocation is always that pipeline's).
// EXPECT: @out_of_place_bufferization(%i = 1): 3.0, 0.0 | %m = [3.0, 3.0, 3.0, 3.0]
func.func @out_of_place_bufferization(%i: index, %m: memref<4xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.000000e+00 : f32
  %cst = arith.constant 0.000000e+00 : f32
  scf.for %k = %c0 to %c4 step %c1 {
    memref.store %three, %m[%k] : memref<4xf32>
  }
  %t1 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %0 = tensor.insert %cst into %t1[%i] : tensor<4xf32>
  %1 = tensor.extract %t1[%i] : tensor<4xf32>
  %2 = tensor.extract %0[%i] : tensor<4xf32>
  return %1, %2 : f32, f32
}
