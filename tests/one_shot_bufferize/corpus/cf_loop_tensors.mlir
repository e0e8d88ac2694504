// OPTIONS: bufferize-function-boundaries=true
// Tensors carried around a loop of blocks (cf branches), as block arguments
// that become buffers: the loop writes its tensor in place.
// EXPECT: @count(%n = 0): 0.0
// EXPECT: @count(%n = 1): 1.0
// EXPECT: @count(%n = 3): 3.0
func.func @count(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  cf.br ^loop(%c0, %t0 : index, tensor<2xf32>)
^loop(%i: index, %t: tensor<2xf32>):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %x = tensor.extract %t[%c0] : tensor<2xf32>
  %y = arith.addf %x, %one : f32
  %u = tensor.insert %y into %t[%c0] : tensor<2xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^loop(%j, %u : index, tensor<2xf32>)
^exit:
  %r = tensor.extract %t[%c0] : tensor<2xf32>
  return %r : f32
}
