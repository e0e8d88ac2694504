// linalg ops on memrefs have a body (one region, no results) and no
// control-flow interface: the pipeline frees around them, as mlir-opt-22's
// does, and the sanitizer runs them.

// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC

func.func @map_then_free(%n: index) -> f32 {
  %buffer = memref.alloc(%n) : memref<?xf32>
  %sum = memref.alloc(%n) : memref<?xf32>
  linalg.map outs(%buffer : memref<?xf32>)
    (%init: f32) {
      %i = linalg.index 0 : index
      %c = arith.index_cast %i : index to i32
      %f = arith.sitofp %c : i32 to f32
      linalg.yield %f : f32
    }
  linalg.map { arith.addf } ins(%buffer, %buffer : memref<?xf32>, memref<?xf32>) outs(%sum : memref<?xf32>)
  %c1 = arith.constant 1 : index
  %last = arith.subi %n, %c1 : index
  %in_bounds = arith.cmpi ult, %last, %n : index
  %element = scf.if %in_bounds -> (f32) {
    %value = memref.load %sum[%last] : memref<?xf32>
    scf.yield %value : f32
  } else {
    %zero = arith.constant 0.000000e+00 : f32
    scf.yield %zero : f32
  }
  return %element : f32
}

// CHECK-LABEL: func.func @map_then_free(
// CHECK:         linalg.map { arith.addf } ins([[B:%.+]], [[B]] : memref<?xf32>, memref<?xf32>) outs([[S:%.+]] : memref<?xf32>)
// CHECK:         memref.load [[S]]
// CHECK-DAG:     memref.dealloc [[B]] : memref<?xf32>
// CHECK-DAG:     memref.dealloc [[S]] : memref<?xf32>

// EXEC: @map_then_free: clean, 3 runs
