// The payload of a short form must be buildable from the block arguments:
// an op that takes other operands or has no result is a parse error at the
// op, not a crash.

// RUN: xdsl-opt -p mlir-forms --split-input-file --parsing-diagnostics %s | filecheck %s

func.func @no_result(%a: tensor<4xf32>) {
  %r = linalg.map { func.return } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  return
}

// CHECK: 'func.return' cannot be the payload of the short form: Expected 0 result, but got 1

// -----

func.func @wrong_arity(%a: tensor<4xf32>) {
  %r = linalg.map { arith.addf } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  return
}

// CHECK: 'arith.addf' cannot be the payload of the short form: Expected 2 operand, but got 1

// -----

func.func @unknown_op(%a: tensor<4xf32>) {
  %r = linalg.reduce { nope.op } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) dimensions = [0]
  return
}

// CHECK: unknown payload op 'nope.op'
