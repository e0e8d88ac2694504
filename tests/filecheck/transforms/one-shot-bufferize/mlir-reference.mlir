// Against MLIR 22's One-Shot Bufferize on the same inputs.
// REQUIRES: mlir-opt-22

// mlir-opt-22 annotates the analysis exactly as the CHECK lines of
// analysis.mlir say ours does:
// RUN: mlir-opt-22 --one-shot-bufferize="test-analysis-only print-conflicts" %S/analysis.mlir | filecheck %S/analysis.mlir

// mlir-opt-22 prints our bufferized output exactly as its own:
// RUN: mlir-opt-22 --one-shot-bufferize %S/bufferize.mlir > %t.bufferized
// RUN: xdsl-opt -p one-shot-bufferize %S/bufferize.mlir | mlir-opt-22 | diff %t.bufferized -
// RUN: mlir-opt-22 --one-shot-bufferize="unknown-type-conversion=identity-layout-map buffer-alignment=128" %S/options.mlir > %t.options
// RUN: xdsl-opt -p 'one-shot-bufferize{unknown-type-conversion=identity-layout-map buffer-alignment=128}' %S/options.mlir | mlir-opt-22 | diff %t.options -
// RUN: mlir-opt-22 --one-shot-bufferize="copy-before-write" %S/options.mlir > %t.copy
// RUN: xdsl-opt -p 'one-shot-bufferize{copy-before-write}' %S/options.mlir | mlir-opt-22 | diff %t.copy -
// RUN: mlir-opt-22 --one-shot-bufferize="dialect-filter=arith,bufferization" %S/options.mlir > %t.filter
// RUN: xdsl-opt -p 'one-shot-bufferize{dialect-filter=arith,bufferization}' %S/options.mlir | mlir-opt-22 | diff %t.filter -
// RUN: mlir-opt-22 --one-shot-bufferize %S/branches.mlir > %t.branches
// RUN: xdsl-opt -p one-shot-bufferize %S/branches.mlir | mlir-opt-22 | diff %t.branches -
// RUN: mlir-opt-22 --one-shot-bufferize="test-analysis-only print-conflicts" %S/branches.mlir > %t.branches-analysis
// RUN: xdsl-opt -p 'one-shot-bufferize{test-analysis-only print-conflicts}' %S/branches.mlir | mlir-opt-22 | diff %t.branches-analysis -

// mlir-opt-22 dumps the alias sets as the CHECK lines of alias-sets.mlir say
// ours does:
// RUN: mlir-opt-22 --one-shot-bufferize="test-analysis-only dump-alias-sets" %S/alias-sets.mlir | filecheck %S/alias-sets.mlir

// mlir-opt-22 infers the memory spaces of memory-space.mlir as ours does
// (the same allocations; where MLIR copies a filled buffer, ours fills the
// new one again):
// RUN: mlir-opt-22 --one-shot-bufferize %S/memory-space.mlir | grep -o 'memref.alloc.*' > %t.memory-space
// RUN: xdsl-opt -p one-shot-bufferize %S/memory-space.mlir | mlir-opt-22 | grep -o 'memref.alloc.*' | diff %t.memory-space -

// The memory-space options: mlir-opt-22 places the buffers as ours does (with
// must-infer-memory-space, the allocations: ours fills a filled tensor
// again where MLIR copies it), and
// reports the same ops where it cannot (MLIR and MLIR-ENCODING lines of
// memory-space-errors.mlir):
// RUN: mlir-opt-22 --one-shot-bufferize=use-encoding-for-memory-space %S/memory-space-encoding.mlir > %t.encoding
// RUN: xdsl-opt -p 'one-shot-bufferize{use-encoding-for-memory-space}' %S/memory-space-encoding.mlir | mlir-opt-22 | diff %t.encoding -
// RUN: mlir-opt-22 --one-shot-bufferize=must-infer-memory-space %S/memory-space-must-infer.mlir | grep -o 'memref.alloc.*' > %t.must-infer
// RUN: xdsl-opt -p 'one-shot-bufferize{must-infer-memory-space}' %S/memory-space-must-infer.mlir | mlir-opt-22 | grep -o 'memref.alloc.*' | diff %t.must-infer -
// RUN: not mlir-opt-22 --split-input-file --one-shot-bufferize=must-infer-memory-space %S/memory-space-errors.mlir 2>&1 | filecheck %S/memory-space-errors.mlir --check-prefix=MLIR
// RUN: not mlir-opt-22 --split-input-file --one-shot-bufferize=use-encoding-for-memory-space %S/memory-space-errors.mlir 2>&1 | filecheck %S/memory-space-errors.mlir --check-prefix=MLIR-ENCODING
