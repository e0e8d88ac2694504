// Bufferized code without any deallocation: a loop that replaces its buffer
// every iteration, a branch that either allocates or forwards an argument,
// and a result handed to the caller.  Try:
//   xdsl-opt -p ownership-based-buffer-deallocation examples/deallocation.mlir
//   xdsl-opt -p buffer-deallocation-pipeline examples/deallocation.mlir | xdsl-dealloc-check -

func.func @smooth(%input: memref<8xf32>, %steps: index, %fresh: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %start = scf.if %fresh -> (memref<8xf32>) {
    %copy = memref.alloc() : memref<8xf32>
    memref.copy %input, %copy : memref<8xf32> to memref<8xf32>
    scf.yield %copy : memref<8xf32>
  } else {
    scf.yield %input : memref<8xf32>
  }
  %result = scf.for %i = %c0 to %steps step %c1 iter_args(%current = %start) -> (memref<8xf32>) {
    %next = memref.alloc() : memref<8xf32>
    memref.copy %current, %next : memref<8xf32> to memref<8xf32>
    scf.yield %next : memref<8xf32>
  }
  return %result : memref<8xf32>
}
