// An index.cmp predicate that does not exist: a parse error at it.
func.func @f(%a: index, %b: index) -> i1 {
  %0 = index.cmp lesser(%a, %b)
  return %0 : i1
}
