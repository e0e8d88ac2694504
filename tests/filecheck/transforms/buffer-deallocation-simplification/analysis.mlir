// RUN: xdsl-opt %s -p buffer-deallocation-simplification | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-simplification | mlir-opt-22 > /dev/null
// REQUIRES: mlir-opt-22

// What the aliasing analysis sees through: calls, globals, loops, branches.
// MLIR 22's pass gives the same result for @loop and @branches, and leaves
// the deallocs of @calls and @globals unchanged (runtime checks).

func.func private @external(memref<4xf32>) -> memref<4xf32>
func.func private @use(memref<4xf32>)

func.func private @fresh(%arg: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %arg, %a : memref<4xf32> to memref<4xf32>
  func.return %a : memref<4xf32>
}

func.func private @identity(%arg: memref<4xf32>) -> memref<4xf32> {
  func.return %arg : memref<4xf32>
}

// The external function returns a new buffer (function boundary ABI), @fresh
// too (seen in its body): three independent deallocs.  @identity returns its
// argument, so %same is %a: retaining it keeps %a, owned as %a is.
// CHECK-LABEL: func.func @calls
// CHECK-SAME:    (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK:         %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[E:.*]] = func.call @external(%[[A]])
// CHECK-NEXT:    %[[F:.*]] = func.call @fresh(%[[A]])
// CHECK-NEXT:    %[[SAME:.*]] = func.call @identity(%[[A]])
// CHECK-NEXT:    bufferization.dealloc (%[[E]] : memref<4xf32>) if (%[[D]])
// CHECK-NEXT:    bufferization.dealloc (%[[F]] : memref<4xf32>) if (%[[D]])
// CHECK-NEXT:    func.return %[[SAME]], %[[C]] : memref<4xf32>, i1
func.func @calls(%c: i1, %d: i1) -> (memref<4xf32>, i1) {
  %a = memref.alloc() : memref<4xf32>
  %e = func.call @external(%a) : (memref<4xf32>) -> memref<4xf32>
  %f = func.call @fresh(%a) : (memref<4xf32>) -> memref<4xf32>
  %same = func.call @identity(%a) : (memref<4xf32>) -> memref<4xf32>
  %o = bufferization.dealloc (%a, %e, %f : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %d, %d) retain (%same : memref<4xf32>)
  func.return %same, %o : memref<4xf32>, i1
}

memref.global "private" constant @table : memref<4xf32> = dense<1.0>
memref.global "private" @other : memref<4xf32> = dense<0.0>

// Globals are neither allocations nor each other; two `get_global` of one
// symbol are the same buffer, which an argument may be.
// CHECK-LABEL: func.func @globals
// CHECK-SAME:    (%[[ARG:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    func.call @use(%[[A]])
// CHECK-NEXT:    %[[T:.*]] = memref.get_global @table
// CHECK-NEXT:    bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[C]])
// CHECK-NEXT:    %{{.*}}, %[[OWN:.*]] = bufferization.dealloc (%[[T]] : memref<4xf32>) if (%[[C]]) retain (%[[T]], %[[ARG]] : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:    func.return %[[FALSE]], %[[C]], %[[OWN]] : i1, i1, i1
func.func @globals(%arg: memref<4xf32>, %c: i1) -> (i1, i1, i1) {
  %a = memref.alloc() : memref<4xf32>
  func.call @use(%a) : (memref<4xf32>) -> ()
  %t = memref.get_global @table : memref<4xf32>
  %t2 = memref.get_global @table : memref<4xf32>
  %other = memref.get_global @other : memref<4xf32>
  %o:3 = bufferization.dealloc (%a, %t : memref<4xf32>, memref<4xf32>) if (%c, %c) retain (%other, %t2, %arg : memref<4xf32>, memref<4xf32>, memref<4xf32>)
  func.return %o#0, %o#1, %o#2 : i1, i1, i1
}

