// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @yield_alloc_dominance_test_2
// An scf.execute_region yielding an alloc_tensor defined before it, written
// afterwards.
// EXPECT: @yield_alloc_dominance_test_2(%idx = 1, %idx2 = 1): 2.5
// EXPECT: @yield_alloc_dominance_test_2(%idx = 3, %idx2 = 0): 0.0
func.func @yield_alloc_dominance_test_2(%idx: index, %idx2: index) -> f32 {
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.000000e+00 : f32
  %cst = arith.constant 2.500000e+00 : f32
  %a = bufferization.alloc_tensor(%c4) : tensor<?xf32>
  %1 = linalg.fill ins(%zero : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %0 = scf.execute_region -> tensor<?xf32> {
    scf.yield %1 : tensor<?xf32>
  }
  %2 = tensor.insert %cst into %0[%idx] : tensor<?xf32>
  %r = tensor.extract %2[%idx2] : tensor<?xf32>
  return %r : f32
}
