func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  "foo.region"() ({
    %b = memref.alloc() : memref<2xf32>
    memref.copy %a, %b : memref<2xf32> to memref<2xf32>
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}
