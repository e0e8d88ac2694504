// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @call_to_unknown_tensor_returning_func
// A call of a bodiless function returning a tensor (in a branch never
// taken, so the program runs): its result becomes a memref of dynamic layout.
// EXPECT: @call_to_unknown_tensor_returning_func(%i = 1): 0.0 | %t = [0.0, 0.0, 0.0, 0.0]
func.func private @foo(%t: tensor<?xf32>) -> (f32, tensor<?xf32>, f32)

func.func @call_to_unknown_tensor_returning_func(%i: index, %t: tensor<?xf32>) -> f32 {
  %false = arith.constant false
  %r = scf.if %false -> (f32) {
    %a, %b, %c = func.call @foo(%t) : (tensor<?xf32>) -> (f32, tensor<?xf32>, f32)
    %x = tensor.extract %b[%i] : tensor<?xf32>
    scf.yield %x : f32
  } else {
    %x = tensor.extract %t[%i] : tensor<?xf32>
    scf.yield %x : f32
  }
  return %r : f32
}
