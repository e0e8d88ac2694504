// Tensors yielded by scf.execute_region and scf.index_switch.
func.func @main(%i: index) -> index {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = tensor.from_elements %c1, %c1, %c1, %c1 : tensor<4xindex>
  %r = scf.execute_region -> tensor<4xindex> {
    %n = tensor.insert %c4 into %t[%i] : tensor<4xindex>
    scf.yield %n : tensor<4xindex>
  }
  %s = scf.index_switch %i -> tensor<4xindex>
  case 0 {
    scf.yield %r : tensor<4xindex>
  }
  case 3 {
    %m = tensor.insert %i into %r[%c1] : tensor<4xindex>
    scf.yield %m : tensor<4xindex>
  }
  default {
    scf.yield %t : tensor<4xindex>
  }
  %a = tensor.extract %s[%c1] : tensor<4xindex>
  %b = tensor.extract %r[%i] : tensor<4xindex>
  %sum = arith.addi %a, %b : index
  return %sum : index
}
