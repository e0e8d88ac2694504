// RUN: xdsl-opt %s -p buffer-deallocation-simplification | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-simplification | mlir-opt-22 > /dev/null
// REQUIRES: mlir-opt-22

// One function per simplification.  Function arguments may be the same
// buffer; allocations are new buffers, distinct from the arguments.

func.func private @use(memref<4xf32>)

// A retained value that never aliases a memref of the list is dropped, its
// ownership `false`.  Here the argument cannot be the allocation; the
// allocation itself is retained, so it is never freed and its ownership is
// its condition; nothing is left to do.
// CHECK-LABEL: func.func @retained_never_aliasing
// CHECK-SAME:    (%[[ARG:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    func.call @use(%[[A]])
// CHECK-NEXT:    func.return %[[FALSE]], %[[C]] : i1, i1
func.func @retained_never_aliasing(%arg: memref<4xf32>, %c: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  func.call @use(%a) : (memref<4xf32>) -> ()
  %o:2 = bufferization.dealloc (%a : memref<4xf32>) if (%c) retain (%arg, %a : memref<4xf32>, memref<4xf32>)
  func.return %o#0, %o#1 : i1, i1
}

// Two arguments may be one buffer: the runtime check stays.
// CHECK-LABEL: func.func @retained_may_alias
// CHECK-SAME:    (%[[A0:.*]]: memref<4xf32>, %[[A1:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[O:.*]] = bufferization.dealloc (%[[A0]] : memref<4xf32>) if (%[[C]]) retain (%[[A1]] : memref<4xf32>)
// CHECK-NEXT:    func.return %[[O]] : i1
func.func @retained_may_alias(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %c: i1) -> i1 {
  %o = bufferization.dealloc (%arg0 : memref<4xf32>) if (%c) retain (%arg1 : memref<4xf32>)
  func.return %o : i1
}

// The ownership of a view of %a is %a's condition (it cannot be %b).  The
// select is %a exactly when %c holds: its ownership is %a's condition when
// %c, else %b's, with no pointer comparison.  Nothing is freed while %a is
// retained (through its view); %b, then used by nothing but its dealloc, goes
// with its allocation.
// CHECK-LABEL: func.func @ownership_known
// CHECK-SAME:    (%{{.*}}: memref<4xf32>, %[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[NOT_C:.*]] = arith.xori %[[C]], %{{.*}} : i1
// CHECK-NEXT:    %[[OB:.*]] = arith.andi %[[D]], %[[NOT_C]] : i1
// CHECK-NEXT:    %[[O:.*]] = arith.ori %[[C]], %[[OB]] : i1
// CHECK-NEXT:    func.return %[[C]], %[[O]] : i1, i1
func.func @ownership_known(%arg: memref<4xf32>, %c: i1, %d: i1) -> (i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %view = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %sel = arith.select %c, %a, %b : memref<4xf32>
  %o:2 = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %d) retain (%view, %sel : memref<2xf32, strided<[1]>>, memref<4xf32>)
  func.return %o#0, %o#1 : i1, i1
}

// A must-aliasing memref with condition `true` makes the ownership `true`,
// whatever else may alias.  The allocation, retained through its view, is
// then dropped: no ownership depends on it any more.  The select is the
// retained allocation exactly when %c holds, so it is freed when %d holds
// and %c does not, with no pointer comparison.  Either way it is a whole
// allocation, so it is freed itself rather than its base buffer.
// CHECK-LABEL: func.func @owned_for_sure
// CHECK-SAME:    (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    %[[SEL:.*]] = arith.select %[[C]], %[[A]], %[[B]]
// CHECK-NEXT:    %[[NOT_C:.*]] = arith.xori %[[C]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[D]], %[[NOT_C]] : i1
// CHECK-NEXT:    bufferization.dealloc (%[[SEL]] : memref<4xf32>) if (%[[FREE]])
// CHECK-NEXT:    func.return %[[TRUE]] : i1
func.func @owned_for_sure(%c: i1, %d: i1) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %sel = arith.select %c, %a, %b : memref<4xf32>
  %view = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %sel : memref<4xf32> -> memref<f32>, index, index, index
  %o = bufferization.dealloc (%a, %base : memref<4xf32>, memref<f32>) if (%true, %d) retain (%view : memref<2xf32, strided<[1]>>)
  func.return %o : i1
}

