// Against MLIR 22's pass on the same inputs.
// REQUIRES: mlir-opt-22

// Where both agree, mlir-opt-22 prints our output exactly as its own.
// RUN: mlir-opt-22 --buffer-results-to-out-params %S/buffer-results-to-out-params.mlir > %t.default
// RUN: xdsl-opt -p buffer-results-to-out-params %S/buffer-results-to-out-params.mlir | mlir-opt-22 | diff %t.default -
// RUN: mlir-opt-22 --pass-pipeline='builtin.module(buffer-results-to-out-params{modify-public-functions add-result-attr})' %S/public.mlir > %t.public
// RUN: xdsl-opt -p 'buffer-results-to-out-params{modify-public-functions add-result-attr}' %S/public.mlir | mlir-opt-22 | diff %t.public -

// With hoisting, MLIR 22 crashes on @twice of hoist.mlir (see
// tests/transforms/test_buffer_results_to_out_params.py); ours is accepted.
// RUN: xdsl-opt -p 'buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}' %S/hoist.mlir | mlir-opt-22 > /dev/null

// MLIR 22 gives views of one allocation out-parameters of their own (see
// views.mlir and tests/transforms/test_buffer_results_to_out_params.py); ours keeps
// those results, and its output is accepted.
// RUN: mlir-opt-22 --buffer-results-to-out-params %S/views.mlir | filecheck %s --check-prefix=VIEWS
// RUN: xdsl-opt -p buffer-results-to-out-params %S/views.mlir | mlir-opt-22 > /dev/null
// VIEWS: func.func private @grid_and_row(%arg0: f32, %arg1: memref<2x2xf32>, %arg2: memref<4xf32>) {
// VIEWS: func.func private @overlapping(%arg0: f32, %arg1: memref<3xf32, strided<[?], offset: ?>>, %arg2: memref<3xf32, strided<[?], offset: ?>>) {
// VIEWS: func.func private @chosen(%arg0: i1, %arg1: f32, %arg2: memref<2xf32>, %arg3: memref<2xf32>) {
