// OPTIONS: bufferize-function-boundaries=true
// Argument attributes as MLIR reads them: `bufferization.writable = false`
// makes a function copy its argument before writing it; `bufferization.access`
// declares the access instead of the analysis (here "read-write" on an
// argument only read, so the caller copies the tensor it reads again).
// EXPECT: @main(%i = 0): 5.0, 1.0, 1.0, 2.0
// EXPECT: @main(%i = 1): 5.0, 1.0, 1.0, 2.0
// EXPECT: @main(%i = 3): 5.0, 1.0, 1.0, 2.0
func.func private @set_five(%t: tensor<4xf32> {bufferization.writable = false}, %i: index) -> tensor<4xf32> {
  %five = arith.constant 5.000000e+00 : f32
  %u = tensor.insert %five into %t[%i] : tensor<4xf32>
  return %u : tensor<4xf32>
}

func.func private @peek(%t: tensor<4xf32> {bufferization.access = "read-write"}, %i: index) -> f32 {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

func.func @main(%i: index) -> (f32, f32, f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = func.call @set_five(%t, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
  %a = tensor.extract %u[%i] : tensor<4xf32>
  %b = tensor.extract %t[%i] : tensor<4xf32>
  %c = func.call @peek(%t, %i) : (tensor<4xf32>, index) -> f32
  %w = tensor.insert %two into %t[%i] : tensor<4xf32>
  %d = tensor.extract %w[%i] : tensor<4xf32>
  return %a, %b, %c, %d : f32, f32, f32, f32
}
