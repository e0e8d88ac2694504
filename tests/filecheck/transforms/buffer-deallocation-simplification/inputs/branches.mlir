// Structured and unstructured branches, selects, stack buffers and globals.

memref.global "private" constant @table : memref<4xf32> = dense<1.0>
memref.global "private" @scratch : memref<4xf32> = dense<0.0>

func.func @documentation_example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1) {
  %c4 = arith.constant 4 : index
  %alloc = memref.alloc(%c4) : memref<?xi8>
  %alloca = memref.alloca(%c4) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}

func.func @if_alloc_or_arg(%arg: memref<4xf32>, %c: i1) -> memref<4xf32> {
  %r = scf.if %c -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  %other = memref.alloc() : memref<4xf32>
  memref.copy %r, %other : memref<4xf32> to memref<4xf32>
  return %other : memref<4xf32>
}

func.func @two_arguments_two_allocations(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1, %d: i1) {
  %x = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %s1 = arith.select %c, %a, %b : memref<4xf32>
  %s2 = arith.select %d, %x, %y : memref<4xf32>
  cf.cond_br %c, ^bb1(%s1, %s2 : memref<4xf32>, memref<4xf32>), ^bb1(%b, %x : memref<4xf32>, memref<4xf32>)
^bb1(%p: memref<4xf32>, %q: memref<4xf32>):
  memref.copy %p, %q : memref<4xf32> to memref<4xf32>
  return
}

func.func @globals(%c: i1) {
  %t = memref.get_global @table : memref<4xf32>
  %s = memref.get_global @scratch : memref<4xf32>
  %a = memref.alloc() : memref<4xf32>
  %pick = arith.select %c, %t, %a : memref<4xf32>
  cf.br ^bb1(%pick : memref<4xf32>)
^bb1(%p: memref<4xf32>):
  memref.copy %p, %s : memref<4xf32> to memref<4xf32>
  return
}

func.func @views(%arg: memref<8xf32>, %c: i1) {
  %a = memref.alloc() : memref<8xf32>
  %sub = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %argsub = memref.subview %arg[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.copy %sub, %argsub : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: 4>>
  cf.br ^bb2
^bb2:
  memref.copy %argsub, %sub : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[1]>>
  return
}
