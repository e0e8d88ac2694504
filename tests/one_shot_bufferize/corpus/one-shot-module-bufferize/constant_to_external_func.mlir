// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @some_external_func
// A constant passed to a function that writes its argument: the constant's
// global may not be written, so the call gets a copy.
// EXPECT: @main(%i = 0): 10, 1
// EXPECT: @main(%i = 3): 4, 4
func.func private @some_func(%t: tensor<4xi32>, %i: index) -> i32 {
  %ten = arith.constant 10 : i32
  %c0 = arith.constant 0 : index
  %u = tensor.insert %ten into %t[%c0] : tensor<4xi32>
  %x = tensor.extract %u[%i] : tensor<4xi32>
  return %x : i32
}

func.func @main(%i: index) -> (i32, i32) {
  %a = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %x = func.call @some_func(%a, %i) : (tensor<4xi32>, index) -> i32
  %y = tensor.extract %a[%i] : tensor<4xi32>
  return %x, %y : i32, i32
}
