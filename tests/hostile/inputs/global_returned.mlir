memref.global "private" constant @table : memref<2xf32> = dense<[1.0, 2.0]>

func.func @f(%c: i1) -> memref<2xf32> {
  %g = memref.get_global @table : memref<2xf32>
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %g : memref<2xf32>
  }
  return %r : memref<2xf32>
}
