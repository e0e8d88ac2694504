// scf.forall and scf.forall.in_parallel (not in xDSL 0.74): the normalized
// `in` form and the `= lb to ub step s` form, static and dynamic bounds,
// constant bounds that make a loop normalized, `shared_outs`, `mapping`.
// The CHECK lines are what mlir-opt-22 prints (see mlir-reference.mlir).
// `#gpu.thread` is not an xDSL attribute, hence --allow-unregistered-dialect.

// RUN: xdsl-opt -p mlir-forms --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms --allow-unregistered-dialect %s | xdsl-opt -p mlir-forms --allow-unregistered-dialect | filecheck %s
// RUN: xdsl-opt -p mlir-forms --allow-unregistered-dialect %s --print-op-generic | xdsl-opt -p mlir-forms --allow-unregistered-dialect | filecheck %s

func.func @bounds(%n: index, %m: memref<4xf32>, %f: f32) {
  scf.forall (%i, %j) in (4, %n) {
    memref.store %f, %m[%i] : memref<4xf32>
  }
  scf.forall (%i) = (0) to (%n) step (1) {
    memref.store %f, %m[%i] : memref<4xf32>
  }
  scf.forall (%i, %j) = (1, %n) to (%n, 8) step (2, %n) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i) in (%n) {
    scf.forall.in_parallel {
    }
  } {tag}
  scf.forall () in () {
  }
  return
}

// CHECK-LABEL: func.func @bounds(
// CHECK-SAME:      [[N:%[^:]+]]: index, [[M:%[^:]+]]: memref<4xf32>, [[F:%[^:]+]]: f32)
// CHECK-NEXT:    scf.forall ([[I:%[^,]+]], {{%[^)]+}}) in (4, [[N]]) {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[I]]] : memref<4xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.forall ([[I:%[^)]+]]) in ([[N]]) {{{$}}
// CHECK-NEXT:      memref.store [[F]], [[M]][[[I]]] : memref<4xf32>
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.forall ({{%[^,]+}}, {{%[^)]+}}) = (1, [[N]]) to ([[N]], 8) step (2, [[N]]) {{{$}}
// CHECK-NEXT:    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}{{$}}
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    arith.constant 1 : index
// CHECK-NEXT:    scf.forall ({{%[^)]+}}) in ([[N]]) {{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    scf.forall ({{%[^)]+}}) in ([[N]]) {{{$}}
// CHECK-NEXT:    } {tag}{{$}}
// CHECK-NEXT:    scf.forall () in () {{{$}}
// CHECK-NEXT:    }{{$}}

// One result type is written without parentheses; MLIR prints them.
func.func @shared_outs(%t: tensor<4xf32>, %u: tensor<?xi8>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
  }
  %1:2 = scf.forall (%i, %j) in (2, 3) shared_outs(%o = %0, %p = %u) -> (tensor<4xf32>, tensor<?xi8>) {
    scf.forall.in_parallel {
    } {tag}
  }
  return %1#0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @shared_outs(
// CHECK-SAME:      [[T:%[^:]+]]: tensor<4xf32>, [[U:%[^:]+]]: tensor<?xi8>)
// CHECK-NEXT:    [[R:%[^ ]+]] = scf.forall ({{%[^)]+}}) in (4) shared_outs({{%[^ ]+}} = [[T]]) -> (tensor<4xf32>) {{{$}}
// CHECK-NEXT:      scf.forall.in_parallel {{{$}}
// CHECK-NEXT:      }{{$}}
// CHECK-NEXT:    }{{$}}
// CHECK-NEXT:    {{.+}} = scf.forall ({{%[^,]+}}, {{%[^)]+}}) in (2, 3) shared_outs({{%[^ ]+}} = [[R]], {{%[^ ]+}} = [[U]]) -> (tensor<4xf32>, tensor<?xi8>) {{{$}}
// CHECK-NEXT:      scf.forall.in_parallel {{{$}}
// CHECK-NEXT:      } {tag}{{$}}
// CHECK-NEXT:    }{{$}}
