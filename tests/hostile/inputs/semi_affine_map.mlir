// A semi-affine map (a symbol divides) sizes a buffer, as MLIR's integration
// tests write tiled loops; MLIR 22 reads it, and so does xDSL's parser now.
#tiles = affine_map<(d0, d1)[s0] -> ((d1 - d0) ceildiv s0)>
func.func @tiles(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %count = affine.apply #tiles(%c0, %n)[%c2]
  %buffer = memref.alloc(%count) : memref<?xf32>
  %size = memref.dim %buffer, %c0 : memref<?xf32>
  %one = arith.constant 1.000000e+00 : f32
  %x = arith.constant 0.000000e+00 : f32
  %r = scf.for %i = %c0 to %size step %c2 iter_args(%acc = %x) -> (f32) {
    memref.store %one, %buffer[%i] : memref<?xf32>
    %v = memref.load %buffer[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}
