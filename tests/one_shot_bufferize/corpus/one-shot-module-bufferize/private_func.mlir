// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @private_func
// Bodiless private functions of ranked tensors of one and two dimensions get
// memref signatures of fully dynamic layout; a function without tensors runs.
// EXPECT: @empty_func(%n = 1): 1
func.func private @declared_1d(tensor<?xf32>)

func.func private @declared_2d(tensor<?x?xf32>)

func.func @empty_func(%n: index) -> index {
  return %n : index
}
