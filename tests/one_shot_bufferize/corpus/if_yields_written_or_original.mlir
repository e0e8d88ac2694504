// scf.if yields a written tensor or the original one; both are read.
func.func @main(%c: i1, %i: index) -> f32 {
  %f1 = arith.constant 1.0 : f32
  %f7 = arith.constant 7.0 : f32
  %t = tensor.from_elements %f1, %f1, %f1, %f1 : tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    %n = tensor.insert %f7 into %t[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %a = tensor.extract %r[%i] : tensor<4xf32>
  %b = tensor.extract %t[%i] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

// Each branch writes its own tensor: in place.
func.func @both_branches_write(%c: i1, %i: index) -> f32 {
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f7 = arith.constant 7.0 : f32
  %t = tensor.from_elements %f1, %f2, %f1, %f2 : tensor<4xf32>
  %r = scf.if %c -> (tensor<4xf32>) {
    %n = tensor.insert %f7 into %t[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  } else {
    %m = tensor.insert %f2 into %t[%i] : tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  %a = tensor.extract %r[%i] : tensor<4xf32>
  return %a : f32
}
