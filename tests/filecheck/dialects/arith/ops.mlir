// The arith ops the deallocation passes read or build, in every form they
// take.  The CHECK lines are what mlir-opt-22 prints (see
// mlir-reference.mlir), including the overflow flags' `, ` (xDSL 0.74
// printed `nsw,nuw`) and fastmath's `,`.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @ops(%c: i1, %d: i1, %a: i32, %i: index, %m: memref<2xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %false = arith.constant false
  %c-1_i32 = arith.constant -1 : i32
  %cst = arith.constant 1.500000e+00 : f32
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %c, %m, %m {tag} : memref<2xf32>
  %2 = arith.cmpi eq, %i, %c0 : index
  %3 = arith.cmpi ne, %a, %a : i32
  %4 = arith.cmpi slt, %a, %a : i32
  %5 = arith.cmpi sle, %a, %a : i32
  %6 = arith.cmpi sgt, %a, %a : i32
  %7 = arith.cmpi sge, %a, %a : i32
  %8 = arith.cmpi ult, %i, %i : index
  %9 = arith.cmpi ule, %i, %i : index
  %10 = arith.cmpi ugt, %i, %i : index
  %11 = arith.cmpi uge, %i, %i : index
  %12 = arith.andi %c, %d : i1
  %13 = arith.ori %c, %true : i1
  %14 = arith.xori %d, %false : i1
  %15 = arith.addi %a, %a : i32
  %16 = arith.addi %a, %a overflow<nsw> : i32
  %17 = arith.addi %i, %i overflow<nsw, nuw> : index
  %18 = arith.subi %i, %c0 : index
  %19 = arith.muli %a, %c-1_i32 overflow<nuw> : i32
  %20 = arith.index_cast %i : index to i32
  %21 = arith.index_cast %a : i32 to index
  %22 = arith.extui %c : i1 to i32
  %23 = arith.trunci %a : i32 to i1
  %26 = arith.trunci %a overflow<nuw> : i32 to i8
  %24 = arith.addf %f, %cst : f32
  %25 = arith.addf %f, %f fastmath<nnan,ninf> : f32
  return
}

// CHECK-LABEL: func.func @ops(
// CHECK-SAME:      [[C:%[^:]+]]: i1, [[D:%[^:]+]]: i1, [[A:%[^:]+]]: i32, [[I:%[^:]+]]: index, [[M:%[^:]+]]: memref<2xf32>, [[F:%[^:]+]]: f32)
// CHECK-NEXT:    [[C0:%[^ ]+]] = arith.constant 0 : index{{$}}
// CHECK-NEXT:    [[TRUE:%[^ ]+]] = arith.constant true{{$}}
// CHECK-NEXT:    [[FALSE:%[^ ]+]] = arith.constant false{{$}}
// CHECK-NEXT:    [[M1:%[^ ]+]] = arith.constant -1 : i32{{$}}
// CHECK-NEXT:    [[CST:%[^ ]+]] = arith.constant 1.500000e+00 : f32{{$}}
// CHECK-NEXT:    arith.select [[C]], [[A]], [[A]] : i32{{$}}
// CHECK-NEXT:    arith.select [[C]], [[M]], [[M]] {tag} : memref<2xf32>{{$}}
// CHECK-NEXT:    arith.cmpi eq, [[I]], [[C0]] : index{{$}}
// CHECK-NEXT:    arith.cmpi ne, [[A]], [[A]] : i32{{$}}
// CHECK-NEXT:    arith.cmpi slt, [[A]], [[A]] : i32{{$}}
// CHECK-NEXT:    arith.cmpi sle, [[A]], [[A]] : i32{{$}}
// CHECK-NEXT:    arith.cmpi sgt, [[A]], [[A]] : i32{{$}}
// CHECK-NEXT:    arith.cmpi sge, [[A]], [[A]] : i32{{$}}
// CHECK-NEXT:    arith.cmpi ult, [[I]], [[I]] : index{{$}}
// CHECK-NEXT:    arith.cmpi ule, [[I]], [[I]] : index{{$}}
// CHECK-NEXT:    arith.cmpi ugt, [[I]], [[I]] : index{{$}}
// CHECK-NEXT:    arith.cmpi uge, [[I]], [[I]] : index{{$}}
// CHECK-NEXT:    arith.andi [[C]], [[D]] : i1{{$}}
// CHECK-NEXT:    arith.ori [[C]], [[TRUE]] : i1{{$}}
// CHECK-NEXT:    arith.xori [[D]], [[FALSE]] : i1{{$}}
// CHECK-NEXT:    arith.addi [[A]], [[A]] : i32{{$}}
// CHECK-NEXT:    arith.addi [[A]], [[A]] overflow<nsw> : i32{{$}}
// CHECK-NEXT:    arith.addi [[I]], [[I]] overflow<nsw, nuw> : index{{$}}
// CHECK-NEXT:    arith.subi [[I]], [[C0]] : index{{$}}
// CHECK-NEXT:    arith.muli [[A]], [[M1]] overflow<nuw> : i32{{$}}
// CHECK-NEXT:    arith.index_cast [[I]] : index to i32{{$}}
// CHECK-NEXT:    arith.index_cast [[A]] : i32 to index{{$}}
// CHECK-NEXT:    arith.extui [[C]] : i1 to i32{{$}}
// CHECK-NEXT:    arith.trunci [[A]] : i32 to i1{{$}}
// CHECK-NEXT:    arith.trunci [[A]] overflow<nuw> : i32 to i8{{$}}
// CHECK-NEXT:    arith.addf [[F]], [[CST]] : f32{{$}}
// CHECK-NEXT:    arith.addf [[F]], [[F]] fastmath<nnan,ninf> : f32{{$}}
