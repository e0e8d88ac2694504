// Views: cast, dim, collapse_shape, expand_shape.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = tensor.from_elements %c0, %c1, %c2, %c3 : tensor<4xindex>
  %d = tensor.cast %t : tensor<4xindex> to tensor<?xindex>
  %n = tensor.dim %d, %c0 : tensor<?xindex>
  %m = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xindex> into tensor<2x2xindex>
  %w = tensor.insert %n into %m[%c1, %c1] : tensor<2x2xindex>
  %flat = tensor.collapse_shape %w [[0, 1]] : tensor<2x2xindex> into tensor<4xindex>
  %v = tensor.extract %flat[%i] : tensor<4xindex>
  %o = tensor.extract %t[%i] : tensor<4xindex>
  %r = arith.addi %v, %o : index
  return %r : index
}
