// A for loop inside an if inside a while loop, and an execute_region with
// a diamond inside a for loop.
func.func @deep(%n: index, %c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  %count, %r = scf.while (%i = %c0, %m = %init) : (index, memref<8xf32>) -> (index, memref<8xf32>) {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i, %m : index, memref<8xf32>
  } do {
  ^bb0(%j: index, %k: memref<8xf32>):
    %next = scf.if %c -> (memref<8xf32>) {
      %inner = scf.for %x = %c0 to %j step %c1 iter_args(%acc = %k) -> (memref<8xf32>) {
        %fresh = memref.alloc() : memref<8xf32>
        memref.copy %acc, %fresh : memref<8xf32> to memref<8xf32>
        scf.yield %fresh : memref<8xf32>
      }
      scf.yield %inner : memref<8xf32>
    } else {
      scf.yield %k : memref<8xf32>
    }
    %j1 = arith.addi %j, %c1 : index
    scf.yield %j1, %next : index, memref<8xf32>
  }
  return %r : memref<8xf32>
}

func.func @region_in_loop(%n: index, %c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (memref<8xf32>) {
    %e = scf.execute_region -> (memref<8xf32>) {
      cf.cond_br %c, ^keep, ^replace
    ^keep:
      scf.yield %acc : memref<8xf32>
    ^replace:
      %fresh = memref.alloc() : memref<8xf32>
      scf.yield %fresh : memref<8xf32>
    }
    scf.yield %e : memref<8xf32>
  }
  return %r : memref<8xf32>
}
