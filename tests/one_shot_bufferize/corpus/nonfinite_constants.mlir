// Constants in the forms MLIR prints them: -inf and NaN splats in
// hexadecimal (f32, f64, f16), a NaN beside decimals, and an i1 mask of more
// than 100 elements as a bit-packed blob (element 0 is the lowest bit of
// the first byte).
// EXPECT: @max_from_neg_inf(%c = false): -1.0 | %out = [nan, nan, nan, nan]
// EXPECT: @max_from_neg_inf(%c = true): -1.0 | %out = [-3.0, -1.0, -2.0, -5.0]
// EXPECT: @wider_and_narrower(%i = 0): true, true, 1.0
// EXPECT: @wider_and_narrower(%i = 1): true, true, -inf
// EXPECT: @wider_and_narrower(%i = 3): true, true, inf
// EXPECT: @mask_bits(%i = 0): false, false
// EXPECT: @mask_bits(%i = 1): true, true
// EXPECT: @mask_bits(%i = 3): true, false
func.func @max_from_neg_inf(%c: i1, %out: memref<4xf32>) -> f32 {
  %init = arith.constant dense<0xFF800000> : tensor<f32>
  %values = arith.constant dense<[-3.000000e+00, -1.000000e+00, -2.000000e+00, -5.000000e+00]> : tensor<4xf32>
  %nan = arith.constant dense<0x7FC00000> : tensor<4xf32>
  %reduced = linalg.reduce ins(%values : tensor<4xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %max = arith.maximumf %in, %acc : f32
      linalg.yield %max : f32
    }
  %picked = arith.select %c, %values, %nan : tensor<4xf32>
  bufferization.materialize_in_destination %picked in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  %max = tensor.extract %reduced[] : tensor<f32>
  return %max : f32
}
func.func @wider_and_narrower(%i: index) -> (i1, i1, f32) {
  %c0 = arith.constant 0 : index
  %wide = arith.constant dense<[0xFFF0000000000000, 2.500000e+00]> : tensor<2xf64>
  %half = arith.constant dense<0x7C00> : tensor<3xf16>
  %mixed = arith.constant dense<[1.000000e+00, 0xFF800000, 3.000000e+00, 0x7F800000]> : tensor<4xf32>
  %lowest = arith.constant -1.000000e+308 : f64
  %highest = arith.constant 6.550400e+04 : f16
  %w = tensor.extract %wide[%c0] : tensor<2xf64>
  %h = tensor.extract %half[%c0] : tensor<3xf16>
  %m = tensor.extract %mixed[%i] : tensor<4xf32>
  %w_is_neg_inf = arith.cmpf olt, %w, %lowest : f64
  %h_is_inf = arith.cmpf ogt, %h, %highest : f16
  return %w_is_neg_inf, %h_is_inf, %m : i1, i1, f32
}
func.func @mask_bits(%i: index) -> (i1, i1) {
  %mask = arith.constant dense<"0x0AFFFFFFFFFFFFFFFFFFFFFF20"> : tensor<104xi1>
  %c100 = arith.constant 100 : index
  %j = arith.addi %i, %c100 : index
  %low = tensor.extract %mask[%i] : tensor<104xi1>
  %high = tensor.extract %mask[%j] : tensor<104xi1>
  return %low, %high : i1, i1
}
