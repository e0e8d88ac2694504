func.func @f() {
  %true = arith.constant true
  scf.while : () -> () {
    %a = memref.alloc() : memref<2xf32>
    scf.condition(%true)
  } do {
    scf.yield
  }
  return
}
