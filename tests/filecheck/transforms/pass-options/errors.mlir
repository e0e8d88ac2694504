// Pass options are checked before any pass runs: one line, non-zero exit.
// RUN: not xdsl-opt %s -p 'buffer-deallocation-pipeline{private-function-dynamic-ownership=maybe}' 2>&1 | filecheck %s --check-prefix=BOOL --match-full-lines --strict-whitespace
// RUN: not xdsl-opt %s -p 'ownership-based-buffer-deallocation{remove-deallocations=true}' 2>&1 | filecheck %s --check-prefix=UNKNOWN --match-full-lines
// RUN: not xdsl-opt %s -p 'bufferization-lower-deallocations{inline-limit=-4}' 2>&1 | filecheck %s --check-prefix=COUNT --match-full-lines
// RUN: xdsl-opt %s -p 'buffer-deallocation-pipeline{private-function-dynamic-ownership}' | xdsl-dealloc-check - | filecheck %s --check-prefix=FLAG

// BOOL:buffer-deallocation-pipeline: option private-function-dynamic-ownership takes true or false, not 'maybe'

// UNKNOWN:ownership-based-buffer-deallocation: unknown option remove-deallocations; it takes private-function-dynamic-ownership, remove-existing-deallocations, allocation-ops, deallocation-ops, name-allocations-directly

// COUNT:bufferization-lower-deallocations: option inline-limit takes a non-negative integer, not '-4'

// A boolean option without a value means true, as in MLIR 22.
// FLAG: @fill: clean, 1 run
func.func @fill() -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  %x = memref.load %a[%c0] : memref<2xf32>
  return %x : f32
}
