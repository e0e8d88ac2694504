// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @func_multiple_yields
// MLIR-ERROR: could not infer buffer type of block argument
// A function with a second, unreachable return block whose argument has
// no predecessor to take a buffer type from (MLIR 22 no longer asks for a
// unique return).
func.func @func_multiple_yields(%t: tensor<5xf32>) -> tensor<5xf32> {
  func.return %t : tensor<5xf32>
^bb1(%arg1: tensor<5xf32>):
  func.return %arg1 : tensor<5xf32>
}
