// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @read_dependence_through_scf_and_call
// The same through an scf.for passing both fills on, and through a function
// calling the bodiless one.
// EXPECT: @read_dependence_through_scf_and_call(): 1.0, 2.0, 1.0, 2.0 | %I = [2.0, 2.0, 2.0, 2.0] | %I2 = [2.0, 2.0, 2.0, 2.0]
func.func private @foo(tensor<4xf32>)

func.func private @bar(%A: tensor<4xf32>) {
  %false = arith.constant false
  scf.if %false {
    func.call @foo(%A) : (tensor<4xf32>) -> ()
  }
  return
}

func.func @read_dependence_through_scf_and_call(%I: tensor<4xf32> {bufferization.writable = true}, %I2: tensor<4xf32> {bufferization.writable = true}) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.000000e+00 : f32
  %f2 = arith.constant 2.000000e+00 : f32
  %false = arith.constant false
  %A = linalg.fill ins(%f1 : f32) outs(%I : tensor<4xf32>) -> tensor<4xf32>
  %B = linalg.fill ins(%f2 : f32) outs(%I : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%0 = %A, %1 = %B) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
  scf.if %false {
    func.call @foo(%r#0) : (tensor<4xf32>) -> ()
    func.call @foo(%r#1) : (tensor<4xf32>) -> ()
  }
  %A2 = linalg.fill ins(%f1 : f32) outs(%I2 : tensor<4xf32>) -> tensor<4xf32>
  %B2 = linalg.fill ins(%f2 : f32) outs(%I2 : tensor<4xf32>) -> tensor<4xf32>
  func.call @bar(%A2) : (tensor<4xf32>) -> ()
  func.call @bar(%B2) : (tensor<4xf32>) -> ()
  %x = tensor.extract %r#0[%c0] : tensor<4xf32>
  %y = tensor.extract %r#1[%c0] : tensor<4xf32>
  %z = tensor.extract %A2[%c0] : tensor<4xf32>
  %w = tensor.extract %B2[%c0] : tensor<4xf32>
  return %x, %y, %z, %w : f32, f32, f32, f32
}
