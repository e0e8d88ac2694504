func.func private @pick(%c: i1, %n: index, %arg: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %stop = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %stop -> (memref<2xf32>) {
    %fresh = memref.alloc() : memref<2xf32>
    %s = arith.select %c, %fresh, %arg : memref<2xf32>
    scf.yield %s : memref<2xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %inner = func.call @pick(%c, %m, %arg) : (i1, index, memref<2xf32>) -> memref<2xf32>
    scf.yield %inner : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @f(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %r = func.call @pick(%c, %n, %a) : (i1, index, memref<2xf32>) -> memref<2xf32>
  %x = memref.load %r[%c0] : memref<2xf32>
  return %x : f32
}
