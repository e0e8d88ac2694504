// OPTIONS: allow-unknown-ops=true test-analysis-only=true
// UPSTREAM: @read_after_write_conflict
// A tensor from an op without model is written by a tensor.insert and read
// by another such op after it: the insert goes out of place.
func.func @read_after_write_conflict(%cst: f32, %idx: index, %idx2: index) -> (f32, f32) {
  %t = "dealloc_test.make_tensor"() : () -> tensor<10xf32>
  %write = tensor.insert %cst into %t[%idx2] : tensor<10xf32>
  %read = "dealloc_test.read"(%t) : (tensor<10xf32>) -> f32
  %read2 = tensor.extract %write[%idx] : tensor<10xf32>
  return %read, %read2 : f32, f32
}
