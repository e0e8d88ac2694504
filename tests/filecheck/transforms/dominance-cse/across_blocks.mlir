// RUN: xdsl-opt %s -p dominance-cse | filecheck %s
// RUN: xdsl-opt %s -p dominance-cse | mlir-opt-22 > /dev/null
// RUN: xdsl-opt %s -p dominance-cse | xdsl-dealloc-check - | filecheck %s --check-prefix=SANITIZER
// REQUIRES: mlir-opt-22

// An op is replaced by an equivalent op that dominates it: earlier in its
// block, in a dominating block, or around the region it is in.

// CHECK-LABEL: func.func @dominating_blocks
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[NOT:.*]] = arith.xori %c, %[[TRUE]] : i1
// CHECK-NEXT:    cf.cond_br %c, ^[[THEN:.*]], ^[[ELSE:.*]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    %[[AND:.*]] = arith.andi %[[NOT]], %d : i1
// CHECK-NEXT:    cf.br ^[[JOIN:.*]](%[[AND]] : i1)
// CHECK-NEXT:  ^[[ELSE]]:
// Neither branch dominates the other: both keep their op.
// CHECK-NEXT:    %[[AND2:.*]] = arith.andi %[[NOT]], %d : i1
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[AND2]] : i1)
// CHECK-NEXT:  ^[[JOIN]](%{{.*}}: i1):
// The join is dominated by the entry only.
// CHECK-NEXT:    %[[AND3:.*]] = arith.andi %[[NOT]], %d : i1
// CHECK-NEXT:    %[[OR:.*]] = arith.ori %[[AND3]], %{{.*}} : i1
// CHECK-NEXT:    func.return %[[OR]] : i1
func.func @dominating_blocks(%c: i1, %d: i1) -> i1 {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  cf.cond_br %c, ^then, ^else
^then:
  %true_1 = arith.constant true
  %not_1 = arith.xori %c, %true_1 : i1
  %and_1 = arith.andi %not_1, %d : i1
  cf.br ^join(%and_1 : i1)
^else:
  %not_2 = arith.xori %c, %true : i1
  %and_2 = arith.andi %not_2, %d : i1
  cf.br ^join(%and_2 : i1)
^join(%joined: i1):
  %true_3 = arith.constant true
  %not_3 = arith.xori %c, %true_3 : i1
  %and_3 = arith.andi %not_3, %d : i1
  %or = arith.ori %and_3, %joined : i1
  func.return %or : i1
}

// A loop's blocks are dominated by the entry; ops in a nested region see
// the ops around it, but ops after the region do not see the ones in it.
// CHECK-LABEL: func.func @loops_and_regions
// CHECK:         %[[P:.*]] = "memref.extract_aligned_pointer_as_index"(%m)
// CHECK-NEXT:    cf.br ^[[HEAD:.*]](%{{.*}} : index)
// CHECK-NEXT:  ^[[HEAD]](%[[I:.*]]: index):
// CHECK-NEXT:    %[[CMP:.*]] = arith.cmpi ult, %[[I]], %[[P]] : index
// CHECK-NEXT:    scf.if %[[CMP]] {
// CHECK-NEXT:      %[[INNER:.*]] = arith.addi %[[P]], %[[I]] : index
// CHECK-NEXT:      %[[SLOT:.*]] = arith.subi %[[INNER]], %[[P]] : index
// CHECK-NEXT:      memref.store %{{.*}}, %m[%[[SLOT]]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[AFTER:.*]] = arith.addi %[[P]], %[[I]] : index
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[I]], %{{.*}} : index
func.func @loops_and_regions(%m: memref<64xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %p = "memref.extract_aligned_pointer_as_index"(%m) : (memref<64xf32>) -> index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %p_again = "memref.extract_aligned_pointer_as_index"(%m) : (memref<64xf32>) -> index
  %in_range = arith.cmpi ult, %i, %p_again : index
  scf.if %in_range {
    %p_inside = "memref.extract_aligned_pointer_as_index"(%m) : (memref<64xf32>) -> index
    %inner = arith.addi %p_inside, %i : index
    %slot = arith.subi %inner, %p_inside : index
    memref.store %x, %m[%slot] : memref<64xf32>
  }
  %after = arith.addi %p_again, %i : index
  %next = arith.addi %i, %c1 : index
  %more = arith.cmpi ult, %next, %c8 : index
  cf.cond_br %more, ^head(%next : index), ^exit
^exit:
  func.return
}

// Reads are merged only within a block and with no write in between;
// allocations are never merged.
// CHECK-LABEL: func.func @effects
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    %[[L1:.*]] = memref.load %[[A]][%{{.*}}]
// CHECK-NEXT:    memref.store %[[L1]], %[[B]][%{{.*}}]
// CHECK-NEXT:    memref.store %x, %[[A]][%{{.*}}]
// CHECK-NEXT:    %[[L3:.*]] = memref.load %[[A]][%{{.*}}]
// CHECK-NEXT:    memref.store %[[L3]], %[[B]][%{{.*}}]
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    memref.dealloc %[[B]]
func.func @effects(%x: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %l1 = memref.load %a[%c0] : memref<4xf32>
  %l2 = memref.load %a[%c0] : memref<4xf32>
  memref.store %l2, %b[%c0] : memref<4xf32>
  memref.store %x, %a[%c0] : memref<4xf32>
  %l3 = memref.load %a[%c0] : memref<4xf32>
  memref.store %l3, %b[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  func.return
}

// Functions are isolated from each other; unreachable blocks are left
// alone.
// CHECK-LABEL: func.func @isolated
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[N:.*]] = arith.xori %c, %[[T]] : i1
// CHECK-NEXT:    func.return %[[N]] : i1
// CHECK-NEXT:  ^{{.*}}:
// CHECK-NEXT:    %{{.*}} = arith.xori %c, %[[T]] : i1
func.func @isolated(%c: i1) -> i1 {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  func.return %not : i1
^dead:
  %not_dead = arith.xori %c, %true : i1
  func.return %not_dead : i1
}

// SANITIZER: @dominating_blocks: clean, 4 runs
// SANITIZER: @loops_and_regions: clean
// SANITIZER: @effects: clean
// SANITIZER: @isolated: clean, 2 runs
// SANITIZER: 4 function(s) checked, all clean
