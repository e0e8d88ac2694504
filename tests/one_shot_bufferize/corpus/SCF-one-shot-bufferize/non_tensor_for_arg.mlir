// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @non_tensor_for_arg
// A loop carrying an index next to the tensor it writes at that index.
// EXPECT: @non_tensor_for_arg(): [0.0, 2.0, 0.0, 0.0] | %A = [0.0, 2.0, 0.0, 0.0]
func.func @non_tensor_for_arg(%A: tensor<?xf32> {bufferization.writable = true}) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2.000000e+00 : f32
  %c10 = arith.constant 10 : index
  %r1:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%idx = %c1, %t = %A) -> (index, tensor<?xf32>) {
    %t2 = tensor.insert %c2 into %t[%idx] : tensor<?xf32>
    scf.yield %idx, %t2 : index, tensor<?xf32>
  }
  return %r1#1 : tensor<?xf32>
}
