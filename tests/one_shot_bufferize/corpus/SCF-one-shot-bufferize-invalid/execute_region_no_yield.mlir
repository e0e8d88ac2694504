// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true
// UPSTREAM: @execute_region_no_yield
// MLIR-ERROR: op without unique scf.yield is not supported
// An scf.execute_region whose blocks branch to each other forever and
// never yield.
func.func @execute_region_no_yield(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.execute_region -> tensor<4xf32> {
    cf.br ^bb1(%t : tensor<4xf32>)
  ^bb1(%arg0: tensor<4xf32>):
    cf.br ^bb2(%arg0 : tensor<4xf32>)
  ^bb2(%arg1: tensor<4xf32>):
    cf.br ^bb1(%arg1 : tensor<4xf32>)
  }
  return %0 : tensor<4xf32>
}
