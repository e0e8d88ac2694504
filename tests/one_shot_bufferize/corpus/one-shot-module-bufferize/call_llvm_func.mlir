// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @call_llvm_func
// Another kind of callable (llvm.func) next to the functions: left as it
// is (the call is in a branch never taken, so the program runs).
// EXPECT: @call_llvm_func(%n = 3): 3
llvm.func @llvm_func()

func.func @call_llvm_func(%n: index) -> index {
  %false = arith.constant false
  scf.if %false {
    llvm.call @llvm_func() : () -> ()
  }
  return %n : index
}
