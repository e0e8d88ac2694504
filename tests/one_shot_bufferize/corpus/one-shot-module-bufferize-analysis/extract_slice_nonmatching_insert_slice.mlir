// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @extract_slice_nonmatching_insert_slice
// A slice of %A inserted back at another offset: the slice overlaps the
// insert's destination, so it is copied; %B is not writable, so its
// insert is a copy and its slice a view.
// EXPECT: @main(%idx = 1): [1.0, 1.0, 2.0, 4.0, 5.0], [1.0, 1.0, 2.0, 4.0, 5.0]
// EXPECT: @main(%idx = 3): [1.0, 2.0, 3.0, 1.0, 2.0], [1.0, 2.0, 3.0, 1.0, 2.0]
func.func private @extract_slice_nonmatching_insert_slice(%A: tensor<?xf32> {bufferization.writable = true}, %B: tensor<?xf32> {bufferization.writable = false}, %idx: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %r0 = tensor.extract_slice %A[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %r1 = tensor.insert_slice %r0 into %A[%idx] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %r2 = tensor.extract_slice %B[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %r3 = tensor.insert_slice %r2 into %B[%idx] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r1, %r3 : tensor<?xf32>, tensor<?xf32>
}

func.func @main(%idx: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %s0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<5xf32>
  %s1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<5xf32>
  %a0 = bufferization.alloc_tensor() copy(%s0) : tensor<5xf32>
  %a = tensor.cast %a0 : tensor<5xf32> to tensor<?xf32>
  %b = tensor.cast %s1 : tensor<5xf32> to tensor<?xf32>
  %r:2 = func.call @extract_slice_nonmatching_insert_slice(%a, %b, %idx) : (tensor<?xf32>, tensor<?xf32>, index) -> (tensor<?xf32>, tensor<?xf32>)
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}
