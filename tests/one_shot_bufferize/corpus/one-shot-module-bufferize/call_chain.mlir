// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @f1
// A chain of calls ending in a function that writes its argument: only the
// caller whose argument is not writable copies.
// EXPECT: @main(%i = 3): 2.0 | %t = [0.0, 0.0, 0.0, 0.0]
func.func private @f0(%t: tensor<?xf32>, %i: index) -> f32 {
  %two = arith.constant 2.000000e+00 : f32
  %u = tensor.insert %two into %t[%i] : tensor<?xf32>
  %x = tensor.extract %u[%i] : tensor<?xf32>
  return %x : f32
}

func.func private @f1(%t: tensor<?xf32>, %i: index) -> f32 {
  %x = func.call @f0(%t, %i) : (tensor<?xf32>, index) -> f32
  return %x : f32
}

func.func private @f2(%t: tensor<?xf32>, %i: index) -> f32 {
  %x = func.call @f1(%t, %i) : (tensor<?xf32>, index) -> f32
  return %x : f32
}

func.func @main(%i: index, %t: tensor<?xf32> {bufferization.writable = false}) -> f32 {
  %x = func.call @f2(%t, %i) : (tensor<?xf32>, index) -> f32
  return %x : f32
}
