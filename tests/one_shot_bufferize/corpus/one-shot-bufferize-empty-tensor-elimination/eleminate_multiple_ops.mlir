// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @eleminate_multiple_ops
// Two filled empty tensors yielded by the branches of an scf.if, whose
// result is inserted: both become subviews of the destination.
// EXPECT: @eleminate_multiple_ops(%sz = 1, %c = true): [0.0, 3.0, 0.0, 0.0] | %t = [0.0, 3.0, 0.0, 0.0]
// EXPECT: @eleminate_multiple_ops(%sz = 3, %c = false): [0.0, 4.0, 4.0, 4.0] | %t = [0.0, 4.0, 4.0, 4.0]
func.func @eleminate_multiple_ops(%sz: index, %c: i1, %t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>}) -> tensor<?xf32> {
  %cst1 = arith.constant 3.000000e+00 : f32
  %cst2 = arith.constant 4.000000e+00 : f32
  %if = scf.if %c -> (tensor<?xf32>) {
    %a1 = tensor.empty(%sz) : tensor<?xf32>
    %f1 = linalg.fill ins(%cst1 : f32) outs(%a1 : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f1 : tensor<?xf32>
  } else {
    %a2 = tensor.empty(%sz) : tensor<?xf32>
    %f2 = linalg.fill ins(%cst2 : f32) outs(%a2 : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %f2 : tensor<?xf32>
  }
  %r = tensor.insert_slice %if into %t[1] [%sz] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
