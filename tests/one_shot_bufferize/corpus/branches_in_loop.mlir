// A loop whose body chooses, with scf.if, between writing the carried
// tensor and leaving it: equivalent either way, in place.
func.func @main(%c: i1, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %t0 = tensor.from_elements %c6, %c6, %c6, %c6 : tensor<4xindex>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %t0) -> (tensor<4xindex>) {
    %odd = arith.andi %k, %c1 : index
    %is_odd = arith.cmpi eq, %odd, %c1 : index
    %both = arith.andi %is_odd, %c : i1
    %u = scf.if %both -> (tensor<4xindex>) {
      %w = tensor.insert %k into %t[%k] : tensor<4xindex>
      scf.yield %w : tensor<4xindex>
    } else {
      scf.yield %t : tensor<4xindex>
    }
    scf.yield %u : tensor<4xindex>
  }
  %x = tensor.extract %r[%i] : tensor<4xindex>
  return %x : index
}

// scf.execute_region and scf.index_switch inside a loop.
func.func @switch_in_loop(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t0 = tensor.from_elements %c0, %c0, %c0, %c0 : tensor<4xindex>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %t0) -> (tensor<4xindex>) {
    %s = scf.index_switch %k -> tensor<4xindex>
    case 1 {
      %w = tensor.insert %c3 into %t[%k] : tensor<4xindex>
      scf.yield %w : tensor<4xindex>
    }
    default {
      %e = scf.execute_region -> tensor<4xindex> {
        %v = tensor.insert %k into %t[%k] : tensor<4xindex>
        scf.yield %v : tensor<4xindex>
      }
      scf.yield %e : tensor<4xindex>
    }
    scf.yield %s : tensor<4xindex>
  }
  %x = tensor.extract %r[%i] : tensor<4xindex>
  return %x : index
}
