// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check -

// Unstructured loops, which MLIR 22 rejects. The buffer carried around the
// back edge travels with its ownership as a block argument; the previous
// iteration's buffer is freed in the body once it has been copied.
func.func @counted(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  cf.br ^head(%init, %c0 : memref<2xf32>, index)
^head(%buf: memref<2xf32>, %i: index):
  %go = arith.cmpi ult, %i, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %new = memref.alloc() : memref<2xf32>
  memref.copy %buf, %new : memref<2xf32> to memref<2xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%new, %next : memref<2xf32>, index)
^exit:
  return
}
// CHECK-LABEL: func.func @counted
// CHECK:         cf.br ^[[HEAD:.*]](%init, %c0, %{{.*}} : memref<2xf32>, index, i1)
// CHECK:       ^[[HEAD]](%buf: memref<2xf32>, %i: index, %[[OWN:.*]]: i1):
// The carried buffer is kept on the edge into the body and freed on the exit.
// CHECK:         bufferization.dealloc (%[[B:.*]] : memref<f32>) if (%{{.*}}) retain (%buf : memref<2xf32>)
// CHECK:         bufferization.dealloc (%[[B]] : memref<f32>) if (%{{.*}})
// CHECK-NEXT:    cf.cond_br %go
// CHECK:         %new = memref.alloc()
// CHECK:         %[[NOWN:.*]] = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%{{.*}}, %{{.*}}) retain (%new : memref<2xf32>)
// CHECK-NEXT:    cf.br ^[[HEAD]](%new, %next, %[[NOWN]] : memref<2xf32>, index, i1)

// A buffer defined before the loop and used in it stays alive through every
// iteration and is freed on the exit edge; temporaries of each iteration are
// freed in that iteration unless they leave the loop.
func.func @loop_with_outer(%n: index, %c: i1) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = memref.alloc() : memref<2xf32>
  cf.br ^head(%outer, %c0 : memref<2xf32>, index)
^head(%buf: memref<2xf32>, %i: index):
  %tmp = memref.alloc() : memref<2xf32>
  memref.copy %outer, %tmp : memref<2xf32> to memref<2xf32>
  %go = arith.cmpi ult, %i, %n : index
  cf.cond_br %go, ^body, ^exit(%tmp : memref<2xf32>)
^body:
  %pick = arith.select %c, %buf, %tmp : memref<2xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%pick, %next : memref<2xf32>, index)
^exit(%res: memref<2xf32>):
  return %res : memref<2xf32>
}
// CHECK-LABEL: func.func @loop_with_outer

// Two nested loops and two exits from the inner one.
func.func @nested(%n: index, %m: index, %stop: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %row = memref.alloc() : memref<4xf32>
  %go = arith.cmpi ult, %i, %n : index
  cf.cond_br %go, ^inner(%c0 : index), ^done
^inner(%j: index):
  %cell = memref.alloc() : memref<2xf32>
  %more = arith.cmpi ult, %j, %m : index
  cf.cond_br %stop, ^next_row, ^inner_latch(%more : i1)
^inner_latch(%again: i1):
  %j1 = arith.addi %j, %c1 : index
  cf.cond_br %again, ^inner(%j1 : index), ^next_row
^next_row:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^done:
  return
}
// CHECK-LABEL: func.func @nested

// A block no path reaches is still rewritten consistently.
func.func @unreachable_predecessor(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^join(%a : memref<2xf32>)
^dead:
  %b = memref.alloc() : memref<2xf32>
  cf.br ^join(%b : memref<2xf32>)
^join(%x: memref<2xf32>):
  return
}
// CHECK-LABEL: func.func @unreachable_predecessor
// CHECK:         cf.br ^[[JOIN:.*]](%a, %{{.*}} : memref<2xf32>, i1)
// CHECK:         cf.br ^[[JOIN]](%b, %{{.*}} : memref<2xf32>, i1)
