// UPSTREAM: @materialize_in_dest_raw
// MLIR-ERROR: cannot avoid RaW conflict
// The destination of a materialize_in_destination is read after it, so it
// cannot be written in place, and the op may not copy elsewhere.
func.func @materialize_in_dest_raw(%i: index) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %dest = linalg.fill ins(%one : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %src = linalg.fill ins(%two : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.materialize_in_destination %src in %dest : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %old = tensor.extract %dest[%i] : tensor<4xf32>
  %new = tensor.extract %m[%i] : tensor<4xf32>
  return %new, %old : f32, f32
}
