// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @scf_while_buffer_type_mismatch
// A while loop whose init is a slice (a strided buffer), whose condition
// passes on a slice of its argument and whose body writes it: casts join
// the buffer types.
// EXPECT: @scf_while_buffer_type_mismatch(): 4.0, 6.0
func.func @scf_while_buffer_type_mismatch() -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %cst = arith.constant 5.500000e+00 : f32
  %gen = tensor.generate %c8 {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i64
    %v = arith.sitofp %ii : i64 to f32
    tensor.yield %v : f32
  } : tensor<?xf32>
  %e2 = tensor.extract_slice %gen[1] [%c6] [1] : tensor<?xf32> to tensor<?xf32>
  %r:2 = scf.while (%t = %e2, %k = %c0) : (tensor<?xf32>, index) -> (tensor<?xf32>, index) {
    %go = arith.cmpi slt, %k, %c2 : index
    %d = tensor.dim %t, %c0 : tensor<?xf32>
    %m = arith.subi %d, %c1 : index
    %e = tensor.extract_slice %t[1] [%m] [1] : tensor<?xf32> to tensor<?xf32>
    scf.condition(%go) %e, %k : tensor<?xf32>, index
  } do {
  ^bb0(%b0: tensor<?xf32>, %b1: index):
    %n = tensor.insert %cst into %b0[%c0] : tensor<?xf32>
    %k1 = arith.addi %b1, %c1 : index
    scf.yield %n, %k1 : tensor<?xf32>, index
  }
  %x = tensor.extract %r#0[%c0] : tensor<?xf32>
  %y = tensor.extract %r#0[%c2] : tensor<?xf32>
  return %x, %y : f32, f32
}
