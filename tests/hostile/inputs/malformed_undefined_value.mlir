func.func @f() -> memref<2xf32> {
  return %a : memref<2xf32>
}
