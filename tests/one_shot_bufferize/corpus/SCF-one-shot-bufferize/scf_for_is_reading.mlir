// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_for_is_reading
// A loop whose body fills its iteration argument but yields another tensor:
// the init is copied, so the argument read after the loop keeps its value.
// EXPECT: @scf_for_is_reading(%n = 0): 0.0, 0.0 | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
// EXPECT: @scf_for_is_reading(%n = 3): 0.0, 0.0 | %A = [0.0, 0.0, 0.0, 0.0] | %B = [0.0, 0.0, 0.0, 0.0]
func.func @scf_for_is_reading(%n: index, %A: tensor<?xf32>, %B: tensor<?xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 3.000000e+00 : f32
  %0 = scf.for %iv = %c0 to %n step %c1 iter_args(%t = %A) -> (tensor<?xf32>) {
    %r = linalg.fill ins(%cst : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %B : tensor<?xf32>
  }
  %x = tensor.extract %0[%c1] : tensor<?xf32>
  %y = tensor.extract %A[%c1] : tensor<?xf32>
  return %x, %y : f32, f32
}
