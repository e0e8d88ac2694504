// RUN: xdsl-opt %s -p promote-buffers-to-stack,buffer-loop-hoisting | filecheck %s

// Buffers that reach a place no memref value follows stay on the heap and
// in their loop: turned into a tensor, stored into a memref of memrefs.
// (MLIR 22 promotes and hoists them.)
// CHECK-LABEL: func.func @captured
// CHECK:         scf.for
// CHECK-NEXT:      %a = memref.alloc() : memref<2xf32>
// CHECK-NEXT:      %t = bufferization.to_tensor %a
// CHECK-NEXT:      %b = memref.alloc() : memref<2xf32>
// CHECK-NEXT:      memref.store %b, %box[%c0]
func.func @captured(%n: index, %box: memref<1xmemref<2xf32>>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> (tensor<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    %t = bufferization.to_tensor %a : memref<2xf32> to tensor<2xf32>
    %b = memref.alloc() : memref<2xf32>
    memref.store %b, %box[%c0] : memref<1xmemref<2xf32>>
    scf.yield %t : tensor<2xf32>
  }
  func.return %r : tensor<2xf32>
}
