// affine.load and affine.store through maps with constants, dimensions and a
// semi-affine modulo, around buffers the deallocation pipeline frees:
// test_ops_vector.py runs this program before and after
// buffer-deallocation-pipeline and compares what it prints with the values
// below and with mlir-runner-22's output.
func.func @main() {
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<8xf32>
  %one = arith.constant 1.000000e+00 : f32
  affine.for %i = 0 to 8 {
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %g = arith.addf %f, %one : f32
    affine.store %g, %a[%i] : memref<8xf32>
  }
  %b = memref.alloc() : memref<4xf32>
  affine.for %j = 0 to 4 {
    %x = affine.load %a[%j * 2 + 1] : memref<8xf32>
    affine.store %x, %b[(%j + 3) mod 4] : memref<4xf32>
  }
  affine.for %k = 0 to 4 {
    %y = affine.load %b[%k] : memref<4xf32>
    vector.print %y : f32 punctuation <comma>
  }
  %last = affine.load %a[7] : memref<8xf32>
  vector.print %last : f32
  %m = affine.apply affine_map<(d0)[s0] -> ((d0 + 5) mod s0)>(%c4)[%c4]
  vector.print %m : index
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<4xf32>
  return
}
