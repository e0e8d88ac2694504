// The verifiers of the ml_program global ops, with MLIR 22's messages;
// `mlir-reference.mlir` checks that mlir-opt-22 rejects each case the same way.

// RUN: xdsl-opt -p mlir-forms --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

func.func @undefined() {
  // expected-error @+1 {{'ml_program.global_load' op undefined global: @nope}}
  %0 = ml_program.global_load @nope : tensor<i64>
  return
}

// CHECK: undefined global: @nope

// -----

ml_program.global private @constant(dense<0> : tensor<i64>) : tensor<i64>
func.func @immutable(%x: tensor<i64>) {
  // expected-error @+1 {{'ml_program.global_store' op cannot store to an immutable global @constant}}
  ml_program.global_store @constant = %x : tensor<i64>
  return
}

// CHECK: cannot store to an immutable global @constant

// -----

ml_program.global private mutable @m(dense<0> : tensor<i64>) : tensor<i64>
func.func @load_type() {
  // expected-error @+1 {{'ml_program.global_load' op cannot load from global typed 'tensor<i64>' as 'tensor<2xi64>'}}
  %0 = ml_program.global_load @m : tensor<2xi64>
  return
}

// CHECK: cannot load from global typed 'tensor<i64>' as 'tensor<2xi64>'

// -----

ml_program.global private mutable @m(dense<0> : tensor<i64>) : tensor<i64>
func.func @store_type(%x: tensor<2xi64>) {
  // expected-error @+1 {{'ml_program.global_store' op cannot store to a global typed 'tensor<i64>' from 'tensor<2xi64>'}}
  ml_program.global_store @m = %x : tensor<2xi64>
  return
}

// CHECK: cannot store to a global typed 'tensor<i64>' from 'tensor<2xi64>'

// -----

// expected-error @+1 {{'ml_program.global' op immutable global must have an initial value}}
ml_program.global private @uninitialized : tensor<i64>

// CHECK: immutable global must have an initial value
