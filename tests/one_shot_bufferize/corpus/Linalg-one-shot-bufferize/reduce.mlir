// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @reduce
// A linalg.reduce over the middle dimension of a 3-d tensor.
// EXPECT: @reduce(%i = 1): 3.0, 6.0
func.func @reduce(%i: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.000000e+00 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %input = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index):
    %k = arith.addi %a, %b : index
    %ki = arith.index_cast %k : index to i64
    %v = arith.sitofp %ki : i64 to f32
    tensor.yield %v : f32
  } : tensor<2x3x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %reduce = linalg.reduce ins(%input : tensor<2x3x4xf32>) outs(%init : tensor<2x4xf32>) dimensions = [1]
    (%in: f32, %out: f32) {
      %0 = arith.addf %out, %in : f32
      linalg.yield %0 : f32
    }
  %x = tensor.extract %reduce[%c0, %i] : tensor<2x4xf32>
  %y = tensor.extract %reduce[%c1, %i] : tensor<2x4xf32>
  %z = arith.addf %y, %zero : f32
  return %x, %z : f32, f32
}
