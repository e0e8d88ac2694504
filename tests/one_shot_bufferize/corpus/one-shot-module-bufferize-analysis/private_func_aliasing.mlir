// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @private_func_aliasing
// A bodiless function returning two tensors, either of which may alias its
// argument, one read afterwards: the call's operand goes out of place.
// EXPECT: @private_func_aliasing(): 0.0 | %t = [0.0, 0.0, 0.0, 0.0]
func.func private @ext_func(%t: tensor<?xf32>) -> (tensor<5xf32>, tensor<6xf32>)

func.func @private_func_aliasing(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  %r = scf.if %false -> (f32) {
    %0, %1 = func.call @ext_func(%t) : (tensor<?xf32>) -> (tensor<5xf32>, tensor<6xf32>)
    %2 = tensor.extract %1[%c0] : tensor<6xf32>
    scf.yield %2 : f32
  } else {
    %2 = tensor.extract %t[%c0] : tensor<?xf32>
    scf.yield %2 : f32
  }
  return %r : f32
}
