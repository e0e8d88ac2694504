// A tensor program through our passes and then xDSL's own tools only:
// generalization, xDSL's lowering to loops, and xdsl-run, which computes
// sum(x * x) for x = [[1, 2, 3], [4, 5, 6]] after the first element is
// set to 10: 100 + 4 + 9 + 16 + 25 + 36 = 190.  The bufferized program
// copies the constant (memref.copy) and passes it to @square through a
// memref.cast to the fully dynamic layout of the argument.

// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline' > %t.bufferized.mlir
// RUN: filecheck %s --check-prefix=BUFFERS < %t.bufferized.mlir
// RUN: xdsl-opt %t.bufferized.mlir -p linalg-generalize-map-reduce,linalg-generalize-named-ops,convert-linalg-to-loops | xdsl-run --verbose | filecheck %s
// The sanitizer computes the same value, and frees every buffer.
// RUN: xdsl-dealloc-check --print-results %t.bufferized.mlir | filecheck %s --check-prefix=CLEAN

// BUFFERS-DAG: memref.copy
// BUFFERS-DAG: memref.cast
// BUFFERS-DAG: linalg.map
// BUFFERS-DAG: linalg.reduce
// CHECK: result: 190.0
// CLEAN: @main() -> 190.0
// CLEAN: 1 function(s) checked, all clean

func.func private @square(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %sq = linalg.map ins(%x, %x : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
    (%a: f32, %b: f32, %unused: f32) {
      %p = arith.mulf %a, %b : f32
      linalg.yield %p : f32
    }
  return %sq : tensor<2x3xf32>
}

func.func @main() -> f32 {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %ten = arith.constant 10.0 : f32
  %i0 = arith.constant 0 : index
  %x = tensor.insert %ten into %c[%i0, %i0] : tensor<2x3xf32>
  %sq = func.call @square(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.from_elements %zero : tensor<f32>
  %sum = linalg.reduce ins(%sq : tensor<2x3xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %r = tensor.extract %sum[] : tensor<f32>
  return %r : f32
}
