// Unstructured loops: values stay live around back edges.
func.func @counted(%n: index, %step: index) -> index {
  %zero = arith.constant 0 : index
  cf.br ^header(%zero, %zero : index, index)
^header(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next_acc = arith.addi %acc, %i : index
  %next_i = arith.addi %i, %step : index
  cf.br ^header(%next_i, %next_acc : index, index)
^exit:
  return %acc : index
}

func.func @nested_loops(%n: index, %buf: memref<16xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %outer_done = arith.cmpi sge, %i, %n : index
  cf.cond_br %outer_done, ^exit, ^inner_entry
^inner_entry:
  cf.br ^inner(%c0 : index)
^inner(%j: index):
  %inner_done = arith.cmpi sge, %j, %i : index
  cf.cond_br %inner_done, ^latch, ^inner_body
^inner_body:
  memref.store %j, %buf[%i] : memref<16xindex>
  %j_next = arith.addi %j, %c1 : index
  cf.br ^inner(%j_next : index)
^latch:
  %i_next = arith.addi %i, %c1 : index
  cf.br ^outer(%i_next : index)
^exit:
  return
}

func.func @self_loop(%limit: index) {
  %c1 = arith.constant 1 : index
  %start = arith.constant 0 : index
  cf.br ^spin(%start : index)
^spin(%k: index):
  %k_next = arith.addi %k, %c1 : index
  %again = arith.cmpi slt, %k_next, %limit : index
  cf.cond_br %again, ^spin(%k_next : index), ^out
^out:
  return
}
