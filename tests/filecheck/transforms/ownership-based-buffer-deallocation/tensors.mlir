// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p ownership-based-buffer-deallocation | filecheck %s

// A tensor made of a buffer may be read anywhere inside the block where the
// buffer is freed; once it leaves that block the pass cannot follow the
// buffer and says so instead of freeing it too early.

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

// -----

func.func @through_block_argument(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  %t = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
  cf.br ^next(%t : tensor<2xf32>)
^next(%r: tensor<2xf32>):
  %b = bufferization.to_buffer %r read_only : tensor<2xf32> to memref<2xf32>
  %x = memref.load %b[%c0] : memref<2xf32>
  return %x : f32
}
// CHECK: 'cf.br' op in function @through_block_argument: a buffer made a tensor by the bufferization.to_tensor in function @through_block_argument is used here, after the end of the block where it is freed; bufferize the tensors this op passes on (block arguments, results) before deallocating
