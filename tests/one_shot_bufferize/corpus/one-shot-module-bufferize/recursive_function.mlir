// OPTIONS: bufferize-function-boundaries=true
// UPSTREAM: @foo (a recursive function)
// A function calling itself on its tensor argument, then reading it: no
// summary of a recursive callee, so the call is taken to read and write it
// and gets a copy.
// EXPECT: @foo(%n = 3): 0.0, [0.0, 0.0, 0.0, 0.0, 0.0] | %t = [0.0, 0.0, 0.0, 0.0, 0.0]
func.func @foo(%n: index, %t: tensor<5xf32>) -> (f32, tensor<5xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %go = arith.cmpi sgt, %n, %c0 : index
  %0 = scf.if %go -> (tensor<5xf32>) {
    %k = arith.subi %n, %c1 : index
    %x, %r = func.call @foo(%k, %t) : (index, tensor<5xf32>) -> (f32, tensor<5xf32>)
    scf.yield %r : tensor<5xf32>
  } else {
    scf.yield %t : tensor<5xf32>
  }
  %extr = tensor.extract %t[%c0] : tensor<5xf32>
  return %extr, %0 : f32, tensor<5xf32>
}
