// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// The diamond of the "[PSA] Bufferization: New Buffer Deallocation Pipeline"
// announcement on MLIR's Discourse: the join block receives either the (unowned)
// argument or a fresh allocation, and frees it under the forwarded ownership.
func.func @diamond(%cond: i1, %arg: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb2:
  %alloc = memref.alloc() : memref<2xf32>
  memref.copy %arg, %alloc : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%alloc : memref<2xf32>)
^bb3(%joined: memref<2xf32>):
  memref.copy %joined, %out : memref<2xf32> to memref<2xf32>
  return
}

// The constants are shared by the whole function, at its entry.
// CHECK-LABEL: func.func @diamond
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK:         cf.cond_br %cond, ^[[BB1:.*]], ^[[BB2:.*]]
// Arguments are never owned, so the ownership forwarded with %arg is false.
// CHECK:       ^[[BB1]]:
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[FALSE]], %[[FALSE]]) retain (%arg, %out : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT:    cf.br ^[[JOIN:.*]](%arg, %[[FALSE]] : memref<2xf32>, i1)
// CHECK:       ^[[BB2]]:
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc()
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[ALLOC]]
// CHECK-NEXT:    %[[R2:.*]], %{{.*}} = bufferization.dealloc (%{{.*}}, %{{.*}}, %[[BASE]] : memref<f32>, memref<f32>, memref<f32>) if (%[[FALSE]], %[[FALSE]], %[[TRUE]]) retain (%[[ALLOC]], %out : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[ALLOC]], %[[R2]] : memref<2xf32>, i1)
// The join frees the joined buffer exactly when it came owned.
// CHECK:       ^[[JOIN]](%joined: memref<2xf32>, %[[OWNED:.*]]: i1):
// CHECK:         %[[JBASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %joined
// CHECK-NEXT:    bufferization.dealloc (%{{.*}}, %[[JBASE]] : memref<f32>, memref<f32>) if (%[[FALSE]], %[[OWNED]])

// A value forwarded to a block that also uses it directly is retained once,
// so its ownership stays unique (mlir-opt-22 rejects this input).
func.func @forwarded_and_live() {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  memref.copy %a, %x : memref<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: func.func @forwarded_and_live
// CHECK:         %[[OWN:.*]] = bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}}) retain (%a : memref<2xf32>)
// CHECK-NEXT:    cf.br ^[[BB:.*]](%a, %[[OWN]] : memref<2xf32>, i1)
// CHECK:       ^[[BB]](%x: memref<2xf32>, %[[XOWN:.*]]: i1):
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[OWN]], %[[XOWN]])

// cf.switch: two of the three edges keep %a, so one dealloc retains it for
// all edges, and the edge that does not keep it frees it if still owned, under
// the condition of taking that edge (a case is taken when it matches and no
// earlier case did).
func.func @switch(%flag: i32) {
  %a = memref.alloc() : memref<2xf32>
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<2xf32>),
    0: ^bb2,
    7: ^bb1(%a : memref<2xf32>)
  ]
^bb1(%x: memref<2xf32>):
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @switch
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK:         %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[IS0:.*]] = arith.cmpi eq, %flag, %[[C0]] : i32
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[IS7:.*]] = arith.cmpi eq, %flag, %[[C7]] : i32
// CHECK:         %[[B:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %a
// CHECK-NEXT:    %[[D:.*]] = bufferization.dealloc (%[[B]] : memref<f32>) if (%[[TRUE]]) retain (%a : memref<2xf32>)
// CHECK-NEXT:    %[[B0:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %a
// CHECK-NEXT:    %[[FREE0:.*]] = arith.andi %[[IS0]], %[[D]] : i1
// CHECK-NEXT:    bufferization.dealloc (%[[B0]] : memref<f32>) if (%[[FREE0]])
// CHECK-NEXT:    cf.switch %flag : i32, [
// CHECK-NEXT:      default: ^{{.*}}(%a, %[[D]] : memref<2xf32>, i1),
// CHECK-NEXT:      0: ^{{.*}},
// CHECK-NEXT:      7: ^{{.*}}(%a, %[[D]] : memref<2xf32>, i1)

// A cond_br whose edges keep little of what the block owns: one dealloc
// frees %a and %b on both edges at once (retaining %c, which the else edge
// forwards); only the then edge, which does not keep %c, then frees it.  One
// dealloc per edge would list all three buffers twice.
func.func @shared_by_both_edges(%cond: i1, %pick: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  %s = arith.select %pick, %a, %b : memref<2xf32>
  memref.copy %s, %c : memref<2xf32> to memref<2xf32>
  cf.cond_br %cond, ^bb1, ^bb2(%c : memref<2xf32>)
^bb1:
  %d = memref.alloc() : memref<2xf32>
  cf.br ^bb2(%d : memref<2xf32>)
^bb2(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @shared_by_both_edges
// CHECK:         %[[C:c]] = memref.alloc()
// CHECK:         %[[OWN_C:.*]] = bufferization.dealloc (%{{.*}}, %{{.*}}, %{{.*}} : memref<f32>, memref<f32>, memref<f32>) if (%{{.*}}, %{{.*}}, %{{.*}}) retain (%[[C]] : memref<2xf32>)
// CHECK-NEXT:    %[[C_BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[C]]
// CHECK-NEXT:    %[[FREE_C:.*]] = arith.andi %cond, %[[OWN_C]] : i1
// CHECK-NEXT:    bufferization.dealloc (%[[C_BASE]] : memref<f32>) if (%[[FREE_C]])
// CHECK-NEXT:    cf.cond_br %cond, ^{{.*}}, ^{{.*}}(%[[C]], %[[OWN_C]] : memref<2xf32>, i1)
