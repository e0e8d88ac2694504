// The verifiers of the linalg ops this package adds, with MLIR 22's messages;
// `mlir-reference.mlir` checks that mlir-opt-22 rejects each case the same way.

// RUN: xdsl-opt -p mlir-forms --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

func.func @map_arity(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 3 and 2}}
  %1 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return
}

// CHECK: expects number of operands to match the arity of mapper, but got: 3 and 2

// -----

func.func @map_element_type(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  %1 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xi32>)
    (%x: i32, %o: i32) {
      linalg.yield %x : i32
    }
  return
}

// CHECK: expected element type of input 'f32' to match bbArg type 'i32'

// -----

func.func @map_shape(%a: tensor<4xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4) to match shape of output (3)}}
  %1 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<3xf32>)
    (%x: f32, %o: f32) {
      linalg.yield %x : f32
    }
  return
}

// CHECK: expected shape of input (4) to match shape of output (3)

// -----

func.func @dot_output_rank(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.dot' op expected operand #2 rank (1) to match the result rank of indexing_map (0)}}
  %1 = linalg.dot ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK: expected operand #2 of rank 1 to match the result count of indexing_map #2, 0

// -----

func.func @matvec_shape(%a: tensor<4x3xf32>, %b: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.matvec' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 4}}
  %1 = linalg.matvec ins(%a, %b : tensor<4x3xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK: inferred input/output operand #1 has shape's dimension #0 to be 3, but found 4

// -----

func.func @reduce_dimension_out_of_range(%m: tensor<4x4xf32>, %v: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %r = linalg.reduce { arith.addf } ins(%m : tensor<4x4xf32>) outs(%v : tensor<4xf32>) dimensions = [5]
  return
}

// CHECK: dimensions for reduction should be in the range [0, 1].

// -----

func.func @pooling_strides_rank(%x: tensor<1x2x8xf32>, %w: tensor<3xf32>, %o: tensor<1x2x6xf32>) {
  // expected-error @+1 {{attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]}}
  %r = linalg.pooling_ncw_sum {strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x2x8xf32>, tensor<3xf32>) outs(%o : tensor<1x2x6xf32>) -> tensor<1x2x6xf32>
  return
}

// CHECK: attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]

// -----

func.func @pooling_window_too_large(%x: tensor<1x2x8xf32>, %w: tensor<3xf32>, %o: tensor<1x2x7xf32>) {
  // expected-error @+1 {{'linalg.pooling_ncw_sum' op inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 9, but found 8}}
  %r = linalg.pooling_ncw_sum ins(%x, %w : tensor<1x2x8xf32>, tensor<3xf32>) outs(%o : tensor<1x2x7xf32>) -> tensor<1x2x7xf32>
  return
}

// CHECK: inferred input/output operand #0 has shape's dimension #2 to be greater than or equal to 9, but found 8

// -----

func.func @ceil_of_integers(%i: tensor<4xi32>) {
  // expected-error @+1 {{unsupported non numeric type}}
  %r = linalg.ceil ins(%i : tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  return
}

// CHECK: unsupported non numeric type

// -----

func.func @conv_without_its_filter(%x: tensor<1x2x8xf32>, %o: tensor<1x2x6xf32>) {
  %r = linalg.conv_1d_ncw_fcw ins(%x : tensor<1x2x8xf32>) outs(%o : tensor<1x2x6xf32>) -> tensor<1x2x6xf32>
  // MLIR reports it at the next token.
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// CHECK: [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2

// -----

#map = affine_map<(d0) -> (d0)>

func.func @generic_trait_not_a_dictionary(%v: tensor<4xf32>) {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = linalg.generic #map ins(%v : tensor<4xf32>) outs(%v : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}

// CHECK: invalid kind of attribute specified