// An `scf.if` result is the retained allocation exactly when the if's
// condition holds (the branches' `facts_on_entry`), like a select: it is
// freed when %d holds and %c does not, owned when both hold, with no
// pointer comparison.
// CHECK-LABEL: func.func @if_decides
// CHECK-SAME:    (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK:         %[[R:.*]] = scf.if %[[C]]
// CHECK:         %[[NOT_C:.*]] = arith.xori %[[C]], %{{.*}} : i1
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[D]], %[[NOT_C]] : i1
// CHECK-NEXT:    bufferization.dealloc (%[[R]] : memref<4xf32>) if (%[[FREE]])
// CHECK-NEXT:    %[[OWN:.*]] = arith.andi %[[D]], %[[C]] : i1
// CHECK-NEXT:    func.return %[[OWN]] : i1
func.func @if_decides(%c: i1, %d: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %o = bufferization.dealloc (%r : memref<4xf32>) if (%d) retain (%a : memref<4xf32>)
  func.return %o : i1
}

// A memref that is retained (or must alias a retained value) is never
// freed: it is removed, its condition or-ed into the ownership of the
// retained value it must alias, as long as it never aliases the others.
// CHECK-LABEL: func.func @contained_in_retained
// CHECK-SAME:    (%[[A0:.*]]: memref<2xi32>, %[[C:.*]]: i1, %[[A2:.*]]: memref<2xi32>)
// CHECK-NEXT:    %[[O1:.*]] = bufferization.dealloc (%[[A2]] : memref<2xi32>) if (%[[C]]) retain (%[[A0]] : memref<2xi32>)
// CHECK-NEXT:    %[[OR:.*]] = arith.ori %[[O1]], %[[C]] : i1
// CHECK-NEXT:    %{{.*}}, %[[O3:.*]] = bufferization.dealloc (%[[A0]] : memref<2xi32>) if (%[[C]]) retain (%[[A0]], %[[A2]] : memref<2xi32>, memref<2xi32>)
// CHECK-NEXT:    func.return %[[C]], %[[OR]], %[[C]], %[[O3]] : i1, i1, i1, i1
func.func @contained_in_retained(%arg0: memref<2xi32>, %arg1: i1, %arg2: memref<2xi32>) -> (i1, i1, i1, i1) {
  %0 = bufferization.dealloc (%arg0 : memref<2xi32>) if (%arg1) retain (%arg0 : memref<2xi32>)
  %1 = bufferization.dealloc (%arg0, %arg2 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg1) retain (%arg0 : memref<2xi32>)
  %2:2 = bufferization.dealloc (%arg0 : memref<2xi32>) if (%arg1) retain (%arg0, %arg2 : memref<2xi32>, memref<2xi32>)
  func.return %0, %1, %2#0, %2#1 : i1, i1, i1, i1
}

// A retained value that only the dropped memref aliased protects nothing
// left: it goes in the same rewrite, its ownership the dropped memref's
// condition.
// CHECK-LABEL: func.func @retained_only_by_dropped
// CHECK-SAME:    (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK:         func.call @use(%[[B:[^)]*]])
// CHECK-NEXT:    bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[D]])
// CHECK-NEXT:    func.return %[[C]] : i1
func.func @retained_only_by_dropped(%c: i1, %d: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  func.call @use(%b) : (memref<4xf32>) -> ()
  %o = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %d) retain (%a : memref<4xf32>)
  func.return %o : i1
}

// ... or when the ownership of the retained values it may alias is unused.
// CHECK-LABEL: func.func @contained_unused_ownership
// CHECK-SAME:    (%{{.*}}: memref<2xi32>, %[[C:.*]]: i1, %{{.*}}: memref<2xi32>)
// CHECK-NEXT:    func.return %[[C]] : i1
func.func @contained_unused_ownership(%arg0: memref<2xi32>, %arg1: i1, %arg2: memref<2xi32>) -> i1 {
  %o:2 = bufferization.dealloc (%arg0 : memref<2xi32>) if (%arg1) retain (%arg0, %arg2 : memref<2xi32>, memref<2xi32>)
  func.return %o#0 : i1
}

