// OPTIONS: bufferize-function-boundaries=true
// A private function fills the empty tensor it is given and returns it:
// with eliminate-empty-tensors first, the empty tensor becomes the slice of
// %zeros it is inserted into (the chain goes through the call), and %whole
// becomes %out's tensor, so nothing is allocated.
// EXPECT: @caller(%c = false): 2.0, 0.0 | %out = [0.0, 0.0, 2.0, 2.0, 2.0, 2.0, 0.0, 0.0]
// EXPECT: @caller(%c = true): 1.0, 0.0 | %out = [0.0, 0.0, 1.0, 1.0, 1.0, 1.0, 0.0, 0.0]
func.func private @fill_in(%t: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %f = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

func.func @caller(%c: i1, %out: memref<8xf32>) -> (f32, f32) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.select %c, %one, %two : f32
  %whole = tensor.empty() : tensor<8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%whole : tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = func.call @fill_in(%e, %x) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %zeros[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  %inside = tensor.extract %r[%c3] : tensor<8xf32>
  %outside = tensor.extract %r[%c1] : tensor<8xf32>
  return %inside, %outside : f32, f32
}
