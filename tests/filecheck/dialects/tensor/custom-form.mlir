// The custom form of the tensor ops a tensor program uses, as mlir-opt-22
// prints it: each parses and xDSL prints it back unchanged.
// `mlir-reference.mlir` checks these CHECK lines against mlir-opt-22 and
// that it reads xDSL's output.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

func.func @added_ops(%t: tensor<4xf32>, %m: tensor<4x4xf32>, %u: tensor<*xf32>, %ints: tensor<4xi32>, %n: index) -> (tensor<?x4xf32>, tensor<4xf32>) {
  %generated = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %sum = arith.addi %i, %j : index
    %cast = arith.index_cast %sum : index to i32
    %float = arith.sitofp %cast : i32 to f32
    tensor.yield %float : f32
  } : tensor<?x4xf32>
  %static = tensor.generate {
  ^bb0(%i: index):
    %zero = arith.constant 0.000000e+00 : f32
    tensor.yield %zero : f32
  } {tag} : tensor<4xf32>
  %rank = tensor.rank %m : tensor<4x4xf32>
  %unranked_rank = tensor.rank %u {tag} : tensor<*xf32>
  %bits = tensor.bitcast %ints : tensor<4xi32> to tensor<4xf32>
  %dynamic_bits = tensor.bitcast %ints : tensor<4xi32> to tensor<?xui32>
  %shared = scf.forall (%k) in (2) shared_outs(%out = %t) -> (tensor<4xf32>) {
    %piece = tensor.extract_slice %t[%k] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %piece into %out[%k] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  %rows = scf.forall (%r) in (4) shared_outs(%out = %m) -> (tensor<4x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %out[%r, 0] [1, 4] [1, 1] {tag} : tensor<4xf32> into tensor<4x4xf32>
    }
  }
  return %generated, %shared : tensor<?x4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @added_ops(
// CHECK-SAME:      [[T:%[^:]+]]: tensor<4xf32>, [[M:%[^:]+]]: tensor<4x4xf32>, [[U:%[^:]+]]: tensor<*xf32>, [[INTS:%[^:]+]]: tensor<4xi32>, [[N:%[^:]+]]: index)
// CHECK-NEXT:    [[GEN:%.+]] = tensor.generate [[N]] {
// CHECK-NEXT:    ^bb0([[I:%.+]]: index, [[J:%.+]]: index):
// CHECK-NEXT:      [[SUM:%.+]] = arith.addi [[I]], [[J]] : index
// CHECK:           tensor.yield {{%.+}} : f32
// CHECK-NEXT:    } : tensor<?x4xf32>
// CHECK-NEXT:    {{%.+}} = tensor.generate {
// CHECK-NEXT:    ^bb0({{%.+}}: index):
// CHECK:         } {tag} : tensor<4xf32>
// CHECK-NEXT:    {{%.+}} = tensor.rank [[M]] : tensor<4x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.rank [[U]] {tag} : tensor<*xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.bitcast [[INTS]] : tensor<4xi32> to tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.bitcast [[INTS]] : tensor<4xi32> to tensor<?xui32>{{$}}
// CHECK-NEXT:    [[SHARED:%.+]] = scf.forall ([[K:%.+]]) in (2) shared_outs([[OUT:%.+]] = [[T]]) -> (tensor<4xf32>) {
// CHECK-NEXT:      [[PIECE:%.+]] = tensor.extract_slice [[T]][[[K]]] [2] [1] : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice [[PIECE]] into [[OUT]][[[K]]] [2] [1] : tensor<2xf32> into tensor<4xf32>{{$}}
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    {{%.+}} = scf.forall ([[R:%.+]]) in (4) shared_outs([[OUT2:%.+]] = [[M]]) -> (tensor<4x4xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice [[T]] into [[OUT2]][[[R]], 0] [1, 4] [1, 1] {tag} : tensor<4xf32> into tensor<4x4xf32>{{$}}
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    {{(func.)?}}return [[GEN]], [[SHARED]] : tensor<?x4xf32>, tensor<4xf32>

func.func @xdsl_ops(%t: tensor<4xf32>, %d: tensor<?x4xf32>, %n: index, %x: f32, %shape: tensor<2xindex>) {
  %empty = tensor.empty() : tensor<4xf32>
  %dynamic_empty = tensor.empty(%n) : tensor<?x4xf32>
  %element = tensor.extract %t[%n] : tensor<4xf32>
  %inserted = tensor.insert %x into %empty[%n] : tensor<4xf32>
  %slice = tensor.extract_slice %d[%n, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  %row = tensor.extract_slice %d[%n, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<4xf32>
  %put = tensor.insert_slice %row into %d[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<?x4xf32>
  %cast = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %d, %c0 : tensor<?x4xf32>
  %collapsed = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %expanded = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %dynamic_expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %elements = tensor.from_elements %x, %element : tensor<2xf32>
  %splat = tensor.splat %x : tensor<4xf32>
  %dynamic_splat = tensor.splat %x[%n] : tensor<?xf32>
  %padded = tensor.pad %t low[1] high[%n] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<?xf32>
  %reshaped = tensor.reshape %t(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %concat = tensor.concat dim(0) %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  return
}

// CHECK-LABEL: func.func @xdsl_ops(
// CHECK-SAME:      [[T:%[^:]+]]: tensor<4xf32>, [[D:%[^:]+]]: tensor<?x4xf32>, [[N:%[^:]+]]: index, [[X:%[^:]+]]: f32, [[SHAPE:%[^:]+]]: tensor<2xindex>)
// CHECK-NEXT:    [[EMPTY:%.+]] = tensor.empty() : tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.empty([[N]]) : tensor<?x4xf32>{{$}}
// CHECK-NEXT:    [[ELEMENT:%.+]] = tensor.extract [[T]][[[N]]] : tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.insert [[X]] into [[EMPTY]][[[N]]] : tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.extract_slice [[D]][[[N]], 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>{{$}}
// CHECK-NEXT:    [[ROW:%.+]] = tensor.extract_slice [[D]][[[N]], 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.insert_slice [[ROW]] into [[D]][0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<?x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.cast [[T]] : tensor<4xf32> to tensor<?xf32>{{$}}
// CHECK-NEXT:    [[C0:%.+]] = arith.constant 0 : index
// CHECK-NEXT:    {{%.+}} = tensor.dim [[D]], [[C0]] : tensor<?x4xf32>{{$}}
// CHECK-NEXT:    [[COLLAPSED:%.+]] = tensor.collapse_shape [[D]] {{\[\[}}0, 1]] : tensor<?x4xf32> into tensor<?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.expand_shape [[T]] {{\[\[}}0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.expand_shape [[COLLAPSED]] {{\[\[}}0, 1]] output_shape [[[N]], 4] : tensor<?xf32> into tensor<?x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.from_elements [[X]], [[ELEMENT]] : tensor<2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.splat [[X]] : tensor<4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.splat [[X]][[[N]]] : tensor<?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.pad [[T]] low[1] high[[[N]]] {
// CHECK-NEXT:    ^bb0({{%.+}}: index):
// CHECK-NEXT:      tensor.yield [[X]] : f32
// CHECK-NEXT:    } : tensor<4xf32> to tensor<?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.reshape [[T]]([[SHAPE]]) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.concat dim(0) [[T]], [[T]] : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>{{$}}

func.func @dynamic_shapes(%d: tensor<?x4xf32>, %s1: tensor<1xi64>, %s2: tensor<2xindex>, %l: index, %h: index, %x: f32) {
  %flat = tensor.reshape %d(%s1) : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>
  %static = tensor.reshape %d(%s2) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<2x4xf32>
  %widened = tensor.reshape %static(%s2) : (tensor<2x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %padded = tensor.pad %d low[%l, 1] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<5x7xf32>
  %partly = tensor.pad %d low[0, %l] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %x : f32
  } : tensor<?x4xf32> to tensor<?x6xf32>
  return
}

// CHECK-LABEL: func.func @dynamic_shapes(
// CHECK-SAME:      [[D:%[^:]+]]: tensor<?x4xf32>, [[S1:%[^:]+]]: tensor<1xi64>, [[S2:%[^:]+]]: tensor<2xindex>, [[L:%[^:]+]]: index, [[H:%[^:]+]]: index, [[X:%[^:]+]]: f32)
// CHECK-NEXT:    {{%.+}} = tensor.reshape [[D]]([[S1]]) : (tensor<?x4xf32>, tensor<1xi64>) -> tensor<?xf32>{{$}}
// CHECK-NEXT:    [[STATIC:%.+]] = tensor.reshape [[D]]([[S2]]) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<2x4xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.reshape [[STATIC]]([[S2]]) : (tensor<2x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.pad [[D]] low[[[L]], 1] high[[[H]], 2] {
// CHECK-NEXT:    ^bb0({{%.+}}: index, {{%.+}}: index):
// CHECK-NEXT:      tensor.yield [[X]] : f32
// CHECK-NEXT:    } : tensor<?x4xf32> to tensor<5x7xf32>{{$}}
// CHECK-NEXT:    {{%.+}} = tensor.pad [[D]] low[0, [[L]]] high[1, 0] {
// CHECK-NEXT:    ^bb0({{%.+}}: index, {{%.+}}: index):
// CHECK-NEXT:      tensor.yield [[X]] : f32
// CHECK-NEXT:    } : tensor<?x4xf32> to tensor<?x6xf32>{{$}}
