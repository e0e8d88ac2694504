func.func @f(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
