// RUN: xdsl-opt %s -p bufferization-lower-deallocations | filecheck %s

// The three lowerings of MLIR's ownership-based buffer deallocation
// documentation ("Lower Deallocations Pass").

// Generic lowering: base pointers and conditions go through small buffers to
// the library function, which decides what to free and the new ownerships.
// CHECK-LABEL: func.func @generic
// CHECK-SAME:    (%[[M0:.*]]: memref<2xf32>, %[[M1:.*]]: memref<5xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[R0:.*]]: memref<1xf32>, %[[R1:.*]]: memref<2xf32>)
// CHECK-NEXT:    %[[PTRS:.*]] = memref.alloc() : memref<2xindex>
// CHECK-NEXT:    %[[CONDS:.*]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT:    %[[RPTRS:.*]] = memref.alloc() : memref<2xindex>
// CHECK-NEXT:    %[[P0:.*]] = memref.extract_aligned_pointer_as_index %[[M0]]
// CHECK-NEXT:    %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %[[P0]], %[[PTRS]][%[[I0]]]
// CHECK-NEXT:    %[[P1:.*]] = memref.extract_aligned_pointer_as_index %[[M1]]
// CHECK-NEXT:    %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    memref.store %[[P1]], %[[PTRS]][%[[I1]]]
// CHECK-NEXT:    memref.store %[[C0]], %[[CONDS]][%[[I0]]]
// CHECK-NEXT:    memref.store %[[C1]], %[[CONDS]][%[[I1]]]
// CHECK-NEXT:    %[[RP0:.*]] = memref.extract_aligned_pointer_as_index %[[R0]]
// CHECK-NEXT:    memref.store %[[RP0]], %[[RPTRS]][%[[I0]]]
// CHECK-NEXT:    %[[RP1:.*]] = memref.extract_aligned_pointer_as_index %[[R1]]
// CHECK-NEXT:    memref.store %[[RP1]], %[[RPTRS]][%[[I1]]]
// CHECK-NEXT:    %[[DYN_PTRS:.*]] = memref.cast %[[PTRS]] : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:    %[[DYN_CONDS:.*]] = memref.cast %[[CONDS]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:    %[[DYN_RPTRS:.*]] = memref.cast %[[RPTRS]] : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:    %[[FREE_OUT:.*]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT:    %[[OWN_OUT:.*]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT:    %[[DYN_FREE_OUT:.*]] = memref.cast %[[FREE_OUT]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:    %[[DYN_OWN_OUT:.*]] = memref.cast %[[OWN_OUT]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:    func.call @dealloc_helper(%[[DYN_PTRS]], %[[DYN_RPTRS]], %[[DYN_CONDS]], %[[DYN_FREE_OUT]], %[[DYN_OWN_OUT]])
// CHECK-NEXT:    %[[FREE0:.*]] = memref.load %[[FREE_OUT]][%[[I0]]] : memref<2xi1>
// CHECK-NEXT:    scf.if %[[FREE0]] {
// CHECK-NEXT:      memref.dealloc %[[M0]] : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[FREE1:.*]] = memref.load %[[FREE_OUT]][%[[I1]]] : memref<2xi1>
// CHECK-NEXT:    scf.if %[[FREE1]] {
// CHECK-NEXT:      memref.dealloc %[[M1]] : memref<5xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OWN0:.*]] = memref.load %[[OWN_OUT]][%[[I0]]] : memref<2xi1>
// CHECK-NEXT:    %[[OWN1:.*]] = memref.load %[[OWN_OUT]][%[[I1]]] : memref<2xi1>
// CHECK-NEXT:    memref.dealloc %[[PTRS]] : memref<2xindex>
// CHECK-NEXT:    memref.dealloc %[[RPTRS]] : memref<2xindex>
// CHECK-NEXT:    memref.dealloc %[[CONDS]] : memref<2xi1>
// CHECK-NEXT:    memref.dealloc %[[FREE_OUT]] : memref<2xi1>
// CHECK-NEXT:    memref.dealloc %[[OWN_OUT]] : memref<2xi1>
// CHECK-NEXT:    func.return %[[OWN0]], %[[OWN1]] : i1, i1
func.func @generic(%m0: memref<2xf32>, %m1: memref<5xf32>, %cond0: i1, %cond1: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m0, %m1 : memref<2xf32>, memref<5xf32>) if (%cond0, %cond1) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  func.return %0#0, %0#1 : i1, i1
}

// One memref, nothing retained: a plain conditional free.
// CHECK-LABEL: func.func @one_memref_no_retained
// CHECK-SAME:    (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK-NEXT:      memref.dealloc %[[M]] : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @one_memref_no_retained(%m: memref<2xf32>, %cond: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%cond)
  func.return
}

