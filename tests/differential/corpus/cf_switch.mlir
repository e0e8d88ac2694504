// cf.switch with buffers passed along its edges.  MLIR 22 rejects every
// terminator with more than two successors ("Terminators with more than
// one successor are not supported"); we insert one dealloc per edge.
func.func @switch(%k: index, %m: memref<8xf32>) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %flag = arith.index_cast %k : index to i32
  cf.switch %flag : i32, [
    default: ^join(%m : memref<8xf32>),
    0: ^join(%a : memref<8xf32>),
    1: ^other
  ]
^other:
  cf.br ^join(%b : memref<8xf32>)
^join(%r: memref<8xf32>):
  return %r : memref<8xf32>
}