// The memrefs split into groups that never alias across: the two arguments
// (which may be one buffer) and the two selects of allocations.  The selects
// are one buffer exactly when %c and %d agree: the second is freed unless the
// first (with its condition %d) already was, with no pointer comparison.
// The selects are whole allocations and are freed themselves; the arguments
// may be views, and keep their base buffers.
// CHECK-LABEL: func.func @independent_groups
// CHECK:         %[[S1:s1]] = arith.select
// CHECK-NEXT:    %[[S2:s2]] = arith.select
// CHECK-NEXT:    %[[BX:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %x
// CHECK-NEXT:    %[[BY:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %y
// CHECK-NEXT:    bufferization.dealloc (%[[BX]], %[[BY]] : memref<f32>, memref<f32>) if (%c, %c)
// CHECK-NEXT:    %[[NOT_D:.*]] = arith.xori %d, %{{.*}} : i1
// CHECK-NEXT:    %[[SAME:.*]] = arith.select %c, %d, %[[NOT_D]] : i1
// CHECK-NEXT:    %[[FREED_BY_FIRST:.*]] = arith.andi %[[SAME]], %d : i1
// CHECK-NEXT:    %[[NOT_FREED:.*]] = arith.xori %[[FREED_BY_FIRST]], %{{.*}} : i1
// CHECK-NEXT:    %[[FREE2:.*]] = arith.andi %d, %[[NOT_FREED]] : i1
// CHECK-NEXT:    bufferization.dealloc (%[[S1]] : memref<4xf32>) if (%d)
// CHECK-NEXT:    bufferization.dealloc (%[[S2]] : memref<4xf32>) if (%[[FREE2]])
// CHECK-NEXT:    func.return
func.func @independent_groups(%x: memref<4xf32>, %y: memref<4xf32>, %c: i1, %d: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s1 = arith.select %c, %a, %b : memref<4xf32>
  %s2 = arith.select %d, %a, %b : memref<4xf32>
  %bx, %ox, %sx, %tx = memref.extract_strided_metadata %x : memref<4xf32> -> memref<f32>, index, index, index
  %by, %oy, %sy, %ty = memref.extract_strided_metadata %y : memref<4xf32> -> memref<f32>, index, index, index
  %b1, %o1, %z1, %t1 = memref.extract_strided_metadata %s1 : memref<4xf32> -> memref<f32>, index, index, index
  %b2, %o2, %z2, %t2 = memref.extract_strided_metadata %s2 : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%bx, %b1, %by, %b2 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%c, %d, %c, %d)
  func.return
}

// The select is %a exactly when %c holds and %arg otherwise, which decides
// every question of the dealloc without pointer comparisons: %a is never
// freed here (retained when %c, not owned otherwise) and, left without uses,
// goes; %arg is freed when %d holds and the select is not it; the retained
// value's ownership is the disjunction over the memrefs it may be.
// CHECK-LABEL: func.func @split_ownerships
// CHECK-SAME:    (%[[ARG:.*]]: memref<4xf32>, %[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK:         %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    func.call @use(%[[B]])
// CHECK-NEXT:    %[[NOT_C:.*]] = arith.xori %[[C]], %{{.*}} : i1
// CHECK-NEXT:    %[[FREE_ARG:.*]] = arith.andi %[[D]], %[[C]] : i1
// CHECK-NEXT:    bufferization.dealloc (%[[B]] : memref<4xf32>) if (%[[D]])
// CHECK-NEXT:    bufferization.dealloc (%[[ARG]] : memref<4xf32>) if (%[[FREE_ARG]])
// CHECK-NEXT:    %[[VIA_ARG:.*]] = arith.andi %[[D]], %[[NOT_C]] : i1
// CHECK-NEXT:    %[[OR:.*]] = arith.ori %[[C]], %[[VIA_ARG]] : i1
// CHECK-NEXT:    func.return %[[OR]] : i1
func.func @split_ownerships(%arg: memref<4xf32>, %c: i1, %d: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  func.call @use(%b) : (memref<4xf32>) -> ()
  %sel = arith.select %c, %a, %arg : memref<4xf32>
  %o = bufferization.dealloc (%a, %b, %arg : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %d) retain (%sel : memref<4xf32>)
  func.return %o : i1
}

// When a question stays open (%arg and %r may be one buffer), the memrefs
// split into groups that never alias across, and each part keeps the
// retained list: %sel's ownership is the disjunction of the parts', %c from
// %a (decided by the select) and the run-time answer of %arg's part.
// CHECK-LABEL: func.func @split_keeps_retained
// CHECK-SAME:    (%[[ARG:.*]]: memref<4xf32>, %[[R:.*]]: memref<4xf32>, %[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK:         %[[SEL:.*]] = arith.select %[[C]], %[[A:.*]], %[[R]]
// CHECK:         bufferization.dealloc (%[[A]] : memref<4xf32>) if (%{{.*}})
// CHECK-NEXT:    bufferization.dealloc (%[[B:.*]] : memref<4xf32>) if (%[[D]])
// CHECK-NEXT:    %[[O_ARG:.*]] = bufferization.dealloc (%[[ARG]] : memref<4xf32>) if (%[[D]]) retain (%[[SEL]] : memref<4xf32>)
// CHECK-NEXT:    %[[O:.*]] = arith.ori %[[C]], %[[O_ARG]] : i1
// CHECK-NEXT:    func.return %[[O]] : i1
func.func @split_keeps_retained(%arg: memref<4xf32>, %r: memref<4xf32>, %c: i1, %d: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  func.call @use(%b) : (memref<4xf32>) -> ()
  %sel = arith.select %c, %a, %r : memref<4xf32>
  %o = bufferization.dealloc (%a, %b, %arg : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %d) retain (%sel : memref<4xf32>)
  func.return %o : i1
}
