// tensor.generate of a dynamic size: the element is its index squared.
// EXPECT: @squares(%n = 3): 4.0, 9.0, 3
func.func @squares(%n: index) -> (f32, f32, index) {
  %c1 = arith.constant 1 : index
  %size = arith.addi %n, %c1 : index
  %g = tensor.generate %size {
  ^bb0(%i: index):
    %k = arith.index_cast %i : index to i32
    %f = arith.sitofp %k : i32 to f32
    %sq = arith.mulf %f, %f : f32
    tensor.yield %sq : f32
  } : tensor<?xf32>
  %last = tensor.extract %g[%n] : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %g, %c0 : tensor<?xf32>
  %before = arith.subi %dim, %c1 : index
  %lower = arith.maxsi %before, %c1 : index
  %capped = arith.minsi %lower, %n : index
  %two_before = arith.subi %capped, %c1 : index
  %safe = arith.maxsi %two_before, %c0 : index
  %second = tensor.extract %g[%safe] : tensor<?xf32>
  %r = tensor.rank %g : tensor<?xf32>
  %rank_plus = arith.addi %r, %safe : index
  %rank_again = arith.subi %rank_plus, %safe : index
  %twice = arith.addi %rank_again, %rank_again : index
  %three = arith.addi %twice, %rank_again : index
  return %second, %last, %three : f32, f32, index
}
