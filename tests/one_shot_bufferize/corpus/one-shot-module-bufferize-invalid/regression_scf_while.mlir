// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @regression_scf_while
// MLIR-ERROR: Yield operand #0 is not equivalent to the corresponding iter bbArg
// A while body yielding the tensor defined before the loop.
func.func @regression_scf_while() {
  %false = arith.constant false
  %8 = bufferization.alloc_tensor() : tensor<10x10xf32>
  scf.while (%arg0 = %8) : (tensor<10x10xf32>) -> () {
    scf.condition(%false)
  } do {
    scf.yield %8 : tensor<10x10xf32>
  }
  return
}
