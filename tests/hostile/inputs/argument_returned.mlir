func.func @f(%arg: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %arg : memref<2xf32>
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
