// OPTIONS: bufferize-function-boundaries=true
// A recursive function: its calls to itself are answered conservatively
// (they read and write their tensor, and the result may alias it), as in
// MLIR 22; the caller still reads its own tensor after the call, so that
// is copied.
// EXPECT: @main(%n = 0): 0.0, 0.0, 0.0, 0.0, 0.0
// EXPECT: @main(%n = 1): 0.0, 1.0, 0.0, 0.0, 0.0
// EXPECT: @main(%n = 3): 0.0, 1.0, 1.0, 1.0, 0.0
func.func private @bump_down(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %one = arith.constant 1.000000e+00 : f32
    %x = tensor.extract %t[%n] : tensor<4xf32>
    %y = arith.addf %x, %one : f32
    %u = tensor.insert %y into %t[%n] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %v = func.call @bump_down(%u, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %v : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main(%n: index) -> (f32, f32, f32, f32, f32) {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @bump_down(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  %a = tensor.extract %r[%c0] : tensor<4xf32>
  %b = tensor.extract %r[%c1] : tensor<4xf32>
  %c = tensor.extract %r[%c2] : tensor<4xf32>
  %d = tensor.extract %r[%c3] : tensor<4xf32>
  %old = tensor.extract %t[%c3] : tensor<4xf32>
  return %a, %b, %c, %d, %old : f32, f32, f32, f32, f32
}
