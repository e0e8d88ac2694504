// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @write_into_constant_via_alias
// A write into a slice of a constant: the slice is copied, the constant
// stays.
// EXPECT: @write_into_constant_via_alias(%s1 = 1): [2, 9], 2
// EXPECT: @write_into_constant_via_alias(%s1 = 3): [4, 9], 2
func.func @write_into_constant_via_alias(%s1: index) -> (tensor<?xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %nine = arith.constant 9 : i32
  %A = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %b = tensor.extract_slice %A[%s1] [%c2] [1] : tensor<5xi32> to tensor<?xi32>
  %r = tensor.insert %nine into %b[%c1] : tensor<?xi32>
  %x = tensor.extract %A[%c1] : tensor<5xi32>
  return %r, %x : tensor<?xi32>, i32
}
