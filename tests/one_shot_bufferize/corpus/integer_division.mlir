// linalg.div on integers (signed division) and linalg.max.
// [6, 3, 2, 1] / (n + 1), at least 1.
// EXPECT: @divide(%n = 0): %out = [6, 3, 2, 1]
// EXPECT: @divide(%n = 1): %out = [3, 1, 1, 1]
// EXPECT: @divide(%n = 3): %out = [1, 1, 1, 1]
func.func @divide(%n: index, %out: memref<4xi32>) {
  %numerators = arith.constant dense<[6, 3, 2, 1]> : tensor<4xi32>
  %c1 = arith.constant 1 : index
  %n1 = arith.addi %n, %c1 : index
  %k = arith.index_cast %n1 : index to i32
  %e = tensor.empty() : tensor<4xi32>
  %divisors = linalg.fill ins(%k : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %q = linalg.div ins(%numerators, %divisors : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %one = arith.constant 1 : i32
  %e2 = tensor.empty() : tensor<4xi32>
  %ones = linalg.fill ins(%one : i32) outs(%e2 : tensor<4xi32>) -> tensor<4xi32>
  %r = linalg.max ins(%q, %ones : tensor<4xi32>, tensor<4xi32>) outs(%q : tensor<4xi32>) -> tensor<4xi32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xi32>, memref<4xi32>) -> ()
  return
}
