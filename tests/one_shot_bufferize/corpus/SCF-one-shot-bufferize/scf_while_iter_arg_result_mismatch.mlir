// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_while_iter_arg_result_mismatch
// A while loop without results whose body yields an insert into a tensor
// from outside the loop (not its iteration argument): a copy per iteration.
// EXPECT: @scf_while_iter_arg_result_mismatch(%i = 1): 0.0 | %arg0 = [false, true, false, false, false]
func.func @scf_while_iter_arg_result_mismatch(%i: index, %arg0: tensor<5xi1>) -> f32 {
  %true = arith.constant true
  %false = arith.constant false
  %zero = arith.constant 0.000000e+00 : f32
  %start = tensor.insert %true into %arg0[%i] : tensor<5xi1>
  %e = tensor.empty() : tensor<5xi1>
  %arg1 = linalg.fill ins(%true : i1) outs(%e : tensor<5xi1>) -> tensor<5xi1>
  scf.while (%arg3 = %arg1) : (tensor<5xi1>) -> () {
    %0 = tensor.extract %arg3[%i] : tensor<5xi1>
    scf.condition(%0)
  } do {
    %2 = tensor.insert %false into %start[%i] : tensor<5xi1>
    scf.yield %2 : tensor<5xi1>
  }
  return %zero : f32
}
