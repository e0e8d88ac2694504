// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s --check-prefix=PIPELINE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// An op with regions but without RegionBranchOpInterface (here
// `linalg.generic` on tensors) is accepted, as in MLIR 22, when no memref
// enters or leaves its regions (as an operand, result, block argument or
// terminator operand): it runs its regions as a whole, what they allocate
// is freed before their terminator, and the buffers they only use stay
// the enclosing block's.  (The sanitizer runs no tensor program.)

#map = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func.func @buffers_in_and_around
// CHECK:         %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK:         linalg.generic
// CHECK:           %[[B:.*]] = memref.alloc() : memref<2xf32>
// CHECK:           bufferization.dealloc (%{{.*}} : memref<f32>) if (%true{{.*}})
// CHECK-NEXT:      linalg.yield
// CHECK:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%true{{.*}})
// CHECK-NEXT:    func.return
// PIPELINE-LABEL: func.func @buffers_in_and_around
// PIPELINE:         %[[A:.*]] = memref.alloc() : memref<2xf32>
// PIPELINE:           %[[B:.*]] = memref.alloc() : memref<2xf32>
// PIPELINE:           memref.dealloc %[[B]] : memref<2xf32>
// PIPELINE-NEXT:      linalg.yield
// PIPELINE:         memref.dealloc %[[A]] : memref<2xf32>
// PIPELINE-NEXT:    func.return
func.func @buffers_in_and_around(%t: tensor<4xf32>) -> tensor<4xf32> {
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
