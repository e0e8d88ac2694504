// A buffer freed on one branch only: it leaks whenever %c is false.
func.func @leak_on_false(%c: i1) {
  %a = memref.alloc() : memref<8xf32>
  scf.if %c {
    memref.dealloc %a : memref<8xf32>
  }
  return
}

// The buffer made in each iteration is dropped by the next one.
func.func @leak_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xi64>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %init) -> (memref<2xi64>) {
    %next = memref.alloc() : memref<2xi64>
    scf.yield %next : memref<2xi64>
  }
  memref.dealloc %last : memref<2xi64>
  return
}
