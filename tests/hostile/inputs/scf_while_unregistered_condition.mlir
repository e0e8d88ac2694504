func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.while (%arg = %a) : (memref<2xf32>) -> memref<2xf32> {
    %cond = "test.side_effect_op"() : () -> i1
    scf.condition(%cond) %arg : memref<2xf32>
  } do {
  ^bb0(%body: memref<2xf32>):
    %b = memref.alloc() : memref<2xf32>
    memref.copy %body, %b : memref<2xf32> to memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return
}
