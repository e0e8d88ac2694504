// Holds the sibling tests to the reference implementation, MLIR 22.
// REQUIRES: mlir-opt-22

// The CHECK lines of each test are exactly what mlir-opt-22 prints, and
// xDSL reads mlir-opt-22's generic form into the same ops.
// RUN: mlir-opt-22 %S/if.mlir | filecheck %S/if.mlir
// RUN: mlir-opt-22 %S/for.mlir | filecheck %S/for.mlir
// RUN: mlir-opt-22 %S/for.mlir | filecheck %S/for.mlir --check-prefix=SPACING --strict-whitespace
// RUN: mlir-opt-22 %S/while.mlir | filecheck %S/while.mlir
// RUN: mlir-opt-22 %S/index_switch.mlir | filecheck %S/index_switch.mlir
// RUN: mlir-opt-22 %S/index_switch.mlir | filecheck %S/index_switch.mlir --check-prefix=SPACING --strict-whitespace
// RUN: mlir-opt-22 %S/execute_region.mlir | filecheck %S/execute_region.mlir
// RUN: mlir-opt-22 %S/parallel.mlir | filecheck %S/parallel.mlir
// RUN: mlir-opt-22 %S/parallel.mlir | filecheck %S/parallel.mlir --check-prefix=SPACING --strict-whitespace
// RUN: mlir-opt-22 %S/forall.mlir | filecheck %S/forall.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/if.mlir | xdsl-opt -p mlir-forms | filecheck %S/if.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/for.mlir | xdsl-opt -p mlir-forms | filecheck %S/for.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/while.mlir | xdsl-opt -p mlir-forms | filecheck %S/while.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/index_switch.mlir | xdsl-opt -p mlir-forms | filecheck %S/index_switch.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/execute_region.mlir | xdsl-opt -p mlir-forms | filecheck %S/execute_region.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/parallel.mlir | xdsl-opt -p mlir-forms | filecheck %S/parallel.mlir
// RUN: mlir-opt-22 --mlir-print-op-generic %S/forall.mlir | xdsl-opt -p mlir-forms --allow-unregistered-dialect | filecheck %S/forall.mlir

// mlir-opt-22 accepts what xDSL prints, custom or generic, and prints the
// same IR for it as for the original file.
// RUN: mlir-opt-22 %S/if.mlir > %t.if && xdsl-opt -p mlir-forms %S/if.mlir | mlir-opt-22 | diff %t.if -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/if.mlir | mlir-opt-22 | diff %t.if -
// RUN: mlir-opt-22 %S/for.mlir > %t.for && xdsl-opt -p mlir-forms %S/for.mlir | mlir-opt-22 | diff %t.for -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/for.mlir | mlir-opt-22 | diff %t.for -
// RUN: mlir-opt-22 %S/while.mlir > %t.while && xdsl-opt -p mlir-forms %S/while.mlir | mlir-opt-22 | diff %t.while -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/while.mlir | mlir-opt-22 | diff %t.while -
// RUN: mlir-opt-22 %S/index_switch.mlir > %t.switch && xdsl-opt -p mlir-forms %S/index_switch.mlir | mlir-opt-22 | diff %t.switch -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/index_switch.mlir | mlir-opt-22 | diff %t.switch -
// RUN: mlir-opt-22 %S/execute_region.mlir > %t.exec && xdsl-opt -p mlir-forms %S/execute_region.mlir | mlir-opt-22 | diff %t.exec -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/execute_region.mlir | mlir-opt-22 | diff %t.exec -
// RUN: mlir-opt-22 %S/parallel.mlir > %t.parallel && xdsl-opt -p mlir-forms %S/parallel.mlir | mlir-opt-22 | diff %t.parallel -
// RUN: xdsl-opt -p mlir-forms --print-op-generic %S/parallel.mlir | mlir-opt-22 | diff %t.parallel -
// RUN: mlir-opt-22 %S/forall.mlir > %t.forall && xdsl-opt -p mlir-forms --allow-unregistered-dialect %S/forall.mlir | mlir-opt-22 | diff %t.forall -
// RUN: xdsl-opt -p mlir-forms --allow-unregistered-dialect --print-op-generic %S/forall.mlir | mlir-opt-22 | diff %t.forall -

// Every case of invalid.mlir is invalid for MLIR too, with its expected-error.
// RUN: mlir-opt-22 --allow-unregistered-dialect --verify-diagnostics --split-input-file %S/invalid.mlir > /dev/null
