// A dimension on the right of a division is not (semi-)affine: MLIR 22's
// message, located at the operator, and no traceback.
#bad = affine_map<(d0, d1) -> (d0 floordiv d1)>
func.func @f(%a: index, %b: index) -> index {
  %0 = affine.apply #bad(%a, %b)
  return %0 : index
}
