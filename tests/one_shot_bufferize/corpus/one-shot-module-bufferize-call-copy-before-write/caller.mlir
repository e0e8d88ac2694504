// OPTIONS: bufferize-function-boundaries=true copy-before-write=true
// UPSTREAM: @caller
// A call of a bodiless function under copy-before-write (in a branch never
// taken, so the program runs).
// EXPECT: @caller(): 0.0 | %A = [0.0, 0.0, 0.0, 0.0]
func.func private @callee(tensor<4xf32>)

func.func @caller(%A: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  scf.if %false {
    func.call @callee(%A) : (tensor<4xf32>) -> ()
  }
  %x = tensor.extract %A[%c0] : tensor<4xf32>
  return %x : f32
}
