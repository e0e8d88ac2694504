// RUN: not xdsl-dealloc-check %s | filecheck %s
// RUN: not xdsl-dealloc-check %s --function missing 2>&1 | filecheck %s --check-prefix=BAD

// BAD: xdsl-dealloc-check: error: unknown function @missing

// CHECK:      @conditional_leak: 1 finding(s), 2 runs
// CHECK-NEXT:   allocations=2 frees=1 peak_live_bytes=16 executed_ops=8 alias_comparisons=0 helper_calls=0
// CHECK-NEXT:   {{.*}}findings.mlir:[[# @LINE + 2]]:3: leak: 16 bytes of heap memory never freed before @conditional_leak returned [in 1 of 2 runs]
func.func @conditional_leak(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// CHECK:      @wrong_retain: 1 finding(s), 1 run
// CHECK:        {{.*}}findings.mlir:[[# @LINE + 8]]:3: use-after-free: reads memory that was already freed
// CHECK-NEXT:     op: %x = memref.load %b[%c0] : memref<2xf32>
func.func @wrong_retain() -> f32 {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%a : memref<2xf32>)
  %x = memref.load %b[%c0] : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return %x : f32
}

// CHECK: 2 function(s) checked, 2 with findings
