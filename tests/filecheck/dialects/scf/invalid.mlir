// One broken op per chunk, each violating one verifier rule of scf.forall,
// scf.forall.in_parallel or scf.parallel.  CHECK lines hold xDSL's
// diagnostic; the `expected-error` lines hold MLIR 22's for the same input,
// checked by `mlir-reference.mlir`, so every case is invalid for the
// reference too.

// `#gpu.thread` and `test.terminator` are not xDSL's: hence
// --allow-unregistered-dialect.  The generic `scf.forall`s are what its
// custom form cannot spell: block arguments and results not derived from the
// bounds and outputs, inconsistent static and dynamic bounds, a terminator
// other than `scf.forall.in_parallel` (the custom form would not reach the
// verifier with it); and bound lists of different lengths, which xDSL's
// parser rejects before the verifier runs (MLIR's accepts them).
// RUN: xdsl-opt -p mlir-forms --allow-unregistered-dialect --verify-diagnostics --split-input-file %s | filecheck %s

func.func @forall_too_few_block_arguments() {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// CHECK-LABEL: sym_name = "forall_too_few_block_arguments"
// CHECK:       Operation does not verify: region expects 1 arguments

// -----

func.func @forall_rank_from_lower_bounds() {
  // expected-error @+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// CHECK-LABEL: sym_name = "forall_rank_from_lower_bounds"
// CHECK:       Operation does not verify: region expects 2 arguments

// -----

func.func @forall_induction_variable_not_index() {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// CHECK-LABEL: sym_name = "forall_induction_variable_not_index"
// CHECK:       Operation does not verify: expects 0-th block argument to be an index

// -----

func.func @forall_output_block_argument_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}
// CHECK-LABEL: sym_name = "forall_output_block_argument_type"
// CHECK:       Operation does not verify: type mismatch between 0-th output and corresponding block argument

// -----

func.func @forall_result_per_output(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> ()
  return
}
// CHECK-LABEL: sym_name = "forall_result_per_output"
// CHECK:       Operation does not verify: produces 0 results, but has only 1 outputs

// -----

func.func @forall_result_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<5xf32>
  return
}
// CHECK-LABEL: sym_name = "forall_result_type"
// CHECK:       Operation does not verify: expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')

// -----

func.func @forall_output_not_tensor(%m: memref<4xf32>) {
  // expected-error @+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %m) -> (memref<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}
// CHECK-LABEL: sym_name = "forall_output_not_tensor"
// CHECK:       Operation does not verify: operand 'outputs' at position 0 does not verify:
// CHECK-NEXT:  memref<4xf32> should be of base attribute tensor

// -----

func.func @forall_missing_dynamic_bound() {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}
// CHECK-LABEL: sym_name = "forall_missing_dynamic_bound"
// CHECK:       Operation does not verify: expected 1 dynamic upper bound values

// -----

func.func @forall_extra_dynamic_bound(%n: index) {
  // expected-error @+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}
// CHECK-LABEL: sym_name = "forall_extra_dynamic_bound"
// CHECK:       Operation does not verify: expected 0 dynamic upper bound values

// -----

func.func @forall_mapping_rank() {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return
}
// CHECK-LABEL: sym_name = "forall_mapping_rank"
// CHECK:       Operation does not verify: mapping attribute size must match op rank

// -----

func.func @in_parallel_only_combining_ops(%m: memref<4xf32>, %f: f32, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      memref.store %f, %m[%i] : memref<4xf32>
    }
  }
  return
}
// CHECK-LABEL: sym_name = "in_parallel_only_combining_ops"
// CHECK:       Operation does not verify: expected only ParallelCombiningOpInterface ops

// -----

func.func @in_parallel_outside_forall() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}
// CHECK-LABEL: sym_name = "in_parallel_outside_forall"
// CHECK:       'scf.forall.in_parallel' expects parent op 'scf.forall'

// -----

func.func @forall_without_in_parallel() {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.terminator'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%j: index):
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
// CHECK-LABEL: sym_name = "forall_without_in_parallel"
// CHECK:       'scf.forall' terminates with operation builtin.unregistered instead of scf.forall.in_parallel

// -----

func.func @parallel_without_bounds() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}
// CHECK-LABEL: sym_name = "parallel_without_bounds"
// CHECK:       Operation does not verify: needs at least one tuple element for lowerBound, upperBound and step

// -----

func.func @parallel_zero_step(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%n) to (%n) step (%c0) {
  }
  return
}
// CHECK-LABEL: sym_name = "parallel_zero_step"
// CHECK:       Operation does not verify: constant step operand must be positive

// -----

func.func @if_yields_other_type(%c: i1) -> memref<2xf32> {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'memref<4xf32>' should match successor input type #0 'memref<2xf32>'}}
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<4xf32>
    // expected-note @+1 {{region branch point}}
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// CHECK-LABEL: sym_name = "if_yields_other_type"
// CHECK:       Operation does not verify: along control flow edge from Operation scf.yield to parent: successor operand type #0 'memref<4xf32>' should match successor input type #0 'memref<2xf32>'

// -----

func.func @if_yields_too_many(%c: i1) -> memref<2xf32> {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    // expected-note @+1 {{region branch point}}
    scf.yield %a, %a : memref<2xf32>, memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
// CHECK-LABEL: sym_name = "if_yields_too_many"
// CHECK:       Operation does not verify: along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs
