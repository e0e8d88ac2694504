// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @test_keep_ranked_return
// Results of calls of bodiless functions (unranked, dynamic, with an
// identity layout annotation) cast to a static shape and returned: the
// returned types keep the static shape.  The functions are private and not
// called (their callees have no body); a public function runs.
// EXPECT: @unrelated(%n = 3): 3
func.func private @callee() -> tensor<*xf32>

func.func private @test_keep_ranked_return() -> tensor<8xf32> {
  %0 = func.call @callee() : () -> tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func private @callee_dynamic_shape() -> tensor<?xf32>

func.func private @test_keep_static_shape_return() -> tensor<8xf32> {
  %0 = func.call @callee_dynamic_shape() : () -> tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func private @callee_layout() -> tensor<8xf32, affine_map<(d0) -> (d0)>>

func.func private @test_layout_return() -> tensor<8xf32> {
  %0 = func.call @callee_layout() : () -> tensor<8xf32, affine_map<(d0) -> (d0)>>
  %1 = tensor.cast %0 : tensor<8xf32, affine_map<(d0) -> (d0)>> to tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @unrelated(%n: index) -> index {
  return %n : index
}
