// arith.index_cast's checks with MLIR 22's messages; mlir-reference.mlir
// checks that mlir-opt-22 rejects each case the same way.

// RUN: xdsl-opt -p mlir-forms --split-input-file --verify-diagnostics %s | filecheck %s

func.func @other_shape(%t: tensor<4xindex>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %c = arith.index_cast %t : tensor<4xindex> to tensor<3xi32>
  return
}

// CHECK: failed to verify that input and output have the same tensor dimensions

// -----

func.func @tensor_to_memref(%t: tensor<4xindex>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %c = arith.index_cast %t : tensor<4xindex> to memref<4xi32>
  return
}

// CHECK: failed to verify that input and output have the same tensor dimensions

// -----

func.func @no_index(%m: memref<4xi64>) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'memref<4xi64>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = arith.index_cast %m : memref<4xi64> to memref<4xi32>
  return
}

// CHECK: operand type 'memref<4xi64>' and result type 'memref<4xi32>' are cast incompatible

// -----

func.func @two_indices(%i: index) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %c = arith.index_cast %i : index to index
  return
}

// CHECK: operand type 'index' and result type 'index' are cast incompatible

// -----

func.func @unranked(%t: tensor<*xi16>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %c = arith.index_cast %t : tensor<*xi16> to tensor<*xindex>
  return
}

// CHECK: failed to verify that input and output have the same tensor dimensions
