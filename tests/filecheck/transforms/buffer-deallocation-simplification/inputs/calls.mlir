// Calls of functions that return fresh buffers, their argument, or one of
// their arguments.

func.func private @fresh(%arg: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  return %a : memref<4xf32>
}

func.func private @identity(%arg: memref<4xf32>) -> memref<4xf32> {
  return %arg : memref<4xf32>
}

func.func private @pick(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %s = arith.select %c, %a, %b : memref<4xf32>
  return %s : memref<4xf32>
}

func.func @caller(%arg: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  %f = call @fresh(%a) : (memref<4xf32>) -> memref<4xf32>
  %i = call @identity(%a) : (memref<4xf32>) -> memref<4xf32>
  %p = call @pick(%f, %a, %c) : (memref<4xf32>, memref<4xf32>, i1) -> memref<4xf32>
  memref.copy %i, %p : memref<4xf32> to memref<4xf32>
  %g = call @fresh(%p) : (memref<4xf32>) -> memref<4xf32>
  return %g : memref<4xf32>
}

func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> (memref<4xf32>) {
    %y = func.call @fresh(%x) : (memref<4xf32>) -> memref<4xf32>
    scf.yield %y : memref<4xf32>
  }
  %last = call @identity(%r) : (memref<4xf32>) -> memref<4xf32>
  memref.copy %last, %init : memref<4xf32> to memref<4xf32>
  return
}

// Callees that return their argument on one path and a new buffer on the
// other: the ownership pass guards the return with a copy, so each call
// returns a new buffer, and the simplification knows (no runtime checks).
func.func private @argument_or_new(%arg: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %arg : memref<4xf32>
  } else {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func private @argument_or_new_branch(%arg: memref<4xf32>, %c: i1) -> memref<4xf32> {
  cf.cond_br %c, ^bb1(%arg : memref<4xf32>), ^bb2
^bb2:
  %a = memref.alloc() : memref<4xf32>
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%r: memref<4xf32>):
  return %r : memref<4xf32>
}

func.func @guarded_returns(%c: i1, %d: i1) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %x = call @argument_or_new(%a, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  %y = call @argument_or_new_branch(%a, %d) : (memref<4xf32>, i1) -> memref<4xf32>
  memref.copy %x, %y : memref<4xf32> to memref<4xf32>
  %s = arith.select %c, %x, %y : memref<4xf32>
  return %s : memref<4xf32>
}
