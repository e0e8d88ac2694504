// An empty tensor filled element by element in a loop, in place.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xindex>
  %filled = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %e) -> (tensor<4xindex>) {
    %v = arith.muli %k, %k : index
    %n = tensor.insert %v into %t[%k] : tensor<4xindex>
    scf.yield %n : tensor<4xindex>
  }
  %r = tensor.extract %filled[%i] : tensor<4xindex>
  return %r : index
}

// The loop's init is read after the loop: the loop works on a copy.
func.func @init_read_after(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %init = tensor.from_elements %c7, %c7, %c7, %c7 : tensor<4xindex>
  %filled = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %init) -> (tensor<4xindex>) {
    %n = tensor.insert %k into %t[%k] : tensor<4xindex>
    scf.yield %n : tensor<4xindex>
  }
  %a = tensor.extract %filled[%i] : tensor<4xindex>
  %b = tensor.extract %init[%i] : tensor<4xindex>
  %r = arith.addi %a, %b : index
  return %r : index
}
