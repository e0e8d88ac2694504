// arith.index_cast of tensors: the cast shares its source's buffer (MLIR 22
// casts the buffer).  An insert into the cast of a constant copies it; the
// cast of a filled buffer is read after the source's last use.
// [1, 2, 3, 4] as i32, with 9 at %i; and 5 + %i filled as i64, cast to index.
// EXPECT: @casts(%i = 0): 1, 9, 1, 5
// EXPECT: @casts(%i = 1): 2, 9, 2, 6
// EXPECT: @casts(%i = 3): 4, 9, 4, 8
func.func @casts(%i: index) -> (i32, i32, index, index) {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xindex>
  %c = arith.index_cast %t : tensor<4xindex> to tensor<4xi32>
  %nine = arith.constant 9 : i32
  %w = tensor.insert %nine into %c[%i] : tensor<4xi32>
  %x = tensor.extract %c[%i] : tensor<4xi32>
  %y = tensor.extract %w[%i] : tensor<4xi32>
  %z = tensor.extract %t[%i] : tensor<4xindex>
  %c5 = arith.constant 5 : index
  %v = arith.addi %i, %c5 : index
  %v64 = arith.index_cast %v : index to i64
  %e = tensor.empty() : tensor<2xi64>
  %filled = linalg.fill ins(%v64 : i64) outs(%e : tensor<2xi64>) -> tensor<2xi64>
  %indices = arith.index_cast %filled : tensor<2xi64> to tensor<2xindex>
  %c1 = arith.constant 1 : index
  %u = tensor.extract %indices[%c1] : tensor<2xindex>
  return %x, %y, %z, %u : i32, i32, index, index
}
