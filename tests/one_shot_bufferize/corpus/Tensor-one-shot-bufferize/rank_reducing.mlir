// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @rank_reducing
// Nested loops moving rank-reducing slices of a 3-d tensor into a 3-d
// buffer, which the outer loop inserts into a 4-d tensor of dynamic size.
// EXPECT: @rank_reducing(%i = 0): 311.0, 100.0
// EXPECT: @rank_reducing(%i = 3): 3311.0, 3100.0
func.func @rank_reducing(%i: index) -> (f32, f32) {
  %j = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %arg0 = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index):
    %c1000 = arith.constant 1000 : index
    %c100 = arith.constant 100 : index
    %x = arith.muli %a, %c1000 : index
    %y = arith.muli %b, %c100 : index
    %xy = arith.addi %x, %y : index
    %k = arith.addi %xy, %c : index
    %ki = arith.index_cast %k : index to i64
    %v = arith.sitofp %ki : i64 to f32
    tensor.yield %v : f32
  } : tensor<4x7x16xf32>
  %0 = bufferization.alloc_tensor() : tensor<2x1x6x8xf32>
  %1 = tensor.cast %0 : tensor<2x1x6x8xf32> to tensor<?x1x6x8xf32>
  %2 = bufferization.alloc_tensor() : tensor<1x6x8xf32>
  %5 = scf.for %arg7 = %c0 to %c16 step %c8 iter_args(%arg8 = %1) -> (tensor<?x1x6x8xf32>) {
    %7 = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%arg7)
    %8 = tensor.extract_slice %arg0[%i, %j, %arg7] [1, 6, 8] [1, 1, 1] : tensor<4x7x16xf32> to tensor<1x6x8xf32>
    %9 = scf.for %arg9 = %c0 to %c6 step %c1 iter_args(%arg10 = %2) -> (tensor<1x6x8xf32>) {
      %11 = tensor.extract_slice %8[0, %arg9, 0] [1, 1, 8] [1, 1, 1] : tensor<1x6x8xf32> to tensor<1x1x8xf32>
      %12 = tensor.insert_slice %11 into %arg10[0, %arg9, 0] [1, 1, 8] [1, 1, 1] : tensor<1x1x8xf32> into tensor<1x6x8xf32>
      scf.yield %12 : tensor<1x6x8xf32>
    }
    %10 = tensor.insert_slice %9 into %arg8[%7, 0, 0, 0] [1, 1, 6, 8] [1, 1, 1, 1] : tensor<1x6x8xf32> into tensor<?x1x6x8xf32>
    scf.yield %10 : tensor<?x1x6x8xf32>
  }
  %x = tensor.extract %5[%c1, %c0, %c2, %c3] : tensor<?x1x6x8xf32>
  %y = tensor.extract %5[%c0, %c0, %c0, %c0] : tensor<?x1x6x8xf32>
  return %x, %y : f32, f32
}
