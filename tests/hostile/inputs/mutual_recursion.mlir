func.func @even(%n: index, %buffer: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %zero -> (memref<4xf32>) {
    scf.yield %buffer : memref<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %fresh = memref.alloc() : memref<4xf32>
    memref.copy %buffer, %fresh : memref<4xf32> to memref<4xf32>
    %o = func.call @odd(%m, %fresh) : (index, memref<4xf32>) -> memref<4xf32>
    scf.yield %o : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func private @odd(%n: index, %buffer: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %zero -> (memref<4xf32>) {
    %copy = memref.alloc() : memref<4xf32>
    memref.copy %buffer, %copy : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %e = func.call @even(%m, %buffer) : (index, memref<4xf32>) -> memref<4xf32>
    scf.yield %e : memref<4xf32>
  }
  return %r : memref<4xf32>
}
