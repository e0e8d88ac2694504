// OPTIONS:
// OPTIONS: check-parallel-regions=false
// scf.forall: each thread writes its element of a tensor defined outside
// the loop (a buffer per thread unless check-parallel-regions=false), reads
// its slice of the shared output, and inserts both back in parallel.
func.func @main(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %scratch = tensor.empty() : tensor<4xindex>
  %init = tensor.from_elements %c1, %c2, %c2, %c1 : tensor<4xindex>
  %r = scf.forall (%k) in (2) shared_outs(%o = %init) -> (tensor<4xindex>) {
    %w = tensor.insert %k into %scratch[%k] : tensor<4xindex>
    %x = tensor.extract %w[%k] : tensor<4xindex>
    %offset = arith.muli %k, %c2 : index
    %slice = tensor.extract_slice %o[%offset] [2] [1] : tensor<4xindex> to tensor<2xindex>
    %first = tensor.extract %slice[%c0] : tensor<2xindex>
    %sum = arith.addi %first, %x : index
    %new = tensor.insert %sum into %slice[%c1] : tensor<2xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %new into %o[%offset] [2] [1] : tensor<2xindex> into tensor<4xindex>
    }
  }
  %y = tensor.extract %r[%i] : tensor<4xindex>
  %z = tensor.extract %init[%i] : tensor<4xindex>
  %s = arith.addi %y, %z : index
  return %s : index
}

// A loop that may run no iteration reads its output (the result is then
// the output itself); one of a single iteration is no parallel region.
func.func @bounds(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %t = tensor.from_elements %c1, %c1 : tensor<2xindex>
  %scratch = tensor.empty() : tensor<2xindex>
  %r = scf.forall (%k) in (%n) shared_outs(%o = %t) -> (tensor<2xindex>) {
    %one = tensor.insert %c5 into %scratch[%c0] : tensor<2xindex>
    %v = tensor.extract %one[%c0] : tensor<2xindex>
    %piece = tensor.from_elements %v : tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %piece into %o[%c0] [1] [1] : tensor<1xindex> into tensor<2xindex>
    }
  }
  %single = scf.forall (%k) in (1) shared_outs(%o = %scratch) -> (tensor<2xindex>) {
    %w = tensor.insert %c5 into %t[%c1] : tensor<2xindex>
    %piece = tensor.extract_slice %w[0] [1] [1] : tensor<2xindex> to tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %piece into %o[%c1] [1] [1] : tensor<1xindex> into tensor<2xindex>
    }
  }
  %x = tensor.extract %r[%c0] : tensor<2xindex>
  %y = tensor.extract %single[%c1] : tensor<2xindex>
  %s = arith.addi %x, %y : index
  return %s : index
}
