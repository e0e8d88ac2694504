// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @nested_extract_slice_and_insert
// Fills of slices of slices inserted back level by level: into a
// non-writable argument (its outer slice copied), a writable one (all in
// place), and a writable one whose inner insert does not match its slice.
// EXPECT: @nested_extract_slice_and_insert(): [1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %A = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %B = [1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0] | %C = [1.0, 1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
func.func @nested_extract_slice_and_insert(%A: tensor<?x?xf32> {bufferization.writable = false}, %B: tensor<?x?xf32> {bufferization.writable = true}, %C: tensor<?x?xf32> {bufferization.writable = true}) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %f1 = arith.constant 1.000000e+00 : f32
  %idx = arith.constant 3 : index
  %sz1 = arith.constant 2 : index
  %sz2 = arith.constant 2 : index
  %sA = tensor.extract_slice %A[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %ssA = tensor.extract_slice %sA[0, 0] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %FA = linalg.fill ins(%f1 : f32) outs(%ssA : tensor<2x2xf32>) -> tensor<2x2xf32>
  %rsA = tensor.insert_slice %FA into %sA[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %rA = tensor.insert_slice %rsA into %A[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %sB = tensor.extract_slice %B[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %ssB = tensor.extract_slice %sB[0, 0] [2, %idx] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %sssB = tensor.extract_slice %ssB[0, 0] [2, 2] [1, 1] : tensor<2x?xf32> to tensor<2x2xf32>
  %FB = linalg.fill ins(%f1 : f32) outs(%sssB : tensor<2x2xf32>) -> tensor<2x2xf32>
  %rssB = tensor.insert_slice %FB into %ssB[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x?xf32>
  %rsB = tensor.insert_slice %rssB into %sB[0, 0] [2, %idx] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
  %rB = tensor.insert_slice %rsB into %B[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %sC = tensor.extract_slice %C[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %ssC = tensor.extract_slice %sC[0, 0] [%sz1, 2] [1, 1] : tensor<?x?xf32> to tensor<?x2xf32>
  %FC = linalg.fill ins(%f1 : f32) outs(%ssC : tensor<?x2xf32>) -> tensor<?x2xf32>
  %rsC = tensor.insert_slice %FC into %sC[0, 0] [%sz2, 2] [1, 1] : tensor<?x2xf32> into tensor<?x?xf32>
  %rC = tensor.insert_slice %rsC into %C[0, 0] [%idx, %idx] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %rA, %rB, %rC : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}
