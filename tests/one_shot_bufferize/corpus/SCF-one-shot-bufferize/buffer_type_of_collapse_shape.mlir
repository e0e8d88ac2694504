// OPTIONS: allow-return-allocs-from-loops=true bufferize-function-boundaries=true
// UPSTREAM: @buffer_type_of_collapse_shape
// A while loop whose body yields a collapse_shape of a new one-element
// buffer into a 0-d tensor (it runs once here).
// EXPECT: @buffer_type_of_collapse_shape(%c = true): 4.0
// EXPECT: @buffer_type_of_collapse_shape(%c = false): 1.0
func.func @buffer_type_of_collapse_shape(%c: i1) -> f64 {
  %one = arith.constant 1.000000e+00 : f64
  %four = arith.constant 4.000000e+00 : f64
  %false = arith.constant false
  %a = bufferization.alloc_tensor() : tensor<f64>
  %arg0 = linalg.fill ins(%one : f64) outs(%a : tensor<f64>) -> tensor<f64>
  %0:2 = scf.while (%arg1 = %arg0, %go = %c) : (tensor<f64>, i1) -> (tensor<f64>, i1) {
    scf.condition(%go) %arg1, %go : tensor<f64>, i1
  } do {
  ^bb0(%x: tensor<f64>, %g: i1):
    %3 = bufferization.alloc_tensor() : tensor<1xf64>
    %f = linalg.fill ins(%four : f64) outs(%3 : tensor<1xf64>) -> tensor<1xf64>
    %16 = tensor.collapse_shape %f [] : tensor<1xf64> into tensor<f64>
    scf.yield %16, %false : tensor<f64>, i1
  }
  %r = tensor.extract %0#0[] : tensor<f64>
  return %r : f64
}
