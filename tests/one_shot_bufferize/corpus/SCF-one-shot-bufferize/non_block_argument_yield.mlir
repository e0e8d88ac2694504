// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @non_block_argument_yield
// Nested while loops whose inner body yields a tensor defined outside both
// loops (not a block argument).
// EXPECT: @non_block_argument_yield(%c = true): 3
// EXPECT: @non_block_argument_yield(%c = false): 3
func.func @non_block_argument_yield(%c: i1) -> i32 {
  %false = arith.constant false
  %three = arith.constant 3 : i32
  %a = bufferization.alloc_tensor() : tensor<i32>
  %0 = linalg.fill ins(%three : i32) outs(%a : tensor<i32>) -> tensor<i32>
  %1:2 = scf.while (%arg0 = %0, %go = %c) : (tensor<i32>, i1) -> (tensor<i32>, i1) {
    scf.condition(%go) %arg0, %go : tensor<i32>, i1
  } do {
  ^bb0(%arg0: tensor<i32>, %g: i1):
    %ret:2 = scf.while (%arg1 = %0, %go2 = %g) : (tensor<i32>, i1) -> (tensor<i32>, i1) {
      scf.condition(%go2) %arg1, %go2 : tensor<i32>, i1
    } do {
    ^bb0(%arg7: tensor<i32>, %g2: i1):
      scf.yield %0, %false : tensor<i32>, i1
    }
    scf.yield %ret#0, %false : tensor<i32>, i1
  }
  %r = tensor.extract %1#0[] : tensor<i32>
  return %r : i32
}
