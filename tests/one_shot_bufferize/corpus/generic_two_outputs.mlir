// linalg.generic with two outputs: the sum and the product of two inputs.
// EXPECT: @sum_and_product(%c = false): %sums = [2.0, 4.0, 6.0] | %products = [1.0, 4.0, 9.0]
// EXPECT: @sum_and_product(%c = true): %sums = [3.0, 5.0, 7.0] | %products = [2.0, 6.0, 12.0]
#id = affine_map<(d0) -> (d0)>
func.func @sum_and_product(%c: i1, %sums: memref<3xf32>, %products: memref<3xf32>) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
  %w = arith.constant dense<[2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<3xf32>
  %other = arith.select %c, %w, %v : tensor<3xf32>
  %e1 = tensor.empty() : tensor<3xf32>
  %e2 = tensor.empty() : tensor<3xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]} ins(%v, %other : tensor<3xf32>, tensor<3xf32>) outs(%e1, %e2 : tensor<3xf32>, tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32, %p: f32):
    %sum = arith.addf %a, %b : f32
    %product = arith.mulf %a, %b : f32
    linalg.yield %sum, %product : f32, f32
  } -> (tensor<3xf32>, tensor<3xf32>)
  bufferization.materialize_in_destination %r#0 in restrict writable %sums : (tensor<3xf32>, memref<3xf32>) -> ()
  bufferization.materialize_in_destination %r#1 in restrict writable %products : (tensor<3xf32>, memref<3xf32>) -> ()
  return
}
