// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | filecheck %s --check-prefix=TWICE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-opt -p buffer-deallocation-pipeline | mlir-opt-22 --allow-unregistered-dialect > /dev/null

// Generator seed 21, reduced.  The first run returns the view the switch
// yields with its ownership %o as `scf.if %o { yield %view } else { clone
// %view }`.  The second run owned %view under its own ownership, which
// the merge of duplicate ownerships finds equal to %o, and freed it when
// that held and its pointer differed from the returned one: never, since
// under %o the if yields %view itself, but the simplification could not
// tell, and the second run had three runtime checks more than the first.
// Now %view leaves with the result where %o holds, so the second run owns
// it only where %o does not: nothing to free, no check
// (tests/transforms/test_buffer_deallocation_pipeline_second_run.py counts them).

// CLEAN: 1 function(s) checked, all clean

// TWICE-LABEL: func.func @switch_view_through_regions
// TWICE:         %[[OUT:.*]] = scf.if %{{.*}} -> (memref<4xf32, strided<[1], offset: 2>>) {
// TWICE-NEXT:      scf.yield %view
// TWICE-NOT:     memref.extract_aligned_pointer_as_index %view
// TWICE-NOT:     memref.dealloc %view
// TWICE:         func.return %[[OUT]]
func.func @switch_view_through_regions(%i: index, %arg: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %kept = memref.alloc() : memref<16xf32>
  %view = scf.index_switch %i -> memref<4xf32, strided<[1], offset: 2>>
  case 3 {
    %fresh = memref.alloc() : memref<8xf32>
    %of_fresh = memref.subview %fresh[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    scf.yield %of_fresh : memref<4xf32, strided<[1], offset: 2>>
  }
  default {
    %of_kept = memref.subview %kept[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
    scf.yield %of_kept : memref<4xf32, strided<[1], offset: 2>>
  }
  %passed = scf.index_switch %c2 -> memref<4xf32, strided<[1], offset: 2>>
  default {
    %true = arith.cmpi ne, %c0, %c1 : index
    %same = scf.if %true -> (memref<4xf32, strided<[1], offset: 2>>) {
      %stack = memref.alloca() : memref<8xf32>
      %region = "dealloc_test.isolated_one_region"(%stack, %arg) ({
      ^bb0(%x: memref<8xf32>, %y: memref<8xf32>):
        %inner = memref.alloca() : memref<8xf32>
        "dealloc_test.region_yield"(%inner) : (memref<8xf32>) -> ()
      }) : (memref<8xf32>, memref<8xf32>) -> (memref<8xf32>)
      scf.yield %view : memref<4xf32, strided<[1], offset: 2>>
    } else {
      scf.yield %view : memref<4xf32, strided<[1], offset: 2>>
    }
    scf.yield %same : memref<4xf32, strided<[1], offset: 2>>
  }
  %never = arith.cmpi ult, %c2, %c2 : index
  cf.cond_br %never, ^bb1(%view, %passed : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 2>>), ^bb1(%passed, %passed : memref<4xf32, strided<[1], offset: 2>>, memref<4xf32, strided<[1], offset: 2>>)
^bb1(%first: memref<4xf32, strided<[1], offset: 2>>, %second: memref<4xf32, strided<[1], offset: 2>>):
  return %passed : memref<4xf32, strided<[1], offset: 2>>
}
