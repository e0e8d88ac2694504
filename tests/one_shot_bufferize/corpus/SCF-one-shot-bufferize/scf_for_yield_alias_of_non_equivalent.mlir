// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_yield_alias_of_non_equivalent
// A loop inserting into its carried tensor (a tensor.generate) while reading
// slices of that generate's original value: the original is copied first.
// EXPECT: @scf_for_yield_alias_of_non_equivalent(%sz = 3): 25.0, 25.0, 5.0
func.func @scf_for_yield_alias_of_non_equivalent(%sz: index) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 5.000000e+00 : f32
  %0 = tensor.generate %c8 {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32>
  %r = scf.for %iv = %c0 to %sz step %c1 iter_args(%t = %0) -> (tensor<?xf32>) {
    %ll = tensor.extract_slice %0[%iv] [%sz] [1] : tensor<?xf32> to tensor<?xf32>
    %l = tensor.extract %ll[%c0] : tensor<?xf32>
    %double = arith.mulf %cst, %l : f32
    %s = tensor.insert %double into %t[%iv] : tensor<?xf32>
    scf.yield %s : tensor<?xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<?xf32>
  %y = tensor.extract %r[%c2] : tensor<?xf32>
  %z = tensor.extract %r[%sz] : tensor<?xf32>
  return %x, %y, %z : f32, f32, f32
}
