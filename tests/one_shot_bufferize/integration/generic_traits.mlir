// linalg.generic with its trait given by an attribute alias, tensor.splat of
// dynamic sizes, a matmul as a generic and as the named op on dynamic
// tensors, a map with a constant term (a reversal), tensors chosen by
// scf.if, and fills of empty tensors.
#matmul = {
  indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
#reverse = {
  indexing_maps = [affine_map<(i) -> (2 - i)>, affine_map<(i) -> (i)>],
  iterator_types = ["parallel"]
}
func.func @matmuls(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %init = tensor.splat %zero[%m, %n] : tensor<?x?xf32>
  %g = linalg.generic #matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %named = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %g, %named : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @reversed(%v: tensor<3xf32>, %flip: i1) -> tensor<3xf32> {
  %r = scf.if %flip -> (tensor<3xf32>) {
    %init = tensor.empty() : tensor<3xf32>
    %g = linalg.generic #reverse ins(%v : tensor<3xf32>) outs(%init : tensor<3xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
    } -> tensor<3xf32>
    scf.yield %g : tensor<3xf32>
  } else {
    scf.yield %v : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0, -1.0], [0.5, 1.0, 0.0, 3.0]]> : tensor<2x4xf32>
  %da = tensor.cast %a : tensor<3x2xf32> to tensor<?x?xf32>
  %db = tensor.cast %b : tensor<2x4xf32> to tensor<?x?xf32>
  %g, %n = call @matmuls(%da, %db) : (tensor<?x?xf32>, tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>)
  %pg = tensor.cast %g : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pg) : (tensor<*xf32>) -> ()
  %pn = tensor.cast %n : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%pn) : (tensor<*xf32>) -> ()
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %true = arith.constant true
  %false = arith.constant false
  %r1 = call @reversed(%v, %true) : (tensor<3xf32>, i1) -> tensor<3xf32>
  %r2 = call @reversed(%v, %false) : (tensor<3xf32>, i1) -> tensor<3xf32>
  %p1 = tensor.cast %r1 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%p1) : (tensor<*xf32>) -> ()
  %p2 = tensor.cast %r2 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%p2) : (tensor<*xf32>) -> ()
  %empty = arith.constant dense<1.0> : tensor<0x4xf32>
  %de = tensor.cast %empty : tensor<0x4xf32> to tensor<?x?xf32>
  %one = arith.constant 1.0 : f32
  %filled = linalg.fill ins(%one : f32) outs(%de : tensor<?x?xf32>) -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = tensor.dim %filled, %c0 : tensor<?x?xf32>
  %columns = tensor.dim %filled, %c1 : tensor<?x?xf32>
  vector.print %rows : index
  vector.print %columns : index
  return
}
func.func private @printMemrefF32(tensor<*xf32>)
