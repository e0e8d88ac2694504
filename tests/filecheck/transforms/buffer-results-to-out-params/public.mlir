// RUN: xdsl-opt %s -p 'buffer-results-to-out-params{modify-public-functions add-result-attr}' | filecheck %s
// Deallocated and run for every input: clean.
// RUN: xdsl-opt %s -p 'buffer-results-to-out-params{modify-public-functions add-result-attr},buffer-deallocation-pipeline' | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

// With modify-public-functions, public functions change too: their
// callers (outside the module) now pass the buffer.  Result attributes
// move to the new argument, which add-result-attr marks
// `bufferize.result`.  A declaration keeps its signature.
// CHECK-LABEL: func.func @halves(%c: i1, %0: memref<2xf32> {test.kept, bufferize.result}) -> index {
// CHECK:         memref.copy %a, %0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:    func.return %c2 : index
// CHECK-LABEL: func.func private @external(memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func @sum_halves(%c: i1) -> f32 {
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %{{.*}} = func.call @halves(%c, %[[OUT]]) : (i1, memref<2xf32>) -> index
// EXEC: @halves: clean, 2 runs
// EXEC: @sum_halves: clean, 2 runs
func.func @halves(%c: i1) -> (memref<2xf32> {test.kept}, index) {
  %c2 = arith.constant 2 : index
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %x = arith.select %c, %half, %one : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  return %a, %c2 : memref<2xf32>, index
}
func.func private @external(memref<2xf32>) -> memref<2xf32>
func.func @sum_halves(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %h:2 = call @halves(%c) : (i1) -> (memref<2xf32>, index)
  %x = memref.load %h#0[%c0] : memref<2xf32>
  %y = memref.load %h#0[%c1] : memref<2xf32>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
