// A small linalg-on-tensors program across functions: a dense layer
// (matmul into a zero-filled tensor), a scaling written in place, a ReLU
// written in place, and a row sum.  Function-boundary bufferization gives
// each function memref arguments and results; the callees that write their
// argument return it, so their calls allocate nothing, and
// drop-equivalent-buffer-results then drops those results.  Try:
//   xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries=true}' examples/tensor_pipeline.mlir
//   xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries=true},drop-equivalent-buffer-results,buffer-deallocation-pipeline' examples/tensor_pipeline.mlir | xdsl-dealloc-check -

func.func private @dense(%x: tensor<2x3xf32>, %w: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %y : tensor<2x2xf32>
}

func.func private @scale(%t: tensor<2x2xf32>, %factor: f32) -> tensor<2x2xf32> {
  %r = linalg.map ins(%t : tensor<2x2xf32>) outs(%t : tensor<2x2xf32>)
    (%v: f32, %unused: f32) {
      %s = arith.mulf %v, %factor : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2x2xf32>
}

func.func private @relu(%t: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %r = linalg.map ins(%t : tensor<2x2xf32>) outs(%t : tensor<2x2xf32>)
    (%v: f32, %unused: f32) {
      %m = arith.maximumf %v, %zero : f32
      linalg.yield %m : f32
    }
  return %r : tensor<2x2xf32>
}

func.func private @row_sums(%t: tensor<2x2xf32>) -> tensor<2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%t : tensor<2x2xf32>) outs(%acc : tensor<2xf32>) dimensions = [1]
    (%v: f32, %sum: f32) {
      %s = arith.addf %v, %sum : f32
      linalg.yield %s : f32
    }
  return %r : tensor<2xf32>
}

// The layer's output before the ReLU is read again (%before), so the call
// to @relu works on a copy; @scale's argument is read by nobody else.
func.func @main(%negate: i1) -> (f32, f32, f32) {
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %w = arith.constant dense<[[1.0, -1.0], [0.0, 1.0], [1.0, 0.0]]> : tensor<3x2xf32>
  %two = arith.constant 2.000000e+00 : f32
  %minus_one = arith.constant -1.000000e+00 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %factor = arith.select %negate, %minus_one, %two : f32
  %y = func.call @dense(%x, %w) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %scaled = func.call @scale(%y, %factor) : (tensor<2x2xf32>, f32) -> tensor<2x2xf32>
  %activated = func.call @relu(%scaled) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %sums = func.call @row_sums(%activated) : (tensor<2x2xf32>) -> tensor<2xf32>
  %before = tensor.extract %scaled[%c0, %c0] : tensor<2x2xf32>
  %first = tensor.extract %sums[%c0] : tensor<2xf32>
  %second = tensor.extract %sums[%c1] : tensor<2xf32>
  return %before, %first, %second : f32, f32, f32
}
