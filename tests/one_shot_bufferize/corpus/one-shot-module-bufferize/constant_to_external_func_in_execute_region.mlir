// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @some_external_func_within_scf_execute
// The same inside an scf.execute_region: the call on a constant still copies it.
// EXPECT: @main(%i = 0): 10, 1
// EXPECT: @main(%i = 1): 2, 2
func.func private @some_func(%t: tensor<4xi32>, %i: index) -> i32 {
  %ten = arith.constant 10 : i32
  %c0 = arith.constant 0 : index
  %u = tensor.insert %ten into %t[%c0] : tensor<4xi32>
  %x = tensor.extract %u[%i] : tensor<4xi32>
  return %x : i32
}

func.func @main(%i: index) -> (i32, i32) {
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %x = scf.execute_region -> i32 {
    %r = func.call @some_func(%a, %i) : (tensor<4xi32>, index) -> i32
    scf.yield %r : i32
  }
  %y = tensor.extract %a[%i] : tensor<4xi32>
  return %x, %y : i32, i32
}
