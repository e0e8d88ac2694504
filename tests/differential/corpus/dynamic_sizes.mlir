// Dynamically sized buffers, including a zero-sized one, passed through a
// loop and returned.
func.func @sized(%n: index, %c: i1) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%c1) : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (memref<?xf32>) {
    %s = arith.select %c, %acc, %b : memref<?xf32>
    scf.yield %s : memref<?xf32>
  }
  return %r : memref<?xf32>
}
