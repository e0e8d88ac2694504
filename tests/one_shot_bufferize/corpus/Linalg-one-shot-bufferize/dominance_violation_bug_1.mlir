// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @dominance_violation_bug_1
// A fill of a slice of a slice of a non-writable argument, inserted back
// through both slices: valid IR, the argument copied once.
// EXPECT: @dominance_violation_bug_1(%idx = 3): [0.0, 0.0, 0.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0] | %A = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @dominance_violation_bug_1(%idx: index, %A: tensor<?x?xf32> {bufferization.writable = false}) -> tensor<?x?xf32> {
  %f0 = arith.constant 0.000000e+00 : f32
  %five = arith.constant 5.000000e+00 : f32
  %A5 = linalg.fill ins(%five : f32) outs(%A : tensor<?x?xf32>) -> tensor<?x?xf32>
  %sA = tensor.extract_slice %A5[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %ssA = tensor.extract_slice %sA[0, 0] [1, %idx] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
  %FA = linalg.fill ins(%f0 : f32) outs(%ssA : tensor<1x?xf32>) -> tensor<1x?xf32>
  %rsA = tensor.insert_slice %FA into %sA[0, 0] [1, %idx] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
  %rA = tensor.insert_slice %rsA into %A5[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %rA : tensor<?x?xf32>
}
