// RUN: xdsl-opt %s -p mlir-forms,canonicalize | filecheck %s
// RUN: xdsl-dealloc-check %s | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p mlir-forms,canonicalize | mlir-opt-22 > /dev/null
// RUN: mlir-opt-22 --canonicalize %s | filecheck %s --check-prefix=MLIR

// `arith.index_cast` of a constant folds (sign-extended or truncated, as
// MLIR's folder has it), so a `cf.switch` on a cast constant folds to a
// branch; a `cf.switch` drops a successor argument all edges agree on, as
// `cf.br` and `cf.cond_br` do, and folds the `i1`s it passes that an edge
// decides.  tests/transforms/canonicalization/test_known_conditions_switch.py
// checks that every function computes the same before and after.

// CLEAN: 4 function(s) checked, all clean

// CHECK-LABEL: func.func @switch_on_cast_constant
// CHECK-NOT:     arith.index_cast
// CHECK-NOT:     cf.switch
// CHECK:         %[[V:.*]] = memref.load %a
// CHECK-NEXT:    memref.dealloc %a
// CHECK-NEXT:    func.return %[[V]]
// MLIR-LABEL: func.func @switch_on_cast_constant
// MLIR-NOT:     cf.switch
// MLIR:         memref.load
func.func @switch_on_cast_constant(%c: i1) -> f32 {
  %zero = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %two, %a[%zero] : memref<2xf32>
  %flag = arith.index_cast %c2 : index to i32
  cf.switch %flag : i32, [
    default: ^other(%one : f32),
    0: ^other(%one : f32),
    2: ^picked(%a : memref<2xf32>)
  ]
^other(%v: f32):
  memref.dealloc %a : memref<2xf32>
  return %v : f32
^picked(%m: memref<2xf32>):
  %w = memref.load %m[%zero] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %w : f32
}

// -1 : i32 is -1 as an index, which truncates to -1 : i8; 300 truncates
// to 44 : i8.
// CHECK-LABEL: func.func @casts_of_constants
// CHECK-DAG:     arith.constant -1 : index
// CHECK-DAG:     arith.constant -1 : i8
// CHECK-DAG:     arith.constant 44 : i8
// CHECK-NOT:     arith.index_cast
// MLIR-LABEL: func.func @casts_of_constants
// MLIR-DAG:     arith.constant -1 : index
// MLIR-DAG:     arith.constant -1 : i8
// MLIR-DAG:     arith.constant 44 : i8
func.func @casts_of_constants() -> (index, i8, i8) {
  %m = arith.constant -1 : i32
  %big = arith.constant 300 : index
  %i = arith.index_cast %m : i32 to index
  %j = arith.index_cast %i : index to i8
  %k = arith.index_cast %big : index to i8
  return %i, %j, %k : index, i8, i8
}

// Every edge into ^join passes %true: the argument goes, from the switch
// too (MLIR 22 keeps it on the switch's edges).  Its buffer argument differs
// per edge and stays; case 2 (through ^last) then matches the default.
// CHECK-LABEL: func.func @switch_agreeing_argument
// CHECK:         cf.switch %x : i32, [
// CHECK-NEXT:      default: ^{{.*}}(%a : memref<2xf32>),
// CHECK-NEXT:      0: ^{{.*}}(%b : memref<2xf32>)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^{{.*}}(%m: memref<2xf32>):
// CHECK-NEXT:    %v = memref.load %m
// MLIR-LABEL: func.func @switch_agreeing_argument
// MLIR:         default: ^bb1(%alloc, %true : memref<2xf32>, i1),
func.func @switch_agreeing_argument(%x: i32) -> f32 {
  %zero = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  memref.store %two, %b[%zero] : memref<2xf32>
  cf.switch %x : i32, [
    default: ^join(%a, %true : memref<2xf32>, i1),
    0: ^join(%b, %true : memref<2xf32>, i1),
    2: ^last
  ]
^last:
  cf.br ^join(%a, %true : memref<2xf32>, i1)
^join(%m: memref<2xf32>, %owned: i1):
  %v = memref.load %m[%zero] : memref<2xf32>
  %r = scf.if %owned -> (f32) {
    scf.yield %v : f32
  } else {
    scf.yield %one : f32
  }
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  return %r : f32
}

// The pass's form of a buffer passed on by a switch with its ownership on
// each edge: `%flag != 0` on the default edge, `%flag == 0` on case 0, so
// `true` on both (`cf.switch`'s facts on each edge), and the guarded free
// of what ^ret receives is unconditional.  MLIR 22 keeps the `scf.if`.
// CHECK-LABEL: func.func @switch_ownership_known_on_edges
// CHECK:         cf.switch %flag : i32, [
// CHECK-NEXT:      default: ^{{.*}}(%a : memref<2xf32>),
// CHECK-NEXT:      0: ^{{.*}}(%b : memref<2xf32>)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^{{.*}}(%r: memref<2xf32>):
// CHECK-NEXT:    %v = memref.load %r
// CHECK-NEXT:    memref.dealloc %r
// CHECK-NEXT:    func.return %v
// MLIR-LABEL: func.func @switch_ownership_known_on_edges
// MLIR:         scf.if %{{.*}} {
// MLIR-NEXT:      memref.dealloc
func.func @switch_ownership_known_on_edges(%flag: i32) -> f32 {
  %true = arith.constant true
  %zero = arith.constant 0 : index
  %c0 = arith.constant 0 : i32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%zero] : memref<2xf32>
  memref.store %two, %b[%zero] : memref<2xf32>
  %is_zero = arith.cmpi eq, %flag, %c0 : i32
  %not_zero = arith.xori %is_zero, %true : i1
  scf.if %not_zero {
    memref.dealloc %b : memref<2xf32>
  }
  scf.if %is_zero {
    memref.dealloc %a : memref<2xf32>
  }
  cf.switch %flag : i32, [
    default: ^ret(%a, %not_zero : memref<2xf32>, i1),
    0: ^ret(%b, %is_zero : memref<2xf32>, i1)
  ]
^ret(%r: memref<2xf32>, %owned: i1):
  %v = memref.load %r[%zero] : memref<2xf32>
  scf.if %owned {
    memref.dealloc %r : memref<2xf32>
  }
  return %v : f32
}
