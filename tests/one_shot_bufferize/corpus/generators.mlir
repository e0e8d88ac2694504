// tensor.splat, tensor.generate and tensor.pad allocate a buffer filled by a
// linalg.map; writing into one keeps the others (and the padded source).
// (A pad of dynamic size: pad_dynamic.mlir.)
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = tensor.splat %c3 : tensor<4xindex>
  %g = tensor.generate {
  ^bb0(%k: index):
    %sq = arith.muli %k, %k : index
    tensor.yield %sq : index
  } : tensor<4xindex>
  %p = tensor.pad %s low[1] high[2] {
  ^bb0(%k: index):
    tensor.yield %k : index
  } : tensor<4xindex> to tensor<7xindex>
  %w = tensor.insert %c1 into %s[%i] : tensor<4xindex>
  %v = tensor.insert %c0 into %g[%c1] : tensor<4xindex>
  %a = tensor.extract %w[%c0] : tensor<4xindex>
  %b = tensor.extract %v[%i] : tensor<4xindex>
  %c = tensor.extract %p[%i] : tensor<7xindex>
  %d = tensor.extract %g[%c1] : tensor<4xindex>
  %n = tensor.dim %p, %c0 : tensor<7xindex>
  %r = tensor.rank %p : tensor<7xindex>
  %ab = arith.addi %a, %b : index
  %cd = arith.addi %c, %d : index
  %nr = arith.addi %n, %r : index
  %abcd = arith.addi %ab, %cd : index
  %sum = arith.addi %abcd, %nr : index
  return %sum : index
}

// A dynamic splat, cast to a static shape, reshaped by a shape tensor and
// cast to i32 element by element; the insert into the cast writes the
// splat's buffer in place.
func.func @reshaped(%i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %seven = arith.constant 7 : i32
  %dynamic = tensor.splat %c2[%c4] : tensor<?xindex>
  %flat = tensor.cast %dynamic : tensor<?xindex> to tensor<4xindex>
  %shape = tensor.from_elements %c2, %c2 : tensor<2xindex>
  %square = tensor.reshape %flat(%shape) : (tensor<4xindex>, tensor<2xindex>) -> tensor<2x2xindex>
  %cast = arith.index_cast %square : tensor<2x2xindex> to tensor<2x2xi32>
  %low = arith.minsi %i, %c1 : index
  %w = tensor.insert %seven into %cast[%low, %c0] : tensor<2x2xi32>
  %x = tensor.extract %w[%c1, %c0] : tensor<2x2xi32>
  %y = tensor.extract %w[%c0, %c1] : tensor<2x2xi32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}
