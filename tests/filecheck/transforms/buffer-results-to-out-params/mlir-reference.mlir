// Against MLIR 22's pass on the same inputs.
// REQUIRES: mlir-opt-22

// Where both agree, mlir-opt-22 prints our output exactly as its own.
// RUN: mlir-opt-22 --buffer-results-to-out-params %S/buffer-results-to-out-params.mlir > %t.default
// RUN: xdsl-opt -p buffer-results-to-out-params %S/buffer-results-to-out-params.mlir | mlir-opt-22 | diff %t.default -
// RUN: mlir-opt-22 --pass-pipeline='builtin.module(buffer-results-to-out-params{modify-public-functions add-result-attr})' %S/public.mlir > %t.public
// RUN: xdsl-opt -p 'buffer-results-to-out-params{modify-public-functions add-result-attr}' %S/public.mlir | mlir-opt-22 | diff %t.public -

// With hoisting, MLIR 22 crashes on @twice of hoist.mlir (see
// tests/transforms/test_buffer_result_passes.py); ours is accepted.
// RUN: xdsl-opt -p 'buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}' %S/hoist.mlir | mlir-opt-22 > /dev/null
