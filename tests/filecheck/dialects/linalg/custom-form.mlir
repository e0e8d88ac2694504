// The custom form of the linalg ops a tensor program and its bufferized form
// use, as mlir-opt-22 prints it: each parses and xDSL prints it back
// unchanged.  `mlir-reference.mlir` checks these CHECK lines against
// mlir-opt-22 and that it reads xDSL's output.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @map(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: memref<4xf32>, %n: memref<4xf32>) {
  %sum = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>)
  %fast = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) {tag}
  %negated = linalg.map { arith.negf } ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
  %filled = linalg.map outs(%b : tensor<4xf32>)
    (%init: f32) {
      %two = arith.constant 2.000000e+00 : f32
      linalg.yield %two : f32
    }
  %accumulated = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  linalg.map { arith.mulf } ins(%m, %n : memref<4xf32>, memref<4xf32>) outs(%n : memref<4xf32>)
  linalg.map ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
    (%in: f32, %init: f32) {
      %i = linalg.index 0 : index
      %c = arith.index_cast %i : index to i32
      %f = arith.sitofp %c : i32 to f32
      %s = arith.addf %in, %f : f32
      linalg.yield %s : f32
    }
  return
}

// CHECK-LABEL: func.func @map(
// CHECK-SAME:      [[A:%[^:]+]]: tensor<4xf32>, [[B:%[^:]+]]: tensor<4xf32>, [[M:%[^:]+]]: memref<4xf32>, [[N:%[^:]+]]: memref<4xf32>)
// CHECK-NEXT:    {{%.+}} = linalg.map { arith.addf } ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>){{$}}
// CHECK-NEXT:    {{%.+}} = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>) {tag}{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.map { arith.negf } ins([[A]] : tensor<4xf32>) outs([[B]] : tensor<4xf32>){{$}}
// CHECK-NEXT:    {{%.+}} = linalg.map outs([[B]] : tensor<4xf32>){{$}}
// CHECK-NEXT:      ({{%.+}}: f32) {
// CHECK-NEXT:        [[TWO:%.+]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:        linalg.yield [[TWO]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    {{%.+}} = linalg.map ins([[A]] : tensor<4xf32>) outs([[B]] : tensor<4xf32>){{$}}
// CHECK-NEXT:      ([[IN:%.+]]: f32, [[INIT:%.+]]: f32) {
// CHECK-NEXT:        [[S:%.+]] = arith.addf [[IN]], [[INIT]] : f32
// CHECK-NEXT:        linalg.yield [[S]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    linalg.map { arith.mulf } ins([[M]], [[N]] : memref<4xf32>, memref<4xf32>) outs([[N]] : memref<4xf32>){{$}}
// CHECK-NEXT:    linalg.map ins([[M]] : memref<4xf32>) outs([[N]] : memref<4xf32>){{$}}
// CHECK-NEXT:      ({{%.+}}: f32, {{%.+}}: f32) {
// CHECK-NEXT:        {{%.+}} = linalg.index 0 : index
// CHECK:             linalg.yield {{%.+}} : f32
// CHECK-NEXT:      }

