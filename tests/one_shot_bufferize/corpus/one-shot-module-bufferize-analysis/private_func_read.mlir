// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @private_func_read
// The same with a bodiless function whose argument is declared read only
// (bufferization.access = "read"): the cast stays in place.
// EXPECT: @private_func_read(): 0.0 | %t = [0.0, 0.0, 0.0, 0.0, 0.0]
func.func private @print_buffer(%t: tensor<*xf32> {bufferization.access = "read"})

func.func @private_func_read(%t: tensor<5xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  %0 = tensor.cast %t : tensor<5xf32> to tensor<*xf32>
  scf.if %false {
    func.call @print_buffer(%0) : (tensor<*xf32>) -> ()
  }
  %1 = tensor.extract %t[%c0] : tensor<5xf32>
  return %1 : f32
}
