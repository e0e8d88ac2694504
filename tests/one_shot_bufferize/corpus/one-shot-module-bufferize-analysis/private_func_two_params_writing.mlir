// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @private_func_two_params_writing
// One tensor passed twice to a bodiless function that may write both
// arguments: both operands go out of place.
// EXPECT: @private_func_two_params_writing(): 0.0 | %t = [0.0, 0.0, 0.0, 0.0]
func.func private @ext_func(%t1: tensor<?xf32>, %t2: tensor<?xf32>)

func.func @private_func_two_params_writing(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  scf.if %false {
    func.call @ext_func(%t, %t) : (tensor<?xf32>, tensor<?xf32>) -> ()
  }
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  return %x : f32
}
