// Every textual form of `memref.realloc`.  The CHECK lines are the custom
// form that MLIR 22 prints (checked against `mlir-opt-22` by
// `mlir-reference.mlir`).

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @realloc(%a: memref<2xf32>, %d: memref<?xi8>, %n: index, %g: memref<8xf64, "gpu">) {
  %0 = memref.realloc %a : memref<2xf32> to memref<4xf32>
  %1 = memref.realloc %a : memref<2xf32> to memref<1xf32>
  %2 = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  %3 = memref.realloc %d : memref<?xi8> to memref<16xi8>
  %4 = memref.realloc %d(%n) : memref<?xi8> to memref<?xi8>
  %5 = memref.realloc %d(%n) {alignment = 8 : i64} : memref<?xi8> to memref<?xi8>
  %6 = memref.realloc %a {alignment = 64 : i64} : memref<2xf32> to memref<10xf32>
  %7 = memref.realloc %g {tag} : memref<8xf64, "gpu"> to memref<4xf64, "gpu">
  %8 = memref.realloc %a : memref<2xf32> to memref<4xf32, strided<[1]>>
  return
}

// CHECK-LABEL: func.func @realloc(
// CHECK-SAME:      [[A:%[^:]+]]: memref<2xf32>, [[D:%[^:]+]]: memref<?xi8>, [[N:%[^:]+]]: index, [[G:%[^:]+]]: memref<8xf64, "gpu">)
// CHECK-NEXT:    {{%.+}} = memref.realloc [[A]] : memref<2xf32> to memref<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[A]] : memref<2xf32> to memref<1xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[A]]([[N]]) : memref<2xf32> to memref<?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[D]] : memref<?xi8> to memref<16xi8>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[D]]([[N]]) : memref<?xi8> to memref<?xi8>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[D]]([[N]]) {alignment = 8 : i64} : memref<?xi8> to memref<?xi8>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[A]] {alignment = 64 : i64} : memref<2xf32> to memref<10xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[G]] {tag} : memref<8xf64, "gpu"> to memref<4xf64, "gpu">{{$}}
// CHECK-NEXT:    {{%.+}} = memref.realloc [[A]] : memref<2xf32> to memref<4xf32, strided<[1]>>{{$}}
