// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=EXEC
// EXEC: @read_in_same_block: clean, 2 runs

// A tensor made of a buffer may be read anywhere inside the block where the
// buffer is freed (errors.mlir: one that leaves the block is rejected).

func.func @read_in_same_block(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
  %b = bufferization.to_buffer %t read_only : tensor<2xf32> to memref<2xf32>
  %x = memref.load %b[%c0] : memref<2xf32>
  return %x : f32
}
// CHECK-LABEL: func.func @read_in_same_block
// CHECK:         %x = memref.load %b[%c0] : memref<2xf32>
// CHECK-NEXT:    %base_buffer, %{{.*}} = memref.extract_strided_metadata %m
// CHECK-NEXT:    bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:    func.return %x : f32
