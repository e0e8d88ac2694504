// A private function allocating on every call, called in a loop whose
// carried buffer is replaced by the result when the flag is set.
func.func private @step(%m: memref<8xf32>, %c: i1) -> memref<8xf32> {
  %fresh = memref.alloc() : memref<8xf32>
  memref.copy %m, %fresh : memref<8xf32> to memref<8xf32>
  %r = arith.select %c, %fresh, %m : memref<8xf32>
  return %r : memref<8xf32>
}

func.func @iterate(%n: index, %c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<8xf32>) {
    %next = func.call @step(%acc, %c) : (memref<8xf32>, i1) -> memref<8xf32>
    scf.yield %next : memref<8xf32>
  }
  return %r : memref<8xf32>
}
