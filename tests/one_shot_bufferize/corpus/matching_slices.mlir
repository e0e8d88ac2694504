// extract_slice / compute / insert_slice of the same subset: in place.
// EXPECT: @scale_middle(%c = false): %out = [1.0, 4.0, 6.0, 4.0]
// EXPECT: @scale_middle(%c = true): %out = [1.0, 2.0, 3.0, 4.0]
func.func @scale_middle(%c: i1, %out: memref<4xf32>) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.copy ins(%v : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %middle = tensor.extract_slice %t[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %doubled = linalg.add ins(%middle, %middle : tensor<2xf32>, tensor<2xf32>) outs(%middle : tensor<2xf32>) -> tensor<2xf32>
    %back = tensor.insert_slice %doubled into %t[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
    scf.yield %back : tensor<4xf32>
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
