// UPSTREAM: @empty_func
// A bodiless private function taking a tensor stays as it is (no function
// boundaries), next to a function without tensors.
// EXPECT: @empty_func(%n = 3): 3
func.func private @declared(tensor<?xf32>)

func.func @empty_func(%n: index) -> index {
  return %n : index
}
