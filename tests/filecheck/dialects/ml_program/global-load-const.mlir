// xDSL's `ml_program.global_load_const` with its attributes where MLIR 22
// prints them.  Its generic form is xDSL's (property `global_attr`, where
// MLIR's is `global`), so only the custom form is compared with mlir-opt-22.

// RUN: xdsl-opt -p mlir-forms %s | filecheck %s
// RUN: xdsl-opt -p mlir-forms %s | xdsl-opt -p mlir-forms | filecheck %s
// RUN: %if mlir-opt-22 %{ xdsl-opt -p mlir-forms %s | mlir-opt-22 | filecheck %s %}

ml_program.global private @weights(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : tensor<2xf32>
func.func @constant() -> tensor<2xf32> {
  %0 = ml_program.global_load_const @weights : tensor<2xf32> {tag}
  return %0 : tensor<2xf32>
}

// CHECK: {{%.+}} = ml_program.global_load_const @weights : tensor<2xf32> {tag}{{$}}
