// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @transpose
// A linalg.transpose of a 3-d tensor into an argument.
// EXPECT: @transpose(): 6.0 | %init = [0.0, 6.0, 12.0, 3.0, 9.0, 15.0, 1.0, 7.0, 13.0, 4.0, 10.0, 16.0, 2.0, 8.0, 14.0, 5.0, 11.0, 17.0]
func.func @transpose(%init: tensor<3x2x3xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %input = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index):
    %c6 = arith.constant 6 : index
    %c3 = arith.constant 3 : index
    %a6 = arith.muli %a, %c6 : index
    %b3 = arith.muli %b, %c3 : index
    %ab = arith.addi %a6, %b3 : index
    %k = arith.addi %ab, %c : index
    %ki = arith.index_cast %k : index to i64
    %v = arith.sitofp %ki : i64 to f32
    tensor.yield %v : f32
  } : tensor<3x2x3xf32>
  %t = linalg.transpose ins(%input : tensor<3x2x3xf32>) outs(%init : tensor<3x2x3xf32>) permutation = [2, 1, 0]
  %x = tensor.extract %t[%c0, %c0, %c1] : tensor<3x2x3xf32>
  return %x : f32
}
