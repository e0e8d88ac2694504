// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @private_func_read_write
// A cast of an argument passed to a bodiless function (assumed to read and
// write it; in a branch never taken), the argument read afterwards: the
// cast goes out of place.
// EXPECT: @private_func_read_write(): 0.0 | %t = [0.0, 0.0, 0.0, 0.0, 0.0]
func.func private @ext_func(%t: tensor<?xf32>)

func.func @private_func_read_write(%t: tensor<5xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  %0 = tensor.cast %t : tensor<5xf32> to tensor<?xf32>
  scf.if %false {
    func.call @ext_func(%0) : (tensor<?xf32>) -> ()
  }
  %1 = tensor.extract %t[%c0] : tensor<5xf32>
  return %1 : f32
}
