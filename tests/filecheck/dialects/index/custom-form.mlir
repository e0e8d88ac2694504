// The index dialect's ops in MLIR 22's custom form, as mlir-opt-22 prints
// them: each parses and xDSL prints it back unchanged.
// `mlir-reference.mlir` checks these CHECK lines against mlir-opt-22 and
// that it reads xDSL's output.

// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s

func.func @ops(%a: index, %b: index, %i: i32, %t: i1) -> index {
  %c = index.constant 42
  %bt = index.bool.constant true
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.cmp slt(%a, %b)
  %21 = index.cmp uge(%a, %b)
  %22 = index.casts %i : i32 to index
  %23 = index.castu %a : index to i32
  %24 = index.sizeof
  %25 = index.add %a, %b {tag}
  return %0 : index
}

// CHECK-LABEL: func.func @ops(
// CHECK-SAME:      [[A:%[^:]+]]: index, [[B:%[^:]+]]: index, [[I:%[^:]+]]: i32, [[T:%[^:]+]]: i1)
// CHECK-NEXT:    [[C:%.+]] = index.constant 42{{$}}
// CHECK-NEXT:    {{%.+}} = index.bool.constant true{{$}}
// CHECK-NEXT:    [[ADD:%.+]] = index.add [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.sub [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.mul [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.divs [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.divu [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.ceildivs [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.ceildivu [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.floordivs [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.rems [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.remu [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.maxs [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.maxu [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.mins [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.minu [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.shl [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.shrs [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.shru [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.and [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.or [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.xor [[A]], [[B]]{{$}}
// CHECK-NEXT:    {{%.+}} = index.cmp slt([[A]], [[B]]){{$}}
// CHECK-NEXT:    {{%.+}} = index.cmp uge([[A]], [[B]]){{$}}
// CHECK-NEXT:    {{%.+}} = index.casts [[I]] : i32 to index{{$}}
// CHECK-NEXT:    {{%.+}} = index.castu [[A]] : index to i32{{$}}
// CHECK-NEXT:    {{%.+}} = index.sizeof{{$}}
// CHECK-NEXT:    {{%.+}} = index.add [[A]], [[B]] {tag}{{$}}
// CHECK-NEXT:    {{(func.)?}}return [[ADD]] : index
