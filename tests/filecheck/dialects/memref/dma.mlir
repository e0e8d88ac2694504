// `memref.dma_start` and `memref.dma_wait` in MLIR's custom form.  xDSL's
// `dma_start` keeps its operand groups in an `operandSegmentSizes` attribute
// that MLIR's op does not have, so only the custom form is shared with
// mlir-opt-22 (checked in `mlir-reference.mlir`); the strided form (two more
// operands) has no place in xDSL's op and is rejected.
// (Like `prefetch`, MLIR prints a `dma_start` attribute dictionary it cannot
// parse; xDSL reads it.)

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: not xdsl-opt -p mlir-forms %S/inputs/dma-strided.mlir 2>&1 | filecheck %s --check-prefix=STRIDED

func.func @transfers(%a: memref<8xf32>, %far: memref<40xf32, "far">, %tag: memref<1xi32>, %tags: memref<2x2xi32>, %i: index, %n: index) {
  memref.dma_start %a[%i], %far[%i], %n, %tag[%i] : memref<8xf32>, memref<40xf32, "far">, memref<1xi32>
  memref.dma_start %far[%n], %a[%i], %n, %tags[%i, %n] : memref<40xf32, "far">, memref<8xf32>, memref<2x2xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  memref.dma_wait %tags[%i, %i], %n {tag} : memref<2x2xi32>
  return
}

// CHECK-LABEL: func.func @transfers(
// CHECK-SAME:      [[A:%[^:]+]]: memref<8xf32>, [[FAR:%[^:]+]]: memref<40xf32, "far">, [[TAG:%[^:]+]]: memref<1xi32>, [[TAGS:%[^:]+]]: memref<2x2xi32>, [[I:%[^:]+]]: index, [[N:%[^:]+]]: index)
// CHECK-NEXT:    memref.dma_start [[A]][[[I]]], [[FAR]][[[I]]], [[N]], [[TAG]][[[I]]] : memref<8xf32>, memref<40xf32, "far">, memref<1xi32>{{$}}
// CHECK-NEXT:    memref.dma_start [[FAR]][[[N]]], [[A]][[[I]]], [[N]], [[TAGS]][[[I]], [[N]]] : memref<40xf32, "far">, memref<8xf32>, memref<2x2xi32>{{$}}
// CHECK-NEXT:    memref.dma_wait [[TAG]][[[I]]], [[N]] : memref<1xi32>{{$}}
// CHECK-NEXT:    memref.dma_wait [[TAGS]][[[I]], [[I]]], [[N]] {tag} : memref<2x2xi32>{{$}}

// STRIDED: a strided memref.dma_start (stride and elements per stride) is not supported
