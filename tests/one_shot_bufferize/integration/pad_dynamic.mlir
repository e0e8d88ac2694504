// tensor.pad of a dynamically shaped tensor by SSA amounts, printed unranked.
func.func @main() {
  %values = arith.constant dense<[[[5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]]> : tensor<1x3x2xf32>
  %dynamic = tensor.cast %values : tensor<1x3x2xf32> to tensor<1x?x2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %fill = arith.constant -1.5 : f32
  %padded = tensor.pad %dynamic low[%c0, %c1, %c0] high[%c0, %c0, %c3] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %fill : f32
  } : tensor<1x?x2xf32> to tensor<1x?x?xf32>
  %unranked = tensor.cast %padded : tensor<1x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
