// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @external_func_with_return_val
// A bodiless function taking a tensor and returning a scalar: only its
// argument becomes a memref.
// EXPECT: @uses_nothing(%c = true): true
func.func private @declared(tensor<4xi32>) -> f32

func.func @uses_nothing(%c: i1) -> i1 {
  return %c : i1
}