func.func @named(%a: tensor<4xf32>, %b: tensor<4xf32>, %s: tensor<f32>, %m: tensor<4x4xf32>, %batch: tensor<2x4x4xf32>, %ints: tensor<4xi32>, %mm: memref<4x4xf32>, %v: memref<4xf32>, %w: memref<4xf32>, %ms: memref<f32>) {
  %bm = linalg.batch_matmul ins(%batch, %batch : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs(%batch : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %dot = linalg.dot ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %mv = linalg.matvec ins(%m, %a : tensor<4x4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %quotient = linalg.div ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %int_quotient = linalg.div ins(%ints, %ints : tensor<4xi32>, tensor<4xi32>) outs(%ints : tensor<4xi32>) -> tensor<4xi32>
  linalg.matvec ins(%mm, %v : memref<4x4xf32>, memref<4xf32>) outs(%w : memref<4xf32>)
  linalg.dot ins(%v, %w : memref<4xf32>, memref<4xf32>) outs(%ms : memref<f32>)
  linalg.div ins(%v, %w : memref<4xf32>, memref<4xf32>) outs(%w : memref<4xf32>)
  %mat = linalg.matmul ins(%m, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%m : tensor<4x4xf32>) -> tensor<4x4xf32>
  %sum = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %difference = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %product = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %largest = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %c = arith.constant 1.000000e+00 : f32
  %filled = linalg.fill ins(%c : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %copied = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  linalg.fill ins(%c : f32) outs(%v : memref<4xf32>)
  linalg.copy ins(%v : memref<4xf32>) outs(%w : memref<4xf32>)
  return
}

// CHECK-LABEL: func.func @named(
// CHECK-SAME:      [[A:%[^:]+]]: tensor<4xf32>, [[B:%[^:]+]]: tensor<4xf32>, [[S:%[^:]+]]: tensor<f32>, [[M:%[^:]+]]: tensor<4x4xf32>, [[BATCH:%[^:]+]]: tensor<2x4x4xf32>, [[INTS:%[^:]+]]: tensor<4xi32>, [[MM:%[^:]+]]: memref<4x4xf32>, [[V:%[^:]+]]: memref<4xf32>, [[W:%[^:]+]]: memref<4xf32>, [[MS:%[^:]+]]: memref<f32>)
// CHECK-NEXT:    {{%.+}} = linalg.batch_matmul ins([[BATCH]], [[BATCH]] : tensor<2x4x4xf32>, tensor<2x4x4xf32>) outs([[BATCH]] : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.dot ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[S]] : tensor<f32>) -> tensor<f32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.matvec ins([[M]], [[A]] : tensor<4x4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.div ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.div ins([[INTS]], [[INTS]] : tensor<4xi32>, tensor<4xi32>) outs([[INTS]] : tensor<4xi32>) -> tensor<4xi32>{{$}}
// CHECK-NEXT:    linalg.matvec ins([[MM]], [[V]] : memref<4x4xf32>, memref<4xf32>) outs([[W]] : memref<4xf32>){{$}}
// CHECK-NEXT:    linalg.dot ins([[V]], [[W]] : memref<4xf32>, memref<4xf32>) outs([[MS]] : memref<f32>){{$}}
// CHECK-NEXT:    linalg.div ins([[V]], [[W]] : memref<4xf32>, memref<4xf32>) outs([[W]] : memref<4xf32>){{$}}
// CHECK-NEXT:    {{%.+}} = linalg.matmul ins([[M]], [[M]] : tensor<4x4xf32>, tensor<4x4xf32>) outs([[M]] : tensor<4x4xf32>) -> tensor<4x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.add ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.sub ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.mul ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.max ins([[A]], [[B]] : tensor<4xf32>, tensor<4xf32>) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    [[C:%.+]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    {{%.+}} = linalg.fill ins([[C]] : f32) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = linalg.copy ins([[A]] : tensor<4xf32>) outs([[B]] : tensor<4xf32>) -> tensor<4xf32>{{$}}
// CHECK-NEXT:    linalg.fill ins([[C]] : f32) outs([[V]] : memref<4xf32>){{$}}
// CHECK-NEXT:    linalg.copy ins([[V]] : memref<4xf32>) outs([[W]] : memref<4xf32>){{$}}

// MLIR prints a space before the attribute dictionary of these three even
// without one, so their lines end without `{{$}}`.
func.func @structured(%m: tensor<4x4xf32>, %v: tensor<4xf32>, %mm: memref<4x4xf32>, %mv: memref<4xf32>) {
  %transposed = linalg.transpose ins(%m : tensor<4x4xf32>) outs(%m : tensor<4x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%mm : memref<4x4xf32>) outs(%mm : memref<4x4xf32>) permutation = [1, 0] {tag}
  %broadcast = linalg.broadcast ins(%v : tensor<4xf32>) outs(%m : tensor<4x4xf32>) dimensions = [1]
  linalg.broadcast ins(%mv : memref<4xf32>) outs(%mm : memref<4x4xf32>) dimensions = [0] {tag}
  %short = linalg.reduce { arith.addf } ins(%m : tensor<4x4xf32>) outs(%v : tensor<4xf32>) dimensions = [1]
  linalg.reduce { arith.maximumf } ins(%mm : memref<4x4xf32>) outs(%mv : memref<4xf32>) dimensions = [0] {tag}
  %long = linalg.reduce ins(%m : tensor<4x4xf32>) outs(%v : tensor<4xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return
}

// CHECK-LABEL: func.func @structured(
// CHECK-SAME:      [[M:%[^:]+]]: tensor<4x4xf32>, [[V:%[^:]+]]: tensor<4xf32>, [[MM:%[^:]+]]: memref<4x4xf32>, [[MV:%[^:]+]]: memref<4xf32>)
// CHECK-NEXT:    {{%.+}} = linalg.transpose ins([[M]] : tensor<4x4xf32>) outs([[M]] : tensor<4x4xf32>) permutation = [1, 0]
// CHECK-NEXT:    linalg.transpose ins([[MM]] : memref<4x4xf32>) outs([[MM]] : memref<4x4xf32>) permutation = [1, 0] {tag}
// CHECK-NEXT:    {{%.+}} = linalg.broadcast ins([[V]] : tensor<4xf32>) outs([[M]] : tensor<4x4xf32>) dimensions = [1]
// CHECK-NEXT:    linalg.broadcast ins([[MV]] : memref<4xf32>) outs([[MM]] : memref<4x4xf32>) dimensions = [0] {tag}
// CHECK-NEXT:    {{%.+}} = linalg.reduce { arith.addf } ins([[M]] : tensor<4x4xf32>) outs([[V]] : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:    linalg.reduce { arith.maximumf } ins([[MM]] : memref<4x4xf32>) outs([[MV]] : memref<4xf32>) dimensions = [0] {tag}
// CHECK-NEXT:    {{%.+}} = linalg.reduce ins([[M]] : tensor<4x4xf32>) outs([[V]] : tensor<4xf32>) dimensions = [0]
// CHECK-NEXT:      ([[IN:%.+]]: f32, [[INIT:%.+]]: f32) {
// CHECK-NEXT:        [[S:%.+]] = arith.addf [[IN]], [[INIT]] : f32
// CHECK-NEXT:        linalg.yield [[S]] : f32
// CHECK-NEXT:      }

// A few of the named ops of MLIR 22 xDSL lacks (every one of them is checked
// against mlir-opt-22 by tests/dialects/test_linalg_named.py).
func.func @windowed(%x: tensor<1x2x8xf32>, %k: tensor<3x2x3xf32>, %o: tensor<1x3x6xf32>, %w: tensor<3xf32>, %p: tensor<1x2x3xf32>, %q: memref<1x2x8x8xi8>, %qk: memref<3x2x3x3xi8>, %qo: memref<1x3x6x6xi32>, %zp: i32, %a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x5xf32>, %v: memref<4xf32>) {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%x, %k : tensor<1x2x8xf32>, tensor<3x2x3xf32>) outs(%o : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  %1 = linalg.pooling_ncw_max {strides = dense<2> : tensor<1xi64>, tag} ins(%x, %w : tensor<1x2x8xf32>, tensor<3xf32>) outs(%p : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  linalg.conv_2d_nchw_fchw_q ins(%q, %qk, %zp, %zp : memref<1x2x8x8xi8>, memref<3x2x3x3xi8>, i32, i32) outs(%qo : memref<1x3x6x6xi32>)
  %2 = linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  linalg.ceil ins(%v : memref<4xf32>) outs(%v : memref<4xf32>)
  return
}

// CHECK-LABEL: func.func @windowed(
// CHECK-SAME:      [[X:%[^:]+]]: tensor<1x2x8xf32>, [[K:%[^:]+]]: tensor<3x2x3xf32>, [[O:%[^:]+]]: tensor<1x3x6xf32>, [[W:%[^:]+]]: tensor<3xf32>, [[P:%[^:]+]]: tensor<1x2x3xf32>, [[Q:%[^:]+]]: memref<1x2x8x8xi8>, [[QK:%[^:]+]]: memref<3x2x3x3xi8>, [[QO:%[^:]+]]: memref<1x3x6x6xi32>, [[ZP:%[^:]+]]: i32, [[A:%[^:]+]]: tensor<2x3x4xf32>, [[B:%[^:]+]]: tensor<2x4x5xf32>, [[C:%[^:]+]]: tensor<3x5xf32>, [[V:%[^:]+]]: memref<4xf32>)
// CHECK-NEXT:    {{%.+}} = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : tensor<1xi64>} ins([[X]], [[K]] : tensor<1x2x8xf32>, tensor<3x2x3xf32>) outs([[O]] : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
// CHECK-NEXT:    {{%.+}} = linalg.pooling_ncw_max {strides = dense<2> : tensor<1xi64>, tag} ins([[X]], [[W]] : tensor<1x2x8xf32>, tensor<3xf32>) outs([[P]] : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
// CHECK-NEXT:    linalg.conv_2d_nchw_fchw_q ins([[Q]], [[QK]], [[ZP]], [[ZP]] : memref<1x2x8x8xi8>, memref<3x2x3x3xi8>, i32, i32) outs([[QO]] : memref<1x3x6x6xi32>)
// CHECK-NEXT:    {{%.+}} = linalg.batch_reduce_matmul {cast = #linalg.type_fn<cast_unsigned>} ins([[A]], [[B]] : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs([[C]] : tensor<3x5xf32>) -> tensor<3x5xf32>
// CHECK-NEXT:    linalg.ceil ins([[V]] : memref<4xf32>) outs([[V]] : memref<4xf32>)
