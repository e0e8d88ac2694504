func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  %grown = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<?xf32>) {
    %size = arith.addi %i, %c1 : index
    %bigger = memref.realloc %b(%size) : memref<?xf32> to memref<?xf32>
    scf.yield %bigger : memref<?xf32>
  }
  %x = memref.load %grown[%c0] : memref<?xf32>
  return %x : f32
}
