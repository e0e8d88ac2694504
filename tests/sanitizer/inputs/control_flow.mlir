// Correct programs over every supported control-flow op; each returns a value
// computed from memory so that the tests can check the execution too.

func.func private @fill(%m: memref<?xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}

// scf.while doubling a counter in a buffer until it reaches %n.
func.func @while_loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<1xindex>
  memref.store %c1, %m[%c0] : memref<1xindex>
  %r = scf.while (%buf = %m) : (memref<1xindex>) -> memref<1xindex> {
    %v = memref.load %buf[%c0] : memref<1xindex>
    %go = arith.cmpi slt, %v, %n : index
    scf.condition(%go) %buf : memref<1xindex>
  } do {
  ^bb0(%buf: memref<1xindex>):
    %v = memref.load %buf[%c0] : memref<1xindex>
    %w = arith.addi %v, %v : index
    memref.store %w, %buf[%c0] : memref<1xindex>
    scf.yield %buf : memref<1xindex>
  }
  %out = memref.load %r[%c0] : memref<1xindex>
  memref.dealloc %m : memref<1xindex>
  return %out : index
}

// scf.index_switch choosing which buffer to keep; the others are freed.
func.func @index_switch(%k: index) -> memref<?xi32> {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : i32
  %a = memref.alloc(%c2) : memref<?xi32>
  %b = memref.alloc(%c2) : memref<?xi32>
  %r = scf.index_switch %k -> memref<?xi32>
  case 1 {
    memref.dealloc %b : memref<?xi32>
    scf.yield %a : memref<?xi32>
  }
  default {
    memref.dealloc %a : memref<?xi32>
    func.call @fill(%b, %c5) : (memref<?xi32>, i32) -> ()
    scf.yield %b : memref<?xi32>
  }
  return %r : memref<?xi32>
}

// scf.execute_region with blocks and cf.cond_br inside.
func.func @execute_region(%c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %v = scf.execute_region -> i32 {
    %m = memref.alloc() : memref<1xi32>
    cf.cond_br %c, ^yes, ^no
  ^yes:
    memref.store %one, %m[%c0] : memref<1xi32>
    cf.br ^done
  ^no:
    memref.store %two, %m[%c0] : memref<1xi32>
    cf.br ^done
  ^done:
    %x = memref.load %m[%c0] : memref<1xi32>
    memref.dealloc %m : memref<1xi32>
    scf.yield %x : i32
  }
  return %v : i32
}

// scf.parallel with a reduction, reading a buffer filled by a call.
func.func @parallel_sum(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %three = arith.constant 3 : i32
  %m = memref.alloc(%n) : memref<?xi32>
  func.call @fill(%m, %three) : (memref<?xi32>, i32) -> ()
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> i32 {
    %x = memref.load %m[%i] : memref<?xi32>
    scf.reduce(%x : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %s = arith.addi %lhs, %rhs : i32
      scf.reduce.return %s : i32
    }
  }
  memref.dealloc %m : memref<?xi32>
  return %sum : i32
}

// cf.switch over blocks that pass buffers as block arguments.
func.func @cf_switch(%k: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi32>
  %b = memref.alloc() : memref<1xi32>
  %ten = arith.constant 10 : i32
  %twenty = arith.constant 20 : i32
  memref.store %ten, %a[%c0] : memref<1xi32>
  memref.store %twenty, %b[%c0] : memref<1xi32>
  cf.switch %k : i32, [
    default: ^use(%a, %b : memref<1xi32>, memref<1xi32>),
    1: ^use(%b, %a : memref<1xi32>, memref<1xi32>)
  ]
^use(%keep: memref<1xi32>, %drop: memref<1xi32>):
  memref.dealloc %drop : memref<1xi32>
  %x = memref.load %keep[%c0] : memref<1xi32>
  memref.dealloc %keep : memref<1xi32>
  return %x : i32
}

// Allocas in an alloca_scope inside a loop die with each iteration's scope.
func.func @alloca_scope_in_loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %four = arith.constant 4 : i32
  %total = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.alloca_scope  -> (i32) {
      %t = memref.alloca() : memref<1xi32>
      memref.store %four, %t[%c0] : memref<1xi32>
      %v = memref.load %t[%c0] : memref<1xi32>
      memref.alloca_scope.return %v : i32
    }
    %next = arith.addi %acc, %x : i32
    scf.yield %next : i32
  }
  return %total : i32
}

// scf.for unsigned compares as unsigned: from 1 to -56 (200 as an i8) it
// runs 199 times, where the signed loop does not run.
func.func @unsigned_loop() -> (i32, i32) {
  %lower = arith.constant 1 : i8
  %upper = arith.constant -56 : i8
  %step = arith.constant 1 : i8
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %unsigned = scf.for unsigned %i = %lower to %upper step %step iter_args(%n = %zero) -> i32 : i8 {
    %next = arith.addi %n, %one : i32
    scf.yield %next : i32
  }
  %signed = scf.for %i = %lower to %upper step %step iter_args(%n = %zero) -> i32 : i8 {
    %next = arith.addi %n, %one : i32
    scf.yield %next : i32
  }
  return %unsigned, %signed : i32, i32
}
