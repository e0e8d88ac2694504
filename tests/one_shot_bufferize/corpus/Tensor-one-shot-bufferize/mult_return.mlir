// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @mult_return
// A callee with two return blocks, each returning a cast of its argument and
// another index: the tensor result is the argument's buffer.
// EXPECT: @mult_return(%cond = true, %a = 1, %b = 3): [0.0, 0.0, 0.0, 0.0], 1 | %t = [0.0, 0.0, 0.0, 0.0]
// EXPECT: @mult_return(%cond = false, %a = 1, %b = 3): [0.0, 0.0, 0.0, 0.0], 3 | %t = [0.0, 0.0, 0.0, 0.0]
func.func private @mult_return_callee(%t: tensor<?xf32>, %cond: i1, %a: index, %b: index) -> (tensor<4xf32>, index) {
  %casted = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  return %casted, %a : tensor<4xf32>, index
^bb2:
  return %casted, %b : tensor<4xf32>, index
}

func.func @mult_return(%cond: i1, %a: index, %b: index, %t: tensor<?xf32>) -> (tensor<4xf32>, index) {
  %r, %v = func.call @mult_return_callee(%t, %cond, %a, %b) : (tensor<?xf32>, i1, index, index) -> (tensor<4xf32>, index)
  return %r, %v : tensor<4xf32>, index
}
