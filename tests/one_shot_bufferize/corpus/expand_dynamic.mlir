// expand_shape with a dynamic output shape, written through.
// EXPECT: @rows_of_two(%n = 1): 2, 9.0, 0.0
// EXPECT: @rows_of_two(%n = 3): 2, 9.0, 0.0
func.func @rows_of_two(%n: index) -> (index, f32, f32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = arith.addi %n, %c1 : index
  %size = arith.muli %rows, %c2 : index
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty(%size) : tensor<?xf32>
  %flat = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %grid = tensor.expand_shape %flat [[0, 1]] output_shape [%rows, 2] : tensor<?xf32> into tensor<?x2xf32>
  %nine = arith.constant 9.000000e+00 : f32
  %written = tensor.insert %nine into %grid[%n, %c1] : tensor<?x2xf32>
  %x = tensor.extract %written[%n, %c1] : tensor<?x2xf32>
  %c0 = arith.constant 0 : index
  %y = tensor.extract %written[%c0, %c0] : tensor<?x2xf32>
  %dim = tensor.dim %written, %c1 : tensor<?x2xf32>
  return %dim, %x, %y : index, f32, f32
}
