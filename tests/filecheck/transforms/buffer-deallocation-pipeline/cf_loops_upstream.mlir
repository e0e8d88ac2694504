// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | filecheck %s --check-prefix=TWICE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// Loops of `cf` back edges, as MLIR's main branch now accepts them (MLIR 22
// rejects them), written after the kinds of loops its tests cover.  After
// its ownership pass and simplification, its tests expect (deallocs in all,
// those with a retained list in parentheses, each of those lowered to
// pointer comparisons): counted loop 4 (3), loop with a branch inside and
// no allocation 8 (7), with an allocation 4 (4), three nested loops 19
// (15), a loop rotating buffers through block arguments 3 (2), a loop
// that never exits 1 (0).  Here, after the whole pipeline (pointer
// comparisons / guarded frees): 0 / 2, 5 / 3, 3 / 3, 1 / 4, 4 / 4, 0 / 1.
// docs/ownership-based-deallocation.md has the table.

// CLEAN: 5 function(s) checked, all clean

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

// The buffer kept before the loop may replace the current one on one path
// of a branch inside the loop; nothing is allocated in the loop.
// CHECK-LABEL: func.func @branch_without_allocation
// CHECK-COUNT-5: arith.cmpi ne, %{{[0-9]+}}, %{{[0-9]+}} : index
// CHECK-NOT:     arith.cmpi ne
// CHECK:         func.return
func.func @branch_without_allocation(%n: index, %in: memref<2xf32>, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %kept = memref.alloc() : memref<2xf32>
  memref.copy %in, %kept : memref<2xf32> to memref<2xf32>
  cf.br ^head(%c0, %in : index, memref<2xf32>)
^head(%i: index, %cur: memref<2xf32>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^test, ^done
^test:
  %last = arith.cmpi eq, %i, %c1 : index
  cf.cond_br %last, ^take, ^leave
^take:
  cf.br ^merge(%kept : memref<2xf32>)
^leave:
  cf.br ^merge(%cur : memref<2xf32>)
^merge(%chosen: memref<2xf32>):
  cf.br ^step
^step:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %chosen : index, memref<2xf32>)
^done:
  memref.copy %cur, %out : memref<2xf32> to memref<2xf32>
  return
}

// Three loops nested, the innermost allocating and, on one path of a
// branch, carrying a fresh buffer out to the loops around it.
// CHECK-LABEL: func.func @three_nested_loops
// The pipeline run again on its output: the ownership the second run
// carries through the three loops is `false` on every edge whenever all of
// it is, so it is `false` and the loops carry one `i1` each, as before.
// TWICE-LABEL: func.func @three_nested_loops
// TWICE:         ^outer(%{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: memref<2xf32>, %{{[a-z0-9_]+}}: i1):
// TWICE:         ^middle(%{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: memref<2xf32>, %{{[a-z0-9_]+}}: i1):
// TWICE:         ^inner(%{{[a-z0-9_]+}}: index, %{{[a-z0-9_]+}}: memref<2xf32>, %{{[a-z0-9_]+}}: i1):
// TWICE-COUNT-1: arith.cmpi ne, %{{[0-9]+}}, %{{[0-9]+}} : index
// TWICE-NOT:     arith.cmpi ne
// TWICE:         func.return
// CHECK-COUNT-1: arith.cmpi ne, %{{[0-9]+}}, %{{[0-9]+}} : index
// CHECK-NOT:     arith.cmpi ne
// CHECK:         func.return
func.func @three_nested_loops(%n: index, %flag: i1, %in: memref<2xf32>, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  cf.br ^outer(%c0, %in : index, memref<2xf32>)
^outer(%i: index, %a: memref<2xf32>):
  %i_go = arith.cmpi slt, %i, %n : index
  cf.cond_br %i_go, ^outer_body, ^finish
^outer_body:
  cf.br ^middle(%c0, %a : index, memref<2xf32>)
^middle(%j: index, %b: memref<2xf32>):
  %j_go = arith.cmpi slt, %j, %n : index
  cf.cond_br %j_go, ^middle_body, ^outer_latch
^middle_body:
  cf.br ^inner(%c0, %b : index, memref<2xf32>)
^inner(%k: index, %c: memref<2xf32>):
  %k_go = arith.cmpi slt, %k, %n : index
  cf.cond_br %k_go, ^inner_body, ^middle_latch
^inner_body:
  %tmp = memref.alloc() : memref<2xf32>
  memref.copy %c, %tmp : memref<2xf32> to memref<2xf32>
  memref.store %one, %tmp[%c0] : memref<2xf32>
  cf.cond_br %flag, ^fresh, ^same
^fresh:
  %made = memref.alloc() : memref<2xf32>
  memref.copy %tmp, %made : memref<2xf32> to memref<2xf32>
  cf.br ^inner_join(%made : memref<2xf32>)
^same:
  cf.br ^inner_join(%c : memref<2xf32>)
^inner_join(%d: memref<2xf32>):
  cf.br ^inner_latch
^inner_latch:
  %k1 = arith.addi %k, %c1 : index
  cf.br ^inner(%k1, %d : index, memref<2xf32>)
^middle_latch:
  %j1 = arith.addi %j, %c1 : index
  cf.br ^middle(%j1, %c : index, memref<2xf32>)
^outer_latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1, %b : index, memref<2xf32>)
^finish:
  memref.copy %a, %out : memref<2xf32> to memref<2xf32>
  return
}

// Three block arguments that start as one buffer and rotate through fresh
// ones, as a while loop keeping the last three.
// CHECK-LABEL: func.func @rotating_buffers
// CHECK-COUNT-4: arith.cmpi ne, %{{[0-9]+}}, %{{[0-9]+}} : index
// CHECK-NOT:     arith.cmpi ne
// CHECK:         func.return
func.func @rotating_buffers(%n: index, %size: index, %out: memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %len = arith.addi %size, %c2 : index
  %first = memref.alloc(%len) : memref<?xf32>
  cf.br ^head(%c0, %first, %first, %first : index, memref<?xf32>, memref<?xf32>, memref<?xf32>)
^head(%i: index, %x: memref<?xf32>, %y: memref<?xf32>, %z: memref<?xf32>):
  %go = arith.cmpi slt, %i, %n : index
  cf.cond_br %go, ^body(%x, %y, %z : memref<?xf32>, memref<?xf32>, memref<?xf32>), ^exit
^body(%p: memref<?xf32>, %q: memref<?xf32>, %r: memref<?xf32>):
  %u = memref.alloc(%len) : memref<?xf32>
  %v = memref.alloc(%len) : memref<?xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %v, %u, %q : index, memref<?xf32>, memref<?xf32>, memref<?xf32>)
^exit:
  %e = memref.load %z[%c0] : memref<?xf32>
  memref.store %e, %out[%c0] : memref<2xf32>
  return
}

// A loop that never exits (private: the sanitizer runs public functions):
// each turn frees the buffer of the turn before, under its ownership.
// CHECK-LABEL: func.func private @spin
// CHECK-NOT:     arith.cmpi
// CHECK:         scf.if %owned
// CHECK-NEXT:      memref.dealloc
// CHECK-NOT:     scf.if
// CHECK:         cf.br ^again(%next, %true
// CHECK-NEXT:  }
func.func private @spin(%seed: memref<2xf32>) -> memref<2xf32> {
  cf.br ^again(%seed : memref<2xf32>)
^again(%prev: memref<2xf32>):
  %next = memref.alloc() : memref<2xf32>
  memref.copy %prev, %next : memref<2xf32> to memref<2xf32>
  cf.br ^again(%next : memref<2xf32>)
}
