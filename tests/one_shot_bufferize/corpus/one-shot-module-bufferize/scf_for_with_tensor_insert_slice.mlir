// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @scf_for_with_tensor_insert_slice
// A loop inserting a slice into two carried tensors, returned swapped; the
// caller then passes one result to a function writing it, and returns both.
// EXPECT: @bar(%n = 0): 0.0, 0.0 | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
// EXPECT: @bar(%n = 3): 7.0, 7.0 | %A = [7.0, 7.0, 7.0, 0.0] | %B = [7.0, 7.0, 7.0, 0.0]
func.func private @writes(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9.000000e+00 : f32
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  %u = tensor.insert %nine into %t[%c0] : tensor<?xf32>
  %y = tensor.extract %u[%c0] : tensor<?xf32>
  %s = arith.addf %x, %y : f32
  return %x : f32
}

func.func private @scf_for_with_tensor_insert_slice(%A: tensor<?xf32>, %B: tensor<?xf32>, %C: tensor<1xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %A, %b = %B) -> (tensor<?xf32>, tensor<?xf32>) {
    %a2 = tensor.insert_slice %C into %a[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    %b2 = tensor.insert_slice %C into %b[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    scf.yield %a2, %b2 : tensor<?xf32>, tensor<?xf32>
  }
  return %r#1, %r#0 : tensor<?xf32>, tensor<?xf32>
}

func.func @bar(%n: index, %A: tensor<?xf32> {bufferization.writable = true}, %B: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %C = arith.constant dense<7.000000e+00> : tensor<1xf32>
  %r:2 = func.call @scf_for_with_tensor_insert_slice(%A, %B, %C, %n) : (tensor<?xf32>, tensor<?xf32>, tensor<1xf32>, index) -> (tensor<?xf32>, tensor<?xf32>)
  %x = func.call @writes(%r#0) : (tensor<?xf32>) -> f32
  %y = tensor.extract %r#0[%c0] : tensor<?xf32>
  return %x, %y : f32, f32
}
