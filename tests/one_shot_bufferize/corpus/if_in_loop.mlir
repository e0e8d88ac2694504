// An scf.if inside a loop conditionally updating the loop-carried tensor.
// EXPECT: @odd_positions(%n = 3): %out = [0, 1, 0, 0]
func.func @odd_positions(%n: index, %out: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %e = tensor.empty() : tensor<4xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> (tensor<4xi32>) {
    %rem = arith.remsi %i, %c2 : index
    %odd = arith.cmpi eq, %rem, %c1 : index
    %u = scf.if %odd -> (tensor<4xi32>) {
      %w = tensor.insert %one into %t[%i] : tensor<4xi32>
      scf.yield %w : tensor<4xi32>
    } else {
      scf.yield %t : tensor<4xi32>
    }
    scf.yield %u : tensor<4xi32>
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xi32>, memref<4xi32>) -> ()
  return
}
