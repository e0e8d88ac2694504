// A structured linalg op with a memref operand of static size 0 has an empty
// iteration space: it goes (EraseDeadLinalgOp), and so does the buffer it
// wrote, now only freed.  A dynamic size, even 0 at run time, keeps the op.
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// tests/transforms/canonicalization/test_registered.py runs every function before
// and after, and after mlir-opt-22 --canonicalize, under the sanitizer.

#identity = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>

// A sum over no element leaves the initial value: the absolute values of
// nothing and their sum go, the buffer of the absolute values with them.
// CHECK-LABEL: func.func @sum_over_nothing
// CHECK-NOT:     memref<2x0xf32>
// CHECK:         %[[ACC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[ACC]] : memref<2xf32>)
// CHECK-NOT:     linalg.generic
// CHECK:         memref.load %[[ACC]]
func.func @sum_over_nothing(%n: index) -> f32 {
  %arg = memref.alloc() : memref<2x0xf32>
  %i = arith.index_cast %n : index to i32
  %v = arith.sitofp %i : i32 to f32
  %c1 = arith.constant 1 : index
  %abs = memref.alloc() : memref<2x0xf32>
  linalg.generic {indexing_maps = [#identity, #identity], iterator_types = ["parallel", "parallel"]} ins(%arg : memref<2x0xf32>) outs(%abs : memref<2x0xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = math.absf %in : f32
    linalg.yield %a : f32
  }
  %acc = memref.alloc() : memref<2xf32>
  linalg.fill ins(%v : f32) outs(%acc : memref<2xf32>)
  linalg.generic {indexing_maps = [#identity, #rows], iterator_types = ["parallel", "reduction"]} ins(%abs : memref<2x0xf32>) outs(%acc : memref<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  %x = memref.load %acc[%c1] : memref<2xf32>
  memref.dealloc %abs : memref<2x0xf32>
  memref.dealloc %arg : memref<2x0xf32>
  memref.dealloc %acc : memref<2xf32>
  func.return %x : f32
}

// The size is known only at run time: the fill of the caller's buffer stays.
// CHECK-LABEL: func.func @dynamic_size
// CHECK:         linalg.fill
func.func @dynamic_size(%m: memref<?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.000000e+00 : f32
  linalg.fill ins(%cst : f32) outs(%m : memref<?x4xf32>)
  %d = memref.dim %m, %c0 : memref<?x4xf32>
  func.return %d : index
}
