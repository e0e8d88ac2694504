// OPTIONS: allow-unknown-ops test-analysis-only
// UPSTREAM: @read_after_write_conflict
// A tensor made by an op without a model is written by an insert and read
// afterwards by another unknown op: the insert must go out of place.
func.func @read_after_write_conflict(%v: f32, %i: index, %j: index) -> (f32, f32) {
  %t = "dealloc_test.make_tensor"() : () -> tensor<8xf32>
  %w = tensor.insert %v into %t[%j] : tensor<8xf32>
  %r = "dealloc_test.sum"(%t) : (tensor<8xf32>) -> f32
  %x = tensor.extract %w[%i] : tensor<8xf32>
  return %r, %x : f32, f32
}
