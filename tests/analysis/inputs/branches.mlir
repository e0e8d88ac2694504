// Diamonds, a switch, dead values and block arguments that are never used.
func.func @diamond(%cond: i1, %a: index, %b: index) -> index {
  %sum = arith.addi %a, %b : index
  %unused = arith.muli %a, %a : index
  cf.cond_br %cond, ^left, ^right
^left:
  %l = arith.addi %sum, %a : index
  cf.br ^join(%l : index)
^right:
  cf.br ^join(%b : index)
^join(%joined: index):
  %out = arith.addi %joined, %sum : index
  return %out : index
}

func.func @switch(%sel: i32, %x: index, %y: index) -> index {
  %c2 = arith.constant 2 : index
  cf.switch %sel : i32, [
    default: ^other(%x : index),
    0: ^zero,
    1: ^one(%y, %c2 : index, index)
  ]
^zero:
  %z = arith.muli %x, %y : index
  cf.br ^other(%z : index)
^one(%p: index, %q: index):
  %r = arith.addi %p, %x : index
  cf.br ^other(%r : index)
^other(%v: index):
  %w = arith.addi %v, %c2 : index
  return %w : index
}

func.func @memrefs(%cond: i1, %arg: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %alloc = memref.alloc() : memref<4xf32>
  %other = memref.alloc() : memref<4xf32>
  cf.cond_br %cond, ^keep(%alloc : memref<4xf32>), ^drop
^keep(%m: memref<4xf32>):
  memref.dealloc %other : memref<4xf32>
  cf.br ^done(%m : memref<4xf32>)
^drop:
  %f = memref.load %arg[%c0] : memref<4xf32>
  memref.store %f, %other[%c0] : memref<4xf32>
  memref.dealloc %alloc : memref<4xf32>
  cf.br ^done(%other : memref<4xf32>)
^done(%result: memref<4xf32>):
  return %result : memref<4xf32>
}

func.func private @declaration(index) -> index

func.func @unreachable_use(%a: index) -> index {
  %v = arith.addi %a, %a : index
  return %v : index
^orphan:
  %w = arith.addi %v, %a : index
  return %w : index
}
