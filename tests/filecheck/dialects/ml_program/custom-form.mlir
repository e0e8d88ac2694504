// The custom form of the ml_program global ops frontends emit, as
// mlir-opt-22 prints it: each parses and xDSL prints it back unchanged.
// `mlir-reference.mlir` checks these CHECK lines against mlir-opt-22 and
// that it reads xDSL's output.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s --print-op-generic | xdsl-opt -p mlir-forms | filecheck %s

ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>
ml_program.global public @weights(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : tensor<2xf32> {tag = 1 : i64}
ml_program.global private mutable @state : tensor<4xi32>
func.func @globals() -> (tensor<i64>, tensor<2xf32>) {
  %seed = ml_program.global_load @seed : tensor<i64>
  %weights = ml_program.global_load @weights : tensor<2xf32> {tag}
  ml_program.global_store @seed = %seed : tensor<i64>
  ml_program.global_store @seed = %seed : tensor<i64> {tag}
  return %seed, %weights : tensor<i64>, tensor<2xf32>
}

// CHECK:       ml_program.global private mutable @seed(dense<0> : tensor<i64>) : tensor<i64>{{$}}
// CHECK-NEXT:  ml_program.global public @weights(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : tensor<2xf32> {tag = 1 : i64}{{$}}
// CHECK-NEXT:  ml_program.global private mutable @state : tensor<4xi32>{{$}}
// CHECK-LABEL: func.func @globals()
// CHECK-NEXT:    [[SEED:%.+]] = ml_program.global_load @seed : tensor<i64>{{$}}
// CHECK-NEXT:    [[WEIGHTS:%.+]] = ml_program.global_load @weights : tensor<2xf32> {tag}{{$}}
// CHECK-NEXT:    ml_program.global_store @seed = [[SEED]] : tensor<i64>{{$}}
// CHECK-NEXT:    ml_program.global_store @seed = [[SEED]] : tensor<i64> {tag}{{$}}
// CHECK-NEXT:    {{(func.)?}}return [[SEED]], [[WEIGHTS]] : tensor<i64>, tensor<2xf32>
