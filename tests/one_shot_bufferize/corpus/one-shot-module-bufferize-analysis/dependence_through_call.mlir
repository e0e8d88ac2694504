// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @dependence_through_call
// Two fills of one writable argument, each passed to a bodiless function
// (assumed to read and write it; in a branch never taken, so the program
// runs): the first fill goes out of place.
// EXPECT: @dependence_through_call(): 1.0, 2.0 | %I = [2.0, 2.0, 2.0, 2.0]
func.func private @foo(tensor<4xf32>)

func.func @dependence_through_call(%I: tensor<4xf32> {bufferization.writable = true}) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %f1 = arith.constant 1.000000e+00 : f32
  %f2 = arith.constant 2.000000e+00 : f32
  %false = arith.constant false
  %A = linalg.fill ins(%f1 : f32) outs(%I : tensor<4xf32>) -> tensor<4xf32>
  %B = linalg.fill ins(%f2 : f32) outs(%I : tensor<4xf32>) -> tensor<4xf32>
  scf.if %false {
    func.call @foo(%A) : (tensor<4xf32>) -> ()
    func.call @foo(%B) : (tensor<4xf32>) -> ()
  }
  %x = tensor.extract %A[%c0] : tensor<4xf32>
  %y = tensor.extract %B[%c0] : tensor<4xf32>
  return %x, %y : f32, f32
}