// One memref, any number retained: one comparison per retained memref.
// CHECK-LABEL: func.func @one_memref_retained
// CHECK-SAME:    (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1, %[[R0:.*]]: memref<1xf32>, %[[R1:.*]]: memref<2xf32>)
// CHECK-NEXT:    %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// CHECK-NEXT:    %[[P0:.*]] = memref.extract_aligned_pointer_as_index %[[R0]]
// CHECK-NEXT:    %[[NE0:.*]] = arith.cmpi ne, %[[P]], %[[P0]] : index
// CHECK-NEXT:    %[[P1:.*]] = memref.extract_aligned_pointer_as_index %[[R1]]
// CHECK-NEXT:    %[[NE1:.*]] = arith.cmpi ne, %[[P]], %[[P1]] : index
// CHECK-NEXT:    %[[NOT_RETAINED:.*]] = arith.andi %[[NE0]], %[[NE1]] : i1
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[NOT_RETAINED]], %[[C]] : i1
// CHECK-NEXT:    scf.if %[[FREE]] {
// CHECK-NEXT:      memref.dealloc %[[M]] : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[EQ0:.*]] = arith.xori %[[NE0]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[OWN0:.*]] = arith.andi %[[EQ0]], %[[C]] : i1
// CHECK-NEXT:    %[[EQ1:.*]] = arith.xori %[[NE1]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[OWN1:.*]] = arith.andi %[[EQ1]], %[[C]] : i1
// CHECK-NEXT:    func.return %[[OWN0]], %[[OWN1]] : i1, i1
func.func @one_memref_retained(%m: memref<2xf32>, %cond: i1, %r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<2xf32>) if (%cond) retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  func.return %0#0, %0#1 : i1, i1
}

// With a single retained memref no conjunction is needed.
// CHECK-LABEL: func.func @one_memref_one_retained
// CHECK-SAME:    (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1, %[[R:.*]]: memref<2xf32>)
// CHECK-NEXT:    %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[M]]
// CHECK-NEXT:    %[[PR:.*]] = memref.extract_aligned_pointer_as_index %[[R]]
// CHECK-NEXT:    %[[NE:.*]] = arith.cmpi ne, %[[P]], %[[PR]] : index
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[NE]], %[[C]] : i1
// CHECK-NEXT:    scf.if %[[FREE]] {
func.func @one_memref_one_retained(%m: memref<2xf32>, %cond: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%cond) retain (%r : memref<2xf32>)
  func.return %0 : i1
}

// Nothing to free: every ownership is false.
// CHECK-LABEL: func.func @no_memrefs
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    func.return %[[FALSE]], %[[FALSE]] : i1, i1
func.func @no_memrefs(%r0: memref<1xf32>, %r1: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%r0, %r1 : memref<1xf32>, memref<2xf32>)
  func.return %0#0, %0#1 : i1, i1
}

// The library function, added once at the end of the module.
// CHECK-LABEL: func.func private @dealloc_helper
// CHECK-SAME:    (%[[PTRS:.*]]: memref<?xindex>, %[[RPTRS:.*]]: memref<?xindex>, %[[CONDS:.*]]: memref<?xi1>, %[[FREE_OUT:.*]]: memref<?xi1>, %[[OWN_OUT:.*]]: memref<?xi1>)
// CHECK-NEXT:    %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    %[[N:.*]] = memref.dim %[[PTRS]], %[[I0]] : memref<?xindex>
// CHECK-NEXT:    %[[NR:.*]] = memref.dim %[[RPTRS]], %[[I0]] : memref<?xindex>
// CHECK-NEXT:    scf.for %[[J:.*]] = %[[I0]] to %[[NR]] step %[[I1]] {
// CHECK-NEXT:      memref.store %[[FALSE]], %[[OWN_OUT]][%[[J]]] : memref<?xi1>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[I0]] to %[[N]] step %[[I1]] {
// CHECK-NEXT:      %[[P:.*]] = memref.load %[[PTRS]][%[[I]]] : memref<?xindex>
// CHECK-NEXT:      %[[C:.*]] = memref.load %[[CONDS]][%[[I]]] : memref<?xi1>
// CHECK-NEXT:      %[[NOT_RETAINED:.*]] = scf.for %[[K:.*]] = %[[I0]] to %[[NR]] step %[[I1]] iter_args(%[[ACC:.*]] = %[[TRUE]]) -> (i1) {
// CHECK-NEXT:        %[[RP:.*]] = memref.load %[[RPTRS]][%[[K]]] : memref<?xindex>
// CHECK-NEXT:        %[[EQ:.*]] = arith.cmpi eq, %[[RP]], %[[P]] : index
// CHECK-NEXT:        scf.if %[[EQ]] {
// CHECK-NEXT:          %[[OLD:.*]] = memref.load %[[OWN_OUT]][%[[K]]] : memref<?xi1>
// CHECK-NEXT:          %[[NEW:.*]] = arith.ori %[[OLD]], %[[C]] : i1
// CHECK-NEXT:          memref.store %[[NEW]], %[[OWN_OUT]][%[[K]]] : memref<?xi1>
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[NE:.*]] = arith.cmpi ne, %[[RP]], %[[P]] : index
// CHECK-NEXT:        %[[ACC2:.*]] = arith.andi %[[ACC]], %[[NE]] : i1
// CHECK-NEXT:        scf.yield %[[ACC2]] : i1
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[UNIQUE:.*]] = scf.for %[[L:.*]] = %[[I0]] to %[[I]] step %[[I1]] iter_args(%[[ACC3:.*]] = %[[NOT_RETAINED]]) -> (i1) {
// CHECK-NEXT:        %[[EP:.*]] = memref.load %[[PTRS]][%[[L]]] : memref<?xindex>
// CHECK-NEXT:        %[[NE2:.*]] = arith.cmpi ne, %[[EP]], %[[P]] : index
// CHECK-NEXT:        %[[ACC4:.*]] = arith.andi %[[ACC3]], %[[NE2]] : i1
// CHECK-NEXT:        scf.yield %[[ACC4]] : i1
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[FREE:.*]] = arith.andi %[[UNIQUE]], %[[C]] : i1
// CHECK-NEXT:      memref.store %[[FREE]], %[[FREE_OUT]][%[[I]]] : memref<?xi1>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
// CHECK-NEXT:  }
// CHECK-NEXT: }
