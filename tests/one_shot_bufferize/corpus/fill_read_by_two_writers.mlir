// A filled tensor is the init of two ops that accumulate into it (a
// recurrent cell's two matmuls into one zero-filled tensor): the second
// one decided writes a new buffer.  MLIR 22 copies the filled buffer into
// it; ours fills the new buffer again (no copy, the same allocations).  A
// `generic` whose body yields a value from outside, ignoring its init, is
// filled again as well; one reading its init is copied.
// EXPECT: @two_accumulations(%x = 0): 4.0, 6.0, 2.0, 3.0
// EXPECT: @two_accumulations(%x = 1): 8.0, 10.0, 2.0, 3.0
// EXPECT: @two_accumulations(%x = 3): 16.0, 18.0, 2.0, 3.0
func.func @two_accumulations(%x: index) -> (f32, f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.index_cast %x : index to i32
  %s = arith.sitofp %i : i32 to f32
  %one = arith.constant 1.000000e+00 : f32
  %three = arith.addf %s, %s : f32
  %start = arith.addf %three, %one : f32
  %a = arith.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[1.000000e+00, 0.000000e+00], [0.000000e+00, 1.000000e+00]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%start : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m1 = linalg.matmul ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m2 = linalg.matmul ins(%b, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %sum = linalg.add ins(%m1, %m2 : tensor<2x2xf32>, tensor<2x2xf32>) outs(%m1 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e1 = tensor.empty() : tensor<2xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e1 : tensor<2xf32>) {
  ^bb0(%out: f32):
    linalg.yield %one : f32
  } -> tensor<2xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%g : tensor<2xf32>) {
  ^bb0(%out: f32):
    %t = arith.addf %out, %one : f32
    linalg.yield %t : f32
  } -> tensor<2xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%g : tensor<2xf32>) {
  ^bb0(%out: f32):
    %t = arith.addf %out, %one : f32
    %u = arith.addf %t, %one : f32
    linalg.yield %u : f32
  } -> tensor<2xf32>
  %v0 = tensor.extract %sum[%c0, %c0] : tensor<2x2xf32>
  %v1 = tensor.extract %sum[%c0, %c1] : tensor<2x2xf32>
  %v2 = tensor.extract %r1[%c0] : tensor<2xf32>
  %v3 = tensor.extract %r2[%c1] : tensor<2xf32>
  return %v0, %v1, %v2, %v3 : f32, f32, f32, f32
}
