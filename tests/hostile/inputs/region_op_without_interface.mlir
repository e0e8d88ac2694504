#map = affine_map<(d0) -> (d0)>
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %a = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %b = memref.alloc() : memref<2xf32>
    memref.copy %a, %b : memref<2xf32> to memref<2xf32>
    %v = memref.load %b[%c0] : memref<2xf32>
    %s = arith.addf %in, %v : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