// A buffer allocated in the loop body is new in every iteration: it is not
// the buffer the iteration argument carries in.  The iteration argument only
// ever carries whole allocations, so it is freed itself (no base buffer).
// CHECK-LABEL: func.func @loop
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[X:.*]] = %{{.*}}, %[[OWN:.*]] = %{{.*}})
// CHECK-NEXT:      %[[NEW:.*]] = memref.alloc()
// CHECK-NEXT:      bufferization.dealloc (%[[X]] : memref<4xf32>) if (%[[OWN]])
// CHECK-NEXT:      scf.yield %[[NEW]], %{{.*}} : memref<4xf32>, i1
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %init = memref.alloc() : memref<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init, %own = %false) -> (memref<4xf32>, i1) {
    %new = memref.alloc() : memref<4xf32>
    %base, %offset, %size, %stride = memref.extract_strided_metadata %x : memref<4xf32> -> memref<f32>, index, index, index
    %o = bufferization.dealloc (%base, %new : memref<f32>, memref<4xf32>) if (%own, %true) retain (%new : memref<4xf32>)
    scf.yield %new, %o : memref<4xf32>, i1
  }
  %base, %offset, %size, %stride = memref.extract_strided_metadata %r#0 : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%init, %base : memref<4xf32>, memref<f32>) if (%true, %r#1)
  func.return
}

// The `scf.if` yields either allocation, the `scf.while` only buffers it
// allocates itself: neither can be the argument.  The block argument of ^bb1
// is %a or %b, never %d; it is retained, so it is never freed and its own
// entry only adds its condition to its ownership.
// CHECK-LABEL: func.func @branches
// CHECK-SAME:    (%[[ARG:.*]]: memref<4xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    %[[D:.*]] = memref.alloc()
// CHECK:         %[[IF:.*]] = scf.if
// CHECK:         %[[W:.*]] = scf.while
// CHECK:         cf.cond_br
// CHECK-NEXT:  ^{{.*}}(%[[P:.*]]: memref<4xf32>):
// CHECK-NEXT:    %[[OWN:.*]] = bufferization.dealloc (%[[IF]] : memref<4xf32>) if (%[[C]]) retain (%[[P]] : memref<4xf32>)
// CHECK-NEXT:    bufferization.dealloc (%[[ARG]] : memref<4xf32>) if (%[[C]])
// CHECK-NEXT:    bufferization.dealloc (%[[W]] : memref<4xf32>) if (%[[C]])
// CHECK-NEXT:    bufferization.dealloc (%[[D]] : memref<4xf32>) if (%[[C]])
// CHECK-NEXT:    %[[OR:.*]] = arith.ori %[[OWN]], %[[C]] : i1
// CHECK-NEXT:    func.return %[[OR]]
func.func @branches(%arg: memref<4xf32>, %c: i1) -> i1 {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  func.call @use(%d) : (memref<4xf32>) -> ()
  %if = scf.if %c -> (memref<4xf32>) {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  %w = scf.while (%cur = %arg) : (memref<4xf32>) -> memref<4xf32> {
    %tmp = memref.alloc() : memref<4xf32>
    scf.condition(%c) %tmp : memref<4xf32>
  } do {
  ^bb0(%body: memref<4xf32>):
    scf.yield %body : memref<4xf32>
  }
  cf.cond_br %c, ^bb1(%a : memref<4xf32>), ^bb1(%b : memref<4xf32>)
^bb1(%p: memref<4xf32>):
  %o = bufferization.dealloc (%if, %arg, %w, %p, %d : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %c, %c, %c, %c) retain (%p : memref<4xf32>)
  func.return %o : i1
}

// A buffer from an op the analysis does not know may be anything.
// CHECK-LABEL: func.func @unknown
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>) if (%{{.*}}, %{{.*}})
func.func @unknown(%t: tensor<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  func.call @use(%a) : (memref<4xf32>) -> ()
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  bufferization.dealloc (%a, %m : memref<4xf32>, memref<4xf32>) if (%c, %c)
  func.return
}

// Guarded returns, as the ownership pass writes them: the buffer travels with
// its ownership flag, and only an owned one is returned as is.  The flag is
// the constant `false` exactly where the buffer is the argument, so under
// `scf.if %owned` the argument never arrives: each call returns a new buffer,
// and the caller's deallocs need no runtime check.  In @unguarded the flag
// the argument travels with is not a constant, so its result may still be
// the argument.
func.func private @guarded_if(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %r, %owned = scf.if %c -> (memref<4xf32>, i1) {
    scf.yield %m, %false : memref<4xf32>, i1
  } else {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a, %true : memref<4xf32>, i1
  }
  %g = scf.if %owned -> (memref<4xf32>) {
    scf.yield %r : memref<4xf32>
  } else {
    %copy = bufferization.clone %r : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  }
  func.return %g : memref<4xf32>
}

