func.func @chain(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %inner = func.call @chain(%m) : (index) -> memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    memref.copy %inner, %b : memref<2xf32> to memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
