// OPTIONS: bufferize-function-boundaries=true copy-before-write=true
// copy-before-write with function boundaries: no analysis, every write
// (in the functions, and by the calls, which know nothing of their callees)
// goes to a copy.  (A function without func.return makes MLIR 22 crash
// with these options: test_function_boundaries.py.)
// EXPECT: @main(%i = 0): 8.0, 28.0, 12.0, 22.0
// EXPECT: @main(%i = 1): 8.0, 28.0, 12.0, 22.0
// EXPECT: @main(%i = 3): 8.0, 28.0, 12.0, 22.0
func.func private @filled(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func private @bump(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %ten = arith.constant 1.000000e+01 : f32
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = arith.addf %x, %ten : f32
  %u = tensor.insert %y into %t[%i] : tensor<4xf32>
  return %u : tensor<4xf32>
}

func.func private @through(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func private @total(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.000000e+00 : f32
  %s = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = tensor.extract %t[%k] : tensor<4xf32>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  return %s : f32
}

func.func @main(%i: index) -> (f32, f32, f32, f32) {
  %two = arith.constant 2.000000e+00 : f32
  %t = func.call @filled(%two) : (f32) -> tensor<4xf32>
  %u = func.call @bump(%t, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
  %v = func.call @bump(%u, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
  %w = func.call @through(%v) : (tensor<4xf32>) -> tensor<4xf32>
  %before = func.call @total(%t) : (tensor<4xf32>) -> f32
  %after = func.call @total(%w) : (tensor<4xf32>) -> f32
  %x = tensor.extract %u[%i] : tensor<4xf32>
  %y = tensor.extract %w[%i] : tensor<4xf32>
  return %before, %after, %x, %y : f32, f32, f32, f32
}
