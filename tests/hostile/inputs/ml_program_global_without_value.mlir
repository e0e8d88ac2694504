// A mutable ml_program.global without an initial value cannot become a
// memref.global: one diagnostic before anything changes (MLIR 22 fails
// half-way, with "global op must have a value").
ml_program.global private mutable @state : tensor<4xf32>
func.func @read() -> tensor<4xf32> {
  %0 = ml_program.global_load @state : tensor<4xf32>
  return %0 : tensor<4xf32>
}
