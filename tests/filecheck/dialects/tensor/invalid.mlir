// The verifiers of the tensor ops this package adds, with MLIR 22's messages;
// `mlir-reference.mlir` checks that mlir-opt-22 rejects each case the same way.

// RUN: xdsl-opt -p mlir-forms --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

func.func @generate_missing_size(%n: index) -> tensor<?x4xf32> {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.000000e+00 : f32
    tensor.yield %c : f32
  } : tensor<?x4xf32>
  return %g : tensor<?x4xf32>
}

// CHECK: incorrect number of dynamic sizes, has 0, expected 1

// -----

func.func @generate_arguments(%n: index) -> tensor<?xf32> {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 1.000000e+00 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

// CHECK: must have one body argument per input dimension

// -----

func.func @generate_argument_type(%n: index) -> tensor<?xf32> {
  // expected-error @+1 {{all body arguments must be index}}
  %g = tensor.generate %n {
  ^bb0(%i: i32):
    %c = arith.constant 1.000000e+00 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

// CHECK: all body arguments must be index

// -----

func.func @generate_yield_type(%n: index) -> tensor<?xf32> {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %c = arith.constant 1 : i32
    tensor.yield %c : i32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

// CHECK: body must be terminated with a `yield` operation of the tensor element type

// -----

func.func @bitcast_width(%t: tensor<4xi32>) -> tensor<4xi64> {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %b = tensor.bitcast %t : tensor<4xi32> to tensor<4xi64>
  return %b : tensor<4xi64>
}

// CHECK: operand type 'tensor<4xi32>' and result type 'tensor<4xi64>' are cast incompatible

// -----

func.func @bitcast_shape(%t: tensor<4xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<3xf32>' are cast incompatible}}
  %b = tensor.bitcast %t : tensor<4xi32> to tensor<3xf32>
  return %b : tensor<3xf32>
}

// CHECK: operand type 'tensor<4xi32>' and result type 'tensor<3xf32>' are cast incompatible

// -----

func.func @parallel_insert_slice_size(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %r = scf.forall (%k) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[%k] [3] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}

// CHECK: expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)

// -----

func.func @parallel_insert_slice_destination(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %r = scf.forall (%k) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[%k] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}

// CHECK: may only insert into an output block argument

// -----

func.func @pad_static_size(%t: tensor<2xf32>, %x: f32) -> tensor<5xf32> {
  // expected-error @+1 {{specified type 'tensor<5xf32>' does not match the inferred type 'tensor<4xf32>'}}
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<2xf32> to tensor<5xf32>
  return %p : tensor<5xf32>
}

// CHECK: specified type 'tensor<5xf32>' does not match the inferred type 'tensor<4xf32>'

// -----

func.func @reshape_static_count(%t: tensor<2x3xf32>, %s: tensor<1xi64>) -> tensor<5xf32> {
  // expected-error @+1 {{source and destination tensor should have the same number of elements}}
  %r = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// xDSL's message for what both reject.
// CHECK: source and result tensor should have the same number of elements
