// Semi-affine maps (a difference divided by a symbol, rounded up), dynamic
// alloc_tensor, a loop packing slices through tensor.pad into rows, and
// linalg.dot accumulating over the rows; a C-interface declaration.
#rows = affine_map<(d0, d1)[s0] -> ((d1 - d0) ceildiv s0)>
#row = affine_map<(d0, d1)[s0] -> ((d0 - d1) floordiv s0)>
func.func @pack(%v: tensor<12xf32>) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %zero = arith.constant 0.0 : f32
  %n = affine.apply #rows(%c0, %c12)[%c3]
  %init = bufferization.alloc_tensor(%n) : tensor<?x3xf32>
  %packed = scf.for %i = %c0 to %c12 step %c3 iter_args(%acc = %init) -> (tensor<?x3xf32>) {
    %r = affine.apply #row(%i, %c0)[%c3]
    %slice = tensor.extract_slice %v[%i] [3] [1] : tensor<12xf32> to tensor<3xf32>
    %cast = tensor.cast %slice : tensor<3xf32> to tensor<?xf32>
    %padded = tensor.pad %cast low[%c0] high[%c0] {
    ^bb0(%k: index):
      tensor.yield %zero : f32
    } : tensor<?xf32> to tensor<3xf32>
    %next = tensor.insert_slice %padded into %acc[%r, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<?x3xf32>
    scf.yield %next : tensor<?x3xf32>
  }
  return %packed : tensor<?x3xf32>
}
func.func @dots(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %a, %c0 : tensor<?x3xf32>
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<f32>) {
    %x = tensor.extract_slice %a[%i, 0] [1, 3] [1, 1] : tensor<?x3xf32> to tensor<3xf32>
    %y = tensor.extract_slice %b[%i, 0] [1, 3] [1, 1] : tensor<?x3xf32> to tensor<3xf32>
    %d = linalg.dot ins(%x, %y : tensor<3xf32>, tensor<3xf32>) outs(%acc : tensor<f32>) -> tensor<f32>
    scf.yield %d : tensor<f32>
  }
  return %sum : tensor<f32>
}
func.func @main() {
  %one = arith.constant 1.5 : f32
  %zero = arith.constant 0.0 : f32
  %ramp = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0]> : tensor<12xf32>
  %e = bufferization.alloc_tensor() : tensor<12xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<12xf32>) -> tensor<12xf32>
  %s = bufferization.alloc_tensor() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%s : tensor<f32>) -> tensor<f32>
  %a = call @pack(%ramp) : (tensor<12xf32>) -> tensor<?x3xf32>
  %b = call @pack(%ones) : (tensor<12xf32>) -> tensor<?x3xf32>
  %r = call @dots(%a, %b, %init) : (tensor<?x3xf32>, tensor<?x3xf32>, tensor<f32>) -> tensor<f32>
  %pa = tensor.cast %a : tensor<?x3xf32> to tensor<*xf32>
  call @printMemrefF32(%pa) : (tensor<*xf32>) -> ()
  %pr = tensor.cast %r : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%pr) : (tensor<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
