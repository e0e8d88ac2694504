// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -p ownership-based-buffer-deallocation | filecheck %s

func.func @region_without_interface() {
  "my.region_op"() ({
    %a = memref.alloc() : memref<2xf32>
    "my.terminator"() : () -> ()
  }) : () -> ()
  return
}
// CHECK: 'my.region_op' op at {{.*}}errors.mlir:4:3: ops with regions must implement RegionBranchOpInterface (or BufferDeallocationOpInterface) when a block of its regions has no terminator

// -----

func.func @regions_without_interface() {
  "my.region_op"() ({
    "my.terminator"() : () -> ()
  }, {
    "my.terminator"() : () -> ()
  }) : () -> ()
  return
}
// CHECK: 'my.region_op' op at {{.*}}errors.mlir:15:3: ops with regions must implement RegionBranchOpInterface (or BufferDeallocationOpInterface) when a block of its regions has no terminator

// -----

func.func @unknown_effects() {
  %a = memref.alloc() : memref<2xf32>
  "my.use"(%a) : (memref<2xf32>) -> ()
  return
}
// CHECK: 'my.use' op at {{.*}}errors.mlir:28:3: ops with memref operands and no memref results must declare their memory effects

// -----

// The pass cannot follow a buffer through a tensor out of its block.
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
// CHECK: 'cf.br' op at {{.*}}errors.mlir:40:3: a buffer made a tensor by the bufferization.to_tensor at {{.*}}errors.mlir:39:8 is used here, after the end of the block where it is freed; bufferize the tensors this op passes on (block arguments, results) before deallocating

// -----

// The program frees %a on one path and returns it on the other, or the
// result of a recursive call, which the buffer aliasing analysis sees as
// any buffer at all (the callee's summary is being computed).  Copying
// what ^ret returns would leak %a where it is %a; returning it as it is
// would hand out a buffer the caller may own where it is not.  Telling
// them apart at run time needs a memref of the other buffer where the
// return is, and %r is not defined on every path to it: rejected, the
// module left as it was.

func.func @recursive_or_own(%c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^recurse, ^own
^recurse:
  %false = arith.constant false
  %r = func.call @recursive_or_own(%false) : (i1) -> memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  cf.br ^ret(%r : memref<2xf32>)
^own:
  cf.br ^ret(%a : memref<2xf32>)
^ret(%x: memref<2xf32>):
  return %x : memref<2xf32>
}
// CHECK: 'func.return' op at {{.*}}errors.mlir:70:3: returns either a buffer the program frees itself on other paths or one it does not own that cannot be named here to tell the two apart at run time (a copy would leak the program's buffer)
