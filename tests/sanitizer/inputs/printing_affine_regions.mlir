// affine.if and affine.parallel in their custom forms (max/min bounds, a
// step, a semi-affine condition), with a buffer made in the parallel body:
// test_ops_vector.py compares what this prints, before and after
// buffer-deallocation-pipeline, with the values below and with
// mlir-runner-22's output.
#inside = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0)>
func.func @main() {
  %c5 = arith.constant 5 : index
  %a = memref.alloc() : memref<8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  affine.parallel (%i) = (0) to (8) {
    affine.store %zero, %a[%i] : memref<8xf32>
  }
  affine.parallel (%i, %j) = (max(0, %c5 - 4), 0) to (min(8, symbol(%c5)), 4) step (1, 2) {
    %t = memref.alloc() : memref<1xf32>
    %c = arith.index_cast %j : index to i32
    %f = arith.sitofp %c : i32 to f32
    affine.store %f, %t[0] : memref<1xf32>
    %old = affine.load %a[%i] : memref<8xf32>
    %add = affine.load %t[0] : memref<1xf32>
    %new = arith.addf %old, %add : f32
    affine.store %new, %a[%i] : memref<8xf32>
    memref.dealloc %t : memref<1xf32>
  }
  affine.for %k = 0 to 8 {
    %v = affine.if #inside(%k)[%c5] -> f32 {
      %x = affine.load %a[%k] : memref<8xf32>
      affine.yield %x : f32
    } else {
      affine.yield %one : f32
    }
    vector.print %v : f32 punctuation <comma>
  }
  affine.if affine_set<(d0) : (d0 - 5 == 0)>(%c5) {
    vector.print str "five\n"
  }
  memref.dealloc %a : memref<8xf32>
  return
}
