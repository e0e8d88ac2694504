// scf.parallel with a buffer allocated per iteration (each iteration is an
// allocation scope for stack memory; heap buffers are freed in the body).
func.func @parallel(%n: index, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<8xf32>
    %v = memref.load %out[%i] : memref<8xf32>
    memref.store %v, %a[%i] : memref<8xf32>
    scf.reduce
  }
  return
}