func.func private @guarded_branch(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%m, %false : memref<4xf32>, i1), ^bb1(%a, %true : memref<4xf32>, i1)
^bb1(%r: memref<4xf32>, %owned: i1):
  %g = scf.if %owned -> (memref<4xf32>) {
    scf.yield %r : memref<4xf32>
  } else {
    %copy = bufferization.clone %r : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  }
  func.return %g : memref<4xf32>
}

func.func private @unguarded(%m: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %true = arith.constant true
  %r, %owned = scf.if %c -> (memref<4xf32>, i1) {
    scf.yield %m, %c : memref<4xf32>, i1
  } else {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a, %true : memref<4xf32>, i1
  }
  %g = scf.if %owned -> (memref<4xf32>) {
    scf.yield %r : memref<4xf32>
  } else {
    %copy = bufferization.clone %r : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  }
  func.return %g : memref<4xf32>
}

// CHECK-LABEL: func.func @guarded_calls
// CHECK-SAME:    (%[[C:.*]]: i1)
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[IF:.*]] = func.call @guarded_if(%[[A]], %[[C]])
// CHECK-NEXT:    %[[BR:.*]] = func.call @guarded_branch(%[[A]], %[[C]])
// CHECK-NEXT:    %[[UN:.*]] = func.call @unguarded(%[[A]], %[[C]])
// CHECK-NEXT:    bufferization.dealloc (%[[A]], %[[UN]] : memref<4xf32>, memref<4xf32>) if (%[[C]], %[[C]])
// CHECK-NEXT:    bufferization.dealloc (%[[IF]] : memref<4xf32>) if (%[[C]])
// CHECK-NEXT:    bufferization.dealloc (%[[BR]] : memref<4xf32>) if (%[[C]])
// CHECK-NEXT:    func.return
func.func @guarded_calls(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %if = func.call @guarded_if(%a, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  %br = func.call @guarded_branch(%a, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  %un = func.call @unguarded(%a, %c) : (memref<4xf32>, i1) -> memref<4xf32>
  bufferization.dealloc (%a, %if, %br, %un : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %c, %c, %c)
  func.return
}

// Which memrefs are freed themselves rather than through their base buffer:
// a call of a function returning only allocations gives a whole buffer; a
// declaration may return a view, and so may a select with a view operand.
// CHECK-LABEL: func.func @whole_buffers
// CHECK:         %[[F:.*]] = func.call @fresh
// CHECK-NEXT:    %[[E:.*]] = func.call @external
// CHECK:         %[[S:.*]] = arith.select
// CHECK-NEXT:    %[[BE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[E]]
// CHECK-NEXT:    %[[BS:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[S]]
// CHECK-NEXT:    bufferization.dealloc (%[[F]] : memref<4xf32>) if (%{{.*}})
// CHECK-NEXT:    bufferization.dealloc (%[[BE]] : memref<f32>) if (%{{.*}})
// CHECK-NEXT:    bufferization.dealloc (%[[BS]] : memref<f32>) if (%{{.*}})
// CHECK-NEXT:    func.return
func.func @whole_buffers(%arg: memref<4xf32>, %c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %f = func.call @fresh(%arg) : (memref<4xf32>) -> memref<4xf32>
  %e = func.call @external(%arg) : (memref<4xf32>) -> memref<4xf32>
  %big = memref.alloc() : memref<8xf32>
  %view = memref.subview %big[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %cast = memref.cast %view : memref<4xf32, strided<[1]>> to memref<4xf32>
  %s = arith.select %c, %a, %cast : memref<4xf32>
  %bf, %of, %zf, %tf = memref.extract_strided_metadata %f : memref<4xf32> -> memref<f32>, index, index, index
  %be, %oe, %ze, %te = memref.extract_strided_metadata %e : memref<4xf32> -> memref<f32>, index, index, index
  %bs, %os, %zs, %ts = memref.extract_strided_metadata %s : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%bf, %be, %bs : memref<f32>, memref<f32>, memref<f32>) if (%c, %c, %c)
  func.return
}
