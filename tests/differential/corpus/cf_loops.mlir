// Loops of `cf` back edges (MLIR 22 rejects them: "Only structured
// control-flow loops are supported"): a loop carrying a buffer it replaces
// by a fresh one on some turns, nested in a loop that keeps the last one.
func.func @cf_loops(%c: i1, %d: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %first = memref.alloc() : memref<8xf32>
  memref.store %one, %first[%c0] : memref<8xf32>
  cf.br ^outer(%c0, %first : index, memref<8xf32>)
^outer(%i: index, %a: memref<8xf32>):
  %i_go = arith.cmpi slt, %i, %c2 : index
  cf.cond_br %i_go, ^inner(%c0, %a : index, memref<8xf32>), ^done
^inner(%k: index, %b: memref<8xf32>):
  %k_go = arith.cmpi slt, %k, %c2 : index
  cf.cond_br %k_go, ^body, ^outer_latch
^body:
  %pick = arith.select %d, %c, %k_go : i1
  cf.cond_br %pick, ^fresh, ^inner_latch(%b : memref<8xf32>)
^fresh:
  %new = memref.alloc() : memref<8xf32>
  %v = memref.load %b[%c0] : memref<8xf32>
  %w = arith.addf %v, %one : f32
  memref.store %w, %new[%c0] : memref<8xf32>
  cf.br ^inner_latch(%new : memref<8xf32>)
^inner_latch(%next: memref<8xf32>):
  %k1 = arith.addi %k, %c1 : index
  cf.br ^inner(%k1, %next : index, memref<8xf32>)
^outer_latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1, %b : index, memref<8xf32>)
^done:
  %r = memref.load %a[%c0] : memref<8xf32>
  return %r : f32
}
