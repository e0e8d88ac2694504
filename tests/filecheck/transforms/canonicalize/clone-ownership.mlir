// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// RUN: xdsl-dealloc-check %s | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | mlir-opt-22 > /dev/null

// The deallocation pass returns a buffer it may not own as
// `scf.if %owned { yield %r } else { clone %r }`.  When `%r` and `%owned` come
// from one `scf.if` whose branches yield constant ownerships, the copy moves
// into the branches that do not own their buffer, and the runtime test goes.
// MLIR's canonicalizer keeps it.

// CLEAN: @argument_or_new: clean, 2 runs
// CHECK-LABEL: func.func @argument_or_new
// CHECK-SAME:    (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (memref<2xf32>) {
// CHECK-NEXT:      %[[COPY:.*]] = bufferization.clone %[[M]] : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:      scf.yield %[[COPY]] : memref<2xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:      scf.yield %[[A]] : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[R]] : memref<2xf32>
func.func @argument_or_new(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %r, %owned = scf.if %c -> (memref<2xf32>, i1) {
    scf.yield %m, %false : memref<2xf32>, i1
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a, %true : memref<2xf32>, i1
  }
  %out = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  func.return %out : memref<2xf32>
}

// Other results of the `scf.if` stay; a load in between (here of a buffer
// that may be `%r`'s) writes nothing the copy would miss.
// CLEAN: @other_results_and_a_read: clean, 2 runs
// CHECK-LABEL: func.func @other_results_and_a_read
// CHECK-SAME:    (%[[M:.*]]: memref<2xf32>, %[[N:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK:         %[[K:.*]], %[[R:.*]] = scf.if %[[C]] -> (index, memref<2xf32>) {
// CHECK:           %[[COPY:.*]] = bufferization.clone %[[M]]
// CHECK-NEXT:      scf.yield %{{.*}}, %[[COPY]] : index, memref<2xf32>
// CHECK-NEXT:    } else {
// CHECK:           %[[FRESH:.*]] = memref.alloc()
// CHECK-NEXT:      scf.yield %{{.*}}, %[[FRESH]] : index, memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = memref.load %[[M]][%[[K]]] : memref<2xf32>
// CHECK-NEXT:    func.return %{{.*}}, %[[R]] : f32, memref<2xf32>
func.func @other_results_and_a_read(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1) -> (f32, memref<2xf32>) {
  %false = arith.constant false
  %true = arith.constant true
  %k, %r, %owned = scf.if %c -> (index, memref<2xf32>, i1) {
    %zero = arith.constant 0 : index
    scf.yield %zero, %m, %false : index, memref<2xf32>, i1
  } else {
    %one = arith.constant 1 : index
    %fresh = memref.alloc() : memref<2xf32>
    scf.yield %one, %fresh, %true : index, memref<2xf32>, i1
  }
  %x = memref.load %m[%k] : memref<2xf32>
  %out = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  func.return %x, %out : f32, memref<2xf32>
}

// Owned on every branch: no copy at all.
// CLEAN: @always_owned: clean, 2 runs
// CHECK-LABEL: func.func @always_owned
// CHECK-NOT:     bufferization.clone
// CHECK:         func.return
func.func @always_owned(%c: i1) -> memref<2xf32> {
  %true = arith.constant true
  %r, %owned = scf.if %c -> (memref<2xf32>, i1) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a, %true : memref<2xf32>, i1
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b, %true : memref<2xf32>, i1
  }
  %out = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  func.return %out : memref<2xf32>
}

// Each of the following keeps its runtime test.

// A write between the two `scf.if`s: copying earlier would miss it.
// CLEAN: @write_in_between: clean, 2 runs
// CHECK-LABEL: func.func @write_in_between
// CHECK:         memref.store
// CHECK-NEXT:    scf.if %{{.*}} -> (memref<2xf32>) {
// CHECK:           bufferization.clone
func.func @write_in_between(%m: memref<2xf32>, %c: i1, %x: f32) -> memref<2xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %i = arith.constant 0 : index
  %r, %owned = scf.if %c -> (memref<2xf32>, i1) {
    scf.yield %m, %false : memref<2xf32>, i1
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a, %true : memref<2xf32>, i1
  }
  memref.store %x, %r[%i] : memref<2xf32>
  %out = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  func.return %out : memref<2xf32>
}

// The ownership is not a constant in every branch.
// CLEAN: @ownership_unknown: clean, 4 runs
// CHECK-LABEL: func.func @ownership_unknown
// CHECK:         scf.if %{{.*}} -> (memref<2xf32>) {
// CHECK:           bufferization.clone
func.func @ownership_unknown(%m: memref<2xf32>, %c: i1, %d: i1) -> memref<2xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %r, %owned = scf.if %c -> (memref<2xf32>, i1) {
    scf.yield %m, %false : memref<2xf32>, i1
  } else {
    %a = memref.alloc() : memref<2xf32>
    %s = arith.select %d, %a, %m : memref<2xf32>
    %not_d = arith.xori %d, %true : i1
    scf.if %not_d {
      memref.dealloc %a : memref<2xf32>
    }
    scf.yield %s, %d : memref<2xf32>, i1
  }
  %out = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  func.return %out : memref<2xf32>
}

// The buffer is used after the test too: that use must keep seeing `%r`.
// CLEAN: @value_used_elsewhere: clean, 2 runs
// CHECK-LABEL: func.func @value_used_elsewhere
// CHECK:         scf.if %{{.*}} -> (memref<2xf32>) {
// CHECK:           bufferization.clone
func.func @value_used_elsewhere(%m: memref<2xf32>, %c: i1) -> (f32, memref<2xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %i = arith.constant 0 : index
  %r, %owned = scf.if %c -> (memref<2xf32>, i1) {
    scf.yield %m, %false : memref<2xf32>, i1
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a, %true : memref<2xf32>, i1
  }
  %out = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  %x = memref.load %r[%i] : memref<2xf32>
  func.return %x, %out : f32, memref<2xf32>
}

// The ownership also decides a free: it must stay a result.
// CLEAN: @ownership_used_elsewhere: clean, 2 runs
// CHECK-LABEL: func.func @ownership_used_elsewhere
// CHECK:         scf.if %{{.*}} -> (memref<2xf32>) {
// CHECK:           bufferization.clone
func.func @ownership_used_elsewhere(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %true = arith.constant true
  %false = arith.constant false
  %r, %owned = scf.if %c -> (memref<2xf32>, i1) {
    scf.yield %m, %false : memref<2xf32>, i1
  } else {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a, %true : memref<2xf32>, i1
  }
  %out = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  %b = memref.alloc() : memref<2xf32>
  scf.if %owned {
    memref.dealloc %b : memref<2xf32>
  }
  %not_owned = arith.xori %owned, %true : i1
  scf.if %not_owned {
    memref.dealloc %b : memref<2xf32>
  }
  func.return %out : memref<2xf32>
}
