// The expansion, executed by the sanitizer for the sizes 0, 1 and 3: growing
// allocates, copies and frees the old buffer; shrinking keeps it.  Either way
// freeing the result releases everything, and the copied prefix is readable.
// RUN: xdsl-opt %s -p expand-realloc | xdsl-dealloc-check - | filecheck %s
// Without deallocs, a grown buffer's predecessor leaks, unless freed by hand.
// RUN: xdsl-opt %s -p 'expand-realloc{emit-deallocs=false}' | not xdsl-dealloc-check - | filecheck %s --check-prefix=NODEALLOC

// CHECK:     @grow_or_shrink: clean, 3 runs
// NODEALLOC: @grow_or_shrink: 1 finding(s), 3 runs
// NODEALLOC: leak
func.func @grow_or_shrink(%size: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %old = memref.alloc() : memref<2xf32>
  memref.store %one, %old[%c0] : memref<2xf32>
  memref.store %one, %old[%c1] : memref<2xf32>
  %new = memref.realloc %old(%size) : memref<2xf32> to memref<?xf32>
  // The kept prefix: min(old size, new size) elements.
  %shorter = arith.cmpi ult, %size, %c2 : index
  %kept = arith.select %shorter, %size, %c2 : index
  %sum = scf.for %i = %c0 to %kept step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %new[%i] : memref<?xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  memref.dealloc %new : memref<?xf32>
  func.return %sum : f32
}

// CHECK:     @static_grow: clean, 1 run
func.func @static_grow() {
  %old = memref.alloc() : memref<2xi32>
  %new = memref.realloc %old : memref<2xi32> to memref<5xi32>
  memref.dealloc %new : memref<5xi32>
  func.return
}

// CHECK:     all clean
