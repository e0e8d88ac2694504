// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | filecheck %s --check-prefix=TWICE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 --allow-unregistered-dialect > /dev/null

// Fuzz seed 701355, shrunk.  The first run frees %other itself on the
// switch edge to ^ret_fresh and hands it out on the others; the block
// ^ret returns either it or a result of the isolated region op, which
// the buffer aliasing analysis sees as any buffer at all.  The second
// run took %other as the program's (so not owned) and, seeing a possibly
// foreign buffer returned, returned a clone of it: %other leaked.  The
// result is what the region yields (a fresh buffer), so the program
// hands out what ^ret returns as it is, as the first run did.  (The
// switch's flag is an argument: a cast of a constant folds, and so would
// the switch.)

// CLEAN: 1 function(s) checked, all clean

// TWICE-LABEL: func.func @f0
// TWICE-NOT:     bufferization.clone
// TWICE:         ^{{.*}}(%result: memref<4xf32, strided<[1], offset: 2>>{{.*}}):
// TWICE-NEXT:      func.return %result :
func.func @f0(%cond: i1, %k: index) -> memref<4xf32, strided<[1], offset: 2>> {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  cf.cond_br %cond, ^isolated, ^other
^isolated:
  %a = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  %b = memref.alloc() : memref<16xf32>
  %r0, %r1 = "dealloc_test.isolated_one_region"(%a, %b) ({
  ^bb0(%x: memref<4xf32, strided<[1], offset: 2>>, %y: memref<16xf32>):
    %fresh0 = memref.alloc() : memref<8xf32>
    %fresh1 = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
    "dealloc_test.region_yield"(%fresh0, %fresh1) : (memref<8xf32>, memref<4xf32, strided<[1], offset: 2>>) -> ()
  }) : (memref<4xf32, strided<[1], offset: 2>>, memref<16xf32>) -> (memref<8xf32>, memref<4xf32, strided<[1], offset: 2>>)
  cf.br ^ret(%r1 : memref<4xf32, strided<[1], offset: 2>>)
^other:
  %other = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  memref.store %one, %other[%c0] : memref<4xf32, strided<[1], offset: 2>>
  %flag = arith.index_cast %k : index to i32
  cf.switch %flag : i32, [
    default: ^scratch,
    0: ^ret(%other : memref<4xf32, strided<[1], offset: 2>>),
    2: ^ret_fresh
  ]
^scratch:
  %s0 = memref.alloc() : memref<16xf32>
  %s1 = memref.alloc() : memref<16xf32>
  "dealloc_test.isolated_one_region"(%s0, %s1) ({
  ^bb0(%x: memref<16xf32>, %y: memref<16xf32>):
    "dealloc_test.region_yield"() : () -> ()
  }) : (memref<16xf32>, memref<16xf32>) -> ()
  cf.br ^ret(%other : memref<4xf32, strided<[1], offset: 2>>)
^ret_fresh:
  %fresh = memref.alloc() : memref<4xf32, strided<[1], offset: 2>>
  func.return %fresh : memref<4xf32, strided<[1], offset: 2>>
^ret(%result: memref<4xf32, strided<[1], offset: 2>>):
  func.return %result : memref<4xf32, strided<[1], offset: 2>>
}
