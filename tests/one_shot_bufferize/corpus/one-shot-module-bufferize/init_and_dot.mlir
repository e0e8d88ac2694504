// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @init_and_dot
// A callee filling its 0-d output and computing linalg.dot into it, on
// buffers the caller allocated and filled; the result is cast to an
// unranked tensor and back.
// EXPECT: @main(): 16.0
func.func private @init_and_dot(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<f32>) -> tensor<f32> {
  %zero = arith.constant 0.000000e+00 : f32
  %d = linalg.fill ins(%zero : f32) outs(%c : tensor<f32>) -> tensor<f32>
  %e = linalg.dot ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%d : tensor<f32>) -> tensor<f32>
  return %e : tensor<f32>
}

func.func @main() -> f32 {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %A = bufferization.alloc_tensor() : tensor<8xf32>
  %B = bufferization.alloc_tensor() : tensor<8xf32>
  %C = bufferization.alloc_tensor() : tensor<f32>
  %AA = linalg.fill ins(%one : f32) outs(%A : tensor<8xf32>) -> tensor<8xf32>
  %BB = linalg.fill ins(%two : f32) outs(%B : tensor<8xf32>) -> tensor<8xf32>
  %CC = linalg.fill ins(%zero : f32) outs(%C : tensor<f32>) -> tensor<f32>
  %res = func.call @init_and_dot(%AA, %BB, %CC) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
  %unranked = tensor.cast %res : tensor<f32> to tensor<*xf32>
  %ranked = tensor.cast %unranked : tensor<*xf32> to tensor<f32>
  %x = tensor.extract %ranked[] : tensor<f32>
  return %x : f32
}
