// Calls of public functions, which keep the plain boundary ABI, also inside
// a loop and a branch.
func.func @make(%c: i1) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %r = arith.select %c, %a, %b : memref<8xf32>
  return %r : memref<8xf32>
}

func.func @use(%n: index, %c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = func.call @make(%c) : (i1) -> memref<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %first) -> (memref<8xf32>) {
    %next = scf.if %c -> (memref<8xf32>) {
      %m = func.call @make(%c) : (i1) -> memref<8xf32>
      scf.yield %m : memref<8xf32>
    } else {
      scf.yield %acc : memref<8xf32>
    }
    scf.yield %next : memref<8xf32>
  }
  return %r : memref<8xf32>
}
