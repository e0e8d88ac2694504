// RUN: xdsl-opt %s -p one-shot-bufferize | filecheck %s
// RUN: xdsl-opt %s -p 'one-shot-bufferize{check-parallel-regions=false}' | filecheck %s --check-prefix=UNCHECKED
// Bufferized, then deallocated, every function runs clean for every input
// (tests/one_shot_bufferize/test_lit_programs.py checks the EXPECT values):
// RUN: xdsl-opt %s -p one-shot-bufferize,buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC
// RUN: xdsl-opt %s -p 'one-shot-bufferize{check-parallel-regions=false},buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// scf.forall writes its shared output in place and has no result left;
// each tensor.parallel_insert_slice becomes a copy into a subview of the
// output's buffer, before the (now empty) scf.forall.in_parallel.  A thread
// writing a tensor defined outside the loop gets a buffer of its own
// (allocated in the loop), unless check-parallel-regions=false.
// CHECK-LABEL: func.func @rows
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6xindex>
// CHECK-NEXT:    scf.forall (%[[I:.*]]) in (3) {
// CHECK-NEXT:      %[[OWN:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// CHECK-NEXT:      memref.store %[[I]], %[[OWN]][%{{.*}}] : memref<2xindex>
// CHECK:           %[[VIEW:.*]] = memref.subview %[[OUT]][%{{.*}}] [2] [1] : memref<6xindex> to memref<2xindex, strided<[1], offset: ?>>
// CHECK-NEXT:      memref.copy %[[OWN]], %[[VIEW]] : memref<2xindex> to memref<2xindex, strided<[1], offset: ?>>
// CHECK-NEXT:    }
// UNCHECKED-LABEL: func.func @rows
// UNCHECKED:         %[[SHARED:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// UNCHECKED-NEXT:    %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6xindex>
// UNCHECKED-NEXT:    scf.forall (%[[I:.*]]) in (3) {
// UNCHECKED-NEXT:      memref.store %[[I]], %[[SHARED]][%{{.*}}] : memref<2xindex>
// EXEC: @rows: clean, 3 runs
// EXPECT: @rows(%i = 0): 0, 7
// EXPECT: @rows(%i = 1): 7, 7
// EXPECT: @rows(%i = 3): 7, 7
func.func @rows(%i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %seven = arith.constant 7 : index
  %scratch = tensor.empty() : tensor<2xindex>
  %init = tensor.empty() : tensor<6xindex>
  %r = scf.forall (%k) in (3) shared_outs(%o = %init) -> (tensor<6xindex>) {
    %first = tensor.insert %k into %scratch[%c0] : tensor<2xindex>
    %row = tensor.insert %seven into %first[%c1] : tensor<2xindex>
    %offset = arith.muli %k, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %o[%offset] [2] [1] : tensor<2xindex> into tensor<6xindex>
    }
  }
  %c5 = arith.constant 5 : index
  %at = arith.minsi %i, %c5 : index
  %x = tensor.extract %r[%at] : tensor<6xindex>
  %y = tensor.extract %r[%c5] : tensor<6xindex>
  return %x, %y : index, index
}

// Each thread reads its slice of the shared output and writes it back
// doubled, in place; the loop, whose size is dynamic (it may run no
// iteration), reads its output, and the constant it starts from is copied.
// CHECK-LABEL: func.func @double
// CHECK:         %[[C:.*]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK:         %[[OUT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[C]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    scf.forall (%{{.*}}) in (%{{.*}}) {
// CHECK:           %[[SLICE:.*]] = memref.subview %[[OUT]][%{{.*}}] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:      linalg.add ins(%[[SLICE]], %[[SLICE]] : memref<2xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>) outs(%[[SLICE]] : memref<2xf32, strided<[1], offset: ?>>)
// EXEC: @double: clean, 2 runs
// EXPECT: @double(%c = false): 2.0, 8.0
// EXPECT: @double(%c = true): 2.0, 4.0
func.func @double(%c: i1) -> (f32, f32) {
  %v = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %threads = arith.select %c, %c1, %c2 : index
  %r = scf.forall (%k) in (%threads) shared_outs(%o = %v) -> (tensor<4xf32>) {
    %offset = arith.muli %k, %c2 : index
    %slice = tensor.extract_slice %o[%offset] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %doubled = linalg.add ins(%slice, %slice : tensor<2xf32>, tensor<2xf32>) outs(%slice : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %doubled into %o[%offset] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  %x = tensor.extract %r[%c0] : tensor<4xf32>
  %y = tensor.extract %r[%c3] : tensor<4xf32>
  return %x, %y : f32, f32
}
