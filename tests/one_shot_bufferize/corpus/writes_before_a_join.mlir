// A tensor written in place in one branch, before the join where it meets
// a constant yielded by the other branch and read after it: the write
// reaches neither the constant nor what is read after the join, so it is
// in place.  MLIR's alias sets, merged at the `scf.if`, hold the constant,
// so MLIR 22 writes into a copy (one allocation and one copy more); with
// an `scf.index_switch`, whose results it does not alias with what the
// cases yield, it writes in place as ours does.
// EXPECT: @if_join(%c = false, %i = 0): 3.0, 1.0
// EXPECT: @if_join(%c = false, %i = 1): 3.0, 2.0
// EXPECT: @if_join(%c = false, %i = 3): 3.0, 4.0
// EXPECT: @if_join(%c = true, %i = 0): 1.0, 1.0
// EXPECT: @if_join(%c = true, %i = 1): 2.0, 2.0
// EXPECT: @if_join(%c = true, %i = 3): 4.0, 4.0
// EXPECT: @switch_join(%k = 0, %i = 0): 1.0, 1.0
// EXPECT: @switch_join(%k = 0, %i = 1): 2.0, 2.0
// EXPECT: @switch_join(%k = 0, %i = 3): 4.0, 4.0
// EXPECT: @switch_join(%k = 1, %i = 0): 3.0, 1.0
// EXPECT: @switch_join(%k = 1, %i = 1): 3.0, 2.0
// EXPECT: @switch_join(%k = 1, %i = 3): 3.0, 4.0
// EXPECT: @switch_join(%k = 3, %i = 0): 3.0, 1.0
// EXPECT: @switch_join(%k = 3, %i = 1): 3.0, 2.0
// EXPECT: @switch_join(%k = 3, %i = 3): 3.0, 4.0
func.func @if_join(%c: i1, %i: index) -> (f32, f32) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %one = arith.constant 1.000000e+00 : f32
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %cst : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%f : tensor<4xf32>) {
    ^bb0(%y: f32):
      %two = arith.addf %y, %y : f32
      %three = arith.addf %two, %y : f32
      linalg.yield %three : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %a = tensor.extract %r[%i] : tensor<4xf32>
  %b = tensor.extract %cst[%i] : tensor<4xf32>
  return %a, %b : f32, f32
}
func.func @switch_join(%k: index, %i: index) -> (f32, f32) {
  %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %one = arith.constant 1.000000e+00 : f32
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    scf.yield %cst : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%f : tensor<4xf32>) {
    ^bb0(%y: f32):
      %two = arith.addf %y, %y : f32
      %three = arith.addf %two, %y : f32
      linalg.yield %three : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %a = tensor.extract %r[%i] : tensor<4xf32>
  %b = tensor.extract %cst[%i] : tensor<4xf32>
  return %a, %b : f32, f32
}
