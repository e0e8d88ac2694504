// scf.if yielding one of two tensors, then written into.
// EXPECT: @choose(%c = false, %i = 0): 9.0, 2.0 | %out = [9.0, 2.0, 2.0, 2.0]
// EXPECT: @choose(%c = true, %i = 3): 9.0, 1.0 | %out = [1.0, 1.0, 1.0, 9.0]
func.func @choose(%c: i1, %i: index, %out: memref<4xf32>) -> (f32, f32) {
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %nine = arith.constant 9.000000e+00 : f32
  %e1 = tensor.empty() : tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %b = linalg.fill ins(%two : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %picked = scf.if %c -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  %written = tensor.insert %nine into %picked[%i] : tensor<4xf32>
  %x = tensor.extract %written[%i] : tensor<4xf32>
  %c1 = arith.constant 1 : index
  %y = tensor.extract %picked[%c1] : tensor<4xf32>
  bufferization.materialize_in_destination %written in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return %x, %y : f32, f32
}
