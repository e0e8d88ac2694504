// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_while
// An scf.while whose condition reads the carried i1 tensor and whose body
// clears the flag read: in place into the writable argument.
// EXPECT: @scf_while(%idx = 1): [false, false, false, false], 1 | %arg0 = [false, false, false, false]
func.func @scf_while(%idx: index, %arg0: tensor<?xi1>) -> (tensor<?xi1>, index) {
  %true = arith.constant true
  %false = arith.constant false
  %start = tensor.insert %true into %arg0[%idx] : tensor<?xi1>
  %res:2 = scf.while (%arg1 = %start, %i = %idx) : (tensor<?xi1>, index) -> (tensor<?xi1>, index) {
    %condition = tensor.extract %arg1[%idx] : tensor<?xi1>
    scf.condition(%condition) %arg1, %i : tensor<?xi1>, index
  } do {
  ^bb0(%arg2: tensor<?xi1>, %i: index):
    %1 = tensor.insert %false into %arg2[%i] : tensor<?xi1>
    scf.yield %1, %i : tensor<?xi1>, index
  }
  return %res#0, %res#1 : tensor<?xi1>, index
}
