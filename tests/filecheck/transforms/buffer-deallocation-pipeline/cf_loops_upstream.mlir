// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// Loops of `cf` back edges, as MLIR's main branch now accepts them (MLIR 22
// rejects them).  Its tests on loops like these expect, after the ownership
// pass and the simplification, 4 and 6 `bufferization.dealloc`s (3 and 5
// with a retained list, each lowered to pointer comparisons).  Here: no
// comparison in the counted loop (each buffer is freed under its ownership
// only), 3 in the loop with a branch inside (the buffer allocated before
// the loop may come back through the back edge).

// CLEAN: 2 function(s) checked, all clean

// CHECK-LABEL: func.func @counted_loop
// CHECK-NOT:     memref.extract_aligned_pointer_as_index
// CHECK:         func.return
func.func @counted_loop(%n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.alloc() : memref<2xf32>
  memref.copy %out, %first : memref<2xf32> to memref<2xf32>
  cf.br ^check(%c0, %out : index, memref<2xf32>)
^check(%i: index, %m: memref<2xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %fresh = memref.alloc() : memref<2xf32>
  memref.copy %m, %fresh : memref<2xf32> to memref<2xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^check(%next, %fresh : index, memref<2xf32>)
^exit:
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: func.func @loop_with_branch_inside
// CHECK-COUNT-3: arith.cmpi ne, %{{[0-9]+}}, %{{[0-9]+}} : index
// CHECK-NOT:     arith.cmpi ne
// CHECK:         func.return
func.func @loop_with_branch_inside(%n: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = memref.alloc() : memref<2xf32>
  cf.br ^check(%c0, %out : index, memref<2xf32>)
^check(%i: index, %m: memref<2xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^choose, ^exit
^choose:
  %even = arith.cmpi eq, %i, %c0 : index
  cf.cond_br %even, ^fresh, ^keep
^fresh:
  %new = memref.alloc() : memref<2xf32>
  cf.br ^join(%new : memref<2xf32>)
^keep:
  cf.br ^join(%outer : memref<2xf32>)
^join(%picked: memref<2xf32>):
  %next = arith.addi %i, %c1 : index
  cf.br ^check(%next, %picked : index, memref<2xf32>)
^exit:
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}
