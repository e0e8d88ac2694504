func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%current = %init) -> (memref<2xf32>) {
    %stack = memref.alloca() : memref<2xf32>
    scf.yield %stack : memref<2xf32>
  }
  %x = memref.load %last[%c0] : memref<2xf32>
  return %x : f32
}
