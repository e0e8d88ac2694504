// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @regression_eliminate_equivalent_only
// A slice of a (filled) empty tensor inserted back into it, then doubled
// by a linalg.generic into slices of a loop's carried tensor: only inserts
// whose source is equivalent to an empty tensor are candidates.
// EXPECT: @regression_eliminate_equivalent_only(%sz = 1): 0, 14, 14 | %t0 = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
func.func @regression_eliminate_equivalent_only(%sz: index, %t0: tensor<?x16xi32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %seven = arith.constant 7 : i32
  %p = arith.constant 1 : index
  %e = tensor.empty(%sz) : tensor<?x8xi32>
  %27 = linalg.fill ins(%seven : i32) outs(%e : tensor<?x8xi32>) -> tensor<?x8xi32>
  %extracted_slice = tensor.extract_slice %27[0, 0] [%sz, 8] [1, 1] : tensor<?x8xi32> to tensor<?x8xi32>
  %28 = scf.for %arg4 = %c0 to %c16 step %c8 iter_args(%arg5 = %t0) -> (tensor<?x16xi32>) {
    %inserted_slice = tensor.insert_slice %extracted_slice into %27[0, 0] [%sz, 8] [1, 1] : tensor<?x8xi32> into tensor<?x8xi32>
    %extracted_slice_2 = tensor.extract_slice %arg5[%p, %p] [%sz, 8] [1, 1] : tensor<?x16xi32> to tensor<?x8xi32>
    %32 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%inserted_slice : tensor<?x8xi32>) outs(%extracted_slice_2 : tensor<?x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %tr = arith.addi %in, %in : i32
      linalg.yield %tr : i32
    } -> tensor<?x8xi32>
    %inserted_slice_3 = tensor.insert_slice %32 into %arg5[%p, %arg4] [%sz, 8] [1, 1] : tensor<?x8xi32> into tensor<?x16xi32>
    scf.yield %inserted_slice_3 : tensor<?x16xi32>
  }
  %x = tensor.extract %28[%c0, %c0] : tensor<?x16xi32>
  %y = tensor.extract %28[%c1, %c0] : tensor<?x16xi32>
  %z = tensor.extract %28[%c1, %c15] : tensor<?x16xi32>
  return %x, %y, %z : i32, i32, i32
}
