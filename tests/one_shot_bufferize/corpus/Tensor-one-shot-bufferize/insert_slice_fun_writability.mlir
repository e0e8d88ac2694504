// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @insert_slice_fun (four arguments)
// insert_slice of a writable or non-writable slice into a writable or
// non-writable tensor: only the last insert into the writable tensor is in
// place; the caller's tensor read after the call is copied before it.
// EXPECT: @main(%i = 0): 5.0, 7.0, 5.0, 7.0, 2.0
// EXPECT: @main(%i = 1): 6.0, 8.0, 6.0, 8.0, 2.0
// EXPECT: @main(%i = 3): 1.0, 1.0, 2.0, 2.0, 2.0
func.func private @insert_slice_fun(%A0: tensor<?xf32> {bufferization.writable = false}, %A1: tensor<?xf32> {bufferization.writable = true}, %t0: tensor<2xf32> {bufferization.writable = false}, %t1: tensor<2xf32> {bufferization.writable = true}) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %r0 = tensor.insert_slice %t0 into %A0[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %r1 = tensor.insert_slice %t1 into %A0[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %r2 = tensor.insert_slice %t0 into %A1[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %r3 = tensor.insert_slice %t1 into %A1[0] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %r0, %r1, %r2, %r3 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

func.func @main(%i: index) -> (f32, f32, f32, f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %c4 = arith.constant 4 : index
  %e0 = tensor.empty(%c4) : tensor<?xf32>
  %A0 = linalg.fill ins(%one : f32) outs(%e0 : tensor<?xf32>) -> tensor<?xf32>
  %e1 = tensor.empty(%c4) : tensor<?xf32>
  %A1 = linalg.fill ins(%two : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %t0 = arith.constant dense<[5.000000e+00, 6.000000e+00]> : tensor<2xf32>
  %t1 = arith.constant dense<[7.000000e+00, 8.000000e+00]> : tensor<2xf32>
  %r:4 = func.call @insert_slice_fun(%A0, %A1, %t0, %t1) : (tensor<?xf32>, tensor<?xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
  %a = tensor.extract %r#0[%i] : tensor<?xf32>
  %b = tensor.extract %r#1[%i] : tensor<?xf32>
  %c = tensor.extract %r#2[%i] : tensor<?xf32>
  %d = tensor.extract %r#3[%i] : tensor<?xf32>
  %e = tensor.extract %A1[%i] : tensor<?xf32>
  return %a, %b, %c, %d, %e : f32, f32, f32, f32, f32
}
