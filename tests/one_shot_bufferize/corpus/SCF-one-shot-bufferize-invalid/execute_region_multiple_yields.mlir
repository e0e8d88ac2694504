// OPTIONS: allow-unknown-ops=true allow-return-allocs-from-loops=true
// UPSTREAM: @execute_region_multiple_yields
// MLIR-ERROR: op without unique scf.yield is not supported
// An scf.execute_region of two blocks, each yielding.
func.func @execute_region_multiple_yields(%c: i1, %i: index) -> f32 {
  %t = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %0 = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^bb1(%t : tensor<4xf32>), ^bb2
  ^bb1(%arg1: tensor<4xf32>):
    scf.yield %arg1 : tensor<4xf32>
  ^bb2:
    scf.yield %t : tensor<4xf32>
  }
  %x = tensor.extract %0[%i] : tensor<4xf32>
  return %x : f32
}
