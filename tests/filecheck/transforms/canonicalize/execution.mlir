// Canonicalization keeps what the deallocs free: the sanitizer finds the
// programs clean before and after, for every combination of boolean inputs.
// RUN: xdsl-dealloc-check %s | filecheck %s
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | xdsl-dealloc-check - | filecheck %s

// The op frees a buffer listed twice at most once, through its first entry;
// the merged entry frees it under the disjunction of both conditions, the
// same here because the first condition implies the second.  (When a later
// entry's condition holds and the first's does not, the op itself frees
// nothing, the merged one frees: MLIR's canonicalizer has the same
// difference, which can only turn a leak into a free.)
// CHECK: @merged_duplicates: clean, 4 runs
func.func @merged_duplicates(%c: i1, %d: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %either = arith.ori %c, %d : i1
  %neither = arith.xori %either, %true : i1
  func.call @use(%a) : (memref<2xf32>) -> ()
  bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%either, %c)
  scf.if %neither {
    memref.dealloc %a : memref<2xf32>
  }
  func.return
}

// CHECK: @retained_twice: clean, 2 runs
func.func @retained_twice(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %sel = arith.select %c, %a, %b : memref<2xf32>
  %own:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%sel, %sel : memref<2xf32>, memref<2xf32>)
  %both = arith.andi %own#0, %own#1 : i1
  scf.if %both {
    memref.dealloc %sel : memref<2xf32>
  }
  func.return
}

// CHECK: @false_and_dead: clean, 2 runs
func.func @false_and_dead(%c: i1) {
  %false = arith.constant false
  %true = arith.constant true
  %dead = memref.alloc() : memref<4xf32>
  %stack = memref.alloca() : memref<4xf32>
  %live = memref.alloc() : memref<4xf32>
  func.call @use4(%live) : (memref<4xf32>) -> ()
  %base, %offset, %size, %stride = memref.extract_strided_metadata %live : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%dead, %stack, %base : memref<4xf32>, memref<4xf32>, memref<f32>) if (%true, %false, %true)
  func.return
}

// CHECK: @redundant_clone: clean, 3 runs
func.func @redundant_clone(%n: index) {
  %src = memref.alloc(%n) : memref<?xf32>
  %copy = bufferization.clone %src : memref<?xf32> to memref<?xf32>
  memref.dealloc %src : memref<?xf32>
  func.call @use_dynamic(%copy) : (memref<?xf32>) -> ()
  memref.dealloc %copy : memref<?xf32>
  func.return
}

// CHECK: all clean
func.func @use(%m: memref<2xf32>) {
  func.return
}
func.func @use4(%m: memref<4xf32>) {
  func.return
}
func.func @use_dynamic(%m: memref<?xf32>) {
  func.return
}
