// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @cross_iteration_cfg
// The fill of element i and read of element i - 1 in a loop of cf blocks.
// EXPECT: @cross_iteration_cfg(): 306.0 | %t0 = [1.0, 2.0, 3.0, 4.0]
func.func @cross_iteration_cfg(%t0: tensor<4xf32> {bufferization.writable = true}) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.000000e+00 : f32
  %value = arith.constant 1.000000e+02 : f32
  %init = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %t = tensor.insert_slice %init into %t0[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  cf.br ^bb1(%c1, %zero : index, f32)
^bb1(%i: index, %sum: f32):
  %prev = arith.subi %i, %c1 : index
  %lhs = tensor.extract_slice %t[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
  %rhs = tensor.extract_slice %t[%prev] [1] [1] : tensor<4xf32> to tensor<1xf32>
  %written = linalg.fill ins(%value : f32) outs(%lhs : tensor<1xf32>) -> tensor<1xf32>
  %new = tensor.extract %written[%c0] : tensor<1xf32>
  %old = tensor.extract %rhs[%c0] : tensor<1xf32>
  %pair = arith.addf %new, %old : f32
  %next = arith.addf %sum, %pair : f32
  %next_i = arith.addi %i, %c1 : index
  %continue = arith.cmpi ult, %next_i, %c4 : index
  cf.cond_br %continue, ^bb1(%next_i, %next : index, f32), ^bb2(%next : f32)
^bb2(%result: f32):
  return %result : f32
}
