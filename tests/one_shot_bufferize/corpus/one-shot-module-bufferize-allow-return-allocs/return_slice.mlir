// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @return_slice
// A function returning a slice of its argument (an alias); the caller then
// overwrites the argument and reads the slice: the slice is copied first.
// EXPECT: @main(%sz = 1, %idx = 0): 0.0, 1.0 | %t = [1.0, 1.0, 1.0, 1.0]
func.func private @return_slice(%t: tensor<?xf32>, %sz: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %t[1] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @main(%sz: index, %idx: index, %t: tensor<?xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.000000e+00 : f32
  %0 = func.call @return_slice(%t, %sz) : (tensor<?xf32>, index) -> tensor<?xf32>
  %filled = linalg.fill ins(%cst : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  %inside = arith.cmpi ult, %idx, %d : index
  %r1 = scf.if %inside -> (f32) {
    %x = tensor.extract %0[%idx] : tensor<?xf32>
    scf.yield %x : f32
  } else {
    %m = arith.constant -1.000000e+00 : f32
    scf.yield %m : f32
  }
  %r2 = tensor.extract %filled[%idx] : tensor<?xf32>
  return %r1, %r2 : f32, f32
}
