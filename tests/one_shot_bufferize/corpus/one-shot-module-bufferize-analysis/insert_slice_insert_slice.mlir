// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_slice_insert_slice
// An insert into an insert, into writable arguments (in place) and into
// non-writable ones (copies).
// EXPECT: @insert_slice_insert_slice(): [0.0, 4.0, 5.0, 3.0], [1.0, 4.0, 5.0, 0.0]
func.func @insert_slice_insert_slice() -> (tensor<?xf32>, tensor<?xf32>) {
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty(%c4) : tensor<?xf32>
  %A = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %A2 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
  %A3 = arith.constant dense<[4.000000e+00, 5.000000e+00]> : tensor<2xf32>
  %r:2 = func.call @nested_inserts(%A, %A2, %A3, %A, %A2, %A3) : (tensor<?xf32>, tensor<3xf32>, tensor<2xf32>, tensor<?xf32>, tensor<3xf32>, tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>)
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

func.func private @nested_inserts(%A: tensor<?xf32> {bufferization.writable = true}, %A2: tensor<3xf32> {bufferization.writable = true}, %A3: tensor<2xf32> {bufferization.writable = true}, %B: tensor<?xf32> {bufferization.writable = false}, %B2: tensor<3xf32> {bufferization.writable = false}, %B3: tensor<2xf32> {bufferization.writable = false}) -> (tensor<?xf32>, tensor<?xf32>) {
  %r0 = tensor.insert_slice %A3 into %A2[0] [2] [1] : tensor<2xf32> into tensor<3xf32>
  %r1 = tensor.insert_slice %r0 into %A[1] [3] [1] : tensor<3xf32> into tensor<?xf32>
  %r2 = tensor.insert_slice %B3 into %B2[1] [2] [1] : tensor<2xf32> into tensor<3xf32>
  %r3 = tensor.insert_slice %r2 into %B[0] [3] [1] : tensor<3xf32> into tensor<?xf32>
  return %r1, %r3 : tensor<?xf32>, tensor<?xf32>
}
