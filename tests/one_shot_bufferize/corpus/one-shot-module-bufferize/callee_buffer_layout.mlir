// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @callee
// An argument with bufferization.buffer_layout (identity, with two unused
// symbols) passed on to a function that writes it; the callers' arguments are
// not writable, so the outermost caller copies all three.
// EXPECT: @entry(%i = 1): 3.0 | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0] | %C = [0.0, 0.0, 0.0, 0.0]
func.func private @writes(%t: tensor<?xf32>, %i: index) -> f32 {
  %one = arith.constant 1.000000e+00 : f32
  %u = tensor.insert %one into %t[%i] : tensor<?xf32>
  %x = tensor.extract %u[%i] : tensor<?xf32>
  return %x : f32
}

func.func private @callee(%A: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0)[s0, s1] -> (d0)>}, %B: tensor<?xf32>, %C: tensor<?xf32>, %i: index) -> f32 {
  %a = func.call @writes(%A, %i) : (tensor<?xf32>, index) -> f32
  %b = func.call @writes(%B, %i) : (tensor<?xf32>, index) -> f32
  %c = func.call @writes(%C, %i) : (tensor<?xf32>, index) -> f32
  %ab = arith.addf %a, %b : f32
  %abc = arith.addf %ab, %c : f32
  return %abc : f32
}

func.func @entry(%i: index, %A: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0)[s0, s1] -> (d0)>, bufferization.writable = false}, %B: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0)[s0, s1] -> (d0)>, bufferization.writable = false}, %C: tensor<?xf32> {bufferization.writable = false}) -> f32 {
  %x = func.call @callee(%A, %B, %C, %i) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>, index) -> f32
  return %x : f32
}
