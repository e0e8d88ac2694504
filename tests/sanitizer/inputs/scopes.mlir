// The alloca escapes its scope and is read after the scope ended.
func.func @escaping_alloca() -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca_scope  -> (memref<1xi32>) {
    %a = memref.alloca() : memref<1xi32>
    memref.alloca_scope.return %a : memref<1xi32>
  }
  %x = memref.load %m[%c0] : memref<1xi32>
  return %x : i32
}

// Each scf.for iteration is an allocation scope: the alloca of the previous
// iteration is dead when the next one reads it.
func.func @alloca_across_iterations() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i32
  %init = memref.alloca() : memref<1xi32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %init) -> (memref<1xi32>) {
    %x = memref.load %prev[%c0] : memref<1xi32>
    %a = memref.alloca() : memref<1xi32>
    memref.store %x, %a[%c0] : memref<1xi32>
    scf.yield %a : memref<1xi32>
  }
  return
}

// Allocas of scf.if live until the function returns: correct.
func.func @alloca_in_if(%c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i32
  %m = scf.if %c -> (memref<1xi32>) {
    %a = memref.alloca() : memref<1xi32>
    memref.store %seven, %a[%c0] : memref<1xi32>
    scf.yield %a : memref<1xi32>
  } else {
    %b = memref.alloca() : memref<1xi32>
    memref.store %seven, %b[%c0] : memref<1xi32>
    scf.yield %b : memref<1xi32>
  }
  %x = memref.load %m[%c0] : memref<1xi32>
  return %x : i32
}

// Returning stack memory: the caller's free of the result is invalid.
func.func @return_alloca() -> memref<2xf32> {
  %a = memref.alloca() : memref<2xf32>
  return %a : memref<2xf32>
}

// A copy into a buffer of an alloca scope that has ended.
func.func @copy_after_scope() -> f32 {
  %c0 = arith.constant 0 : index
  %src = memref.alloc() : memref<4xf32>
  %dead = memref.alloca_scope  -> (memref<4xf32>) {
    %s = memref.alloca() : memref<4xf32>
    memref.alloca_scope.return %s : memref<4xf32>
  }
  memref.copy %src, %dead : memref<4xf32> to memref<4xf32>
  %x = memref.load %src[%c0] : memref<4xf32>
  memref.dealloc %src : memref<4xf32>
  return %x : f32
}
