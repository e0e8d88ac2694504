func.func @f() {
  %a = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<?xf32>
  return
}
