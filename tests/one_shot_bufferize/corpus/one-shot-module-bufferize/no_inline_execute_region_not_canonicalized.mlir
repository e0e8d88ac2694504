// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @no_inline_execute_region_not_canonicalized
// An scf.execute_region marked no_inline calling a function without tensors.
// EXPECT: @no_inline_execute_region_not_canonicalized(): 42
func.func private @foo() {
  return
}

func.func @no_inline_execute_region_not_canonicalized() -> i32 {
  %c = arith.constant 42 : i32
  %v = scf.execute_region -> i32 no_inline {
    func.call @foo() : () -> ()
    scf.yield %c : i32
  }
  return %v : i32
}
