// UPSTREAM: @materialize_in_destination_aliasing
// Two slices of a read-only tensor, one materialized in the other: the
// destination slice is copied, the materialization writes it in place.
// EXPECT: @materialize_in_destination_aliasing(%p1 = 1, %p2 = 3): 1.0, 2.0 | %m = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]
func.func @materialize_in_destination_aliasing(%p1: index, %p2: index, %m: memref<8xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %v = arith.sitofp %ii : i64 to f32
    memref.store %v, %m[%i] : memref<8xf32>
  }
  %t = bufferization.to_tensor %m restrict : memref<8xf32> to tensor<8xf32>
  %src = tensor.extract_slice %t[%p1] [5] [1] : tensor<8xf32> to tensor<5xf32>
  %dest = tensor.extract_slice %t[%p2] [5] [1] : tensor<8xf32> to tensor<5xf32>
  %r = bufferization.materialize_in_destination %src in %dest : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %x = tensor.extract %r[%c0] : tensor<5xf32>
  %y = tensor.extract %r[%c1] : tensor<5xf32>
  return %x, %y : f32, f32
}
