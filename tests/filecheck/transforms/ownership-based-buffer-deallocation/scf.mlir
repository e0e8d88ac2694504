// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check -
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// scf.if: each branch frees what it allocated unless it yields it; the
// yielded ownership becomes an extra result of the if.
func.func @if_yield(%c: i1, %arg: memref<2xf32>) {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  memref.copy %r, %arg : memref<2xf32> to memref<2xf32>
  return
}
// CHECK-LABEL: func.func @if_yield
// CHECK:         %[[F:.*]] = arith.constant false
// CHECK:         %[[R:.*]], %[[OWN:.*]] = scf.if %c -> (memref<2xf32>, i1) {
// CHECK:           %[[A:.*]] = memref.alloc()
// CHECK:           %[[AOWN:.*]] = bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}}) retain (%[[A]] : memref<2xf32>)
// CHECK-NEXT:      scf.yield %[[A]], %[[AOWN]] : memref<2xf32>, i1
// CHECK-NEXT:    } else {
// A captured value is not owned by the branch: it yields it unowned.
// CHECK-NEXT:      bufferization.dealloc retain (%arg : memref<2xf32>)
// CHECK-NEXT:      scf.yield %arg, %[[F]] : memref<2xf32>, i1
// CHECK-NEXT:    }
// CHECK:         %[[RBASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]
// CHECK-NEXT:    bufferization.dealloc (%{{.*}}, %[[RBASE]] : memref<f32>, memref<f32>) if (%[[F]], %[[OWN]])

// scf.for: a memref iter_arg carries its ownership as an extra iter_arg,
// entering the loop unowned.
func.func @for_carried(%ub: index) {
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %init) -> (memref<2xf32>) {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %it, %n : memref<2xf32> to memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return
}
// CHECK-LABEL: func.func @for_carried
// CHECK:         %[[INIT:.*]] = memref.alloc()
// CHECK:         %[[R:.*]], %[[ROWN:.*]] = scf.for %i = %lb to %ub step %step iter_args(%it = %[[INIT]], %[[ITOWN:.*]] = %false) -> (memref<2xf32>, i1) {
// CHECK:           %[[N:.*]] = memref.alloc()
// The previous iteration's buffer is freed if owned; the new one is kept.
// CHECK:           %[[NOWN:.*]] = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[ITOWN]], %{{.*}}) retain (%[[N]] : memref<2xf32>)
// CHECK-NEXT:      scf.yield %[[N]], %[[NOWN]] : memref<2xf32>, i1
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%true, %[[ROWN]])

// scf.while: ownership flows through scf.condition and scf.yield.
func.func @while_carried(%limit: index) {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r, %count = scf.while (%x = %init, %i = %zero) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
    %c = arith.cmpi ult, %i, %limit : index
    scf.condition(%c) %x, %i : memref<2xf32>, index
  } do {
  ^bb0(%y: memref<2xf32>, %j: index):
    %n = memref.alloc() : memref<2xf32>
    %next = arith.addi %j, %one : index
    scf.yield %n, %next : memref<2xf32>, index
  }
  return
}
// CHECK-LABEL: func.func @while_carried
// CHECK:         %{{.*}}, %{{.*}}, %[[WOWN:.*]] = scf.while (%x = %{{.*}}, %i = %zero, %[[XOWN:.*]] = %false) : (memref<2xf32>, index, i1) -> (memref<2xf32>, index, i1) {
// CHECK:           %[[C:.*]] = bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[XOWN]]) retain (%x : memref<2xf32>)
// CHECK-NEXT:      scf.condition(%c) %x, %i, %[[C]] : memref<2xf32>, index, i1
// CHECK:         ^{{.*}}(%y: memref<2xf32>, %j: index, %[[YOWN:.*]]: i1):
// CHECK:           %[[Y:.*]] = bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[YOWN]], %{{.*}}) retain (%n : memref<2xf32>)
// CHECK-NEXT:      scf.yield %n, %next, %[[Y]] : memref<2xf32>, index, i1

// scf.execute_region and scf.index_switch return to their parent like scf.if.
func.func @execute_and_switch(%k: index) {
  %r = scf.execute_region -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  %s = scf.index_switch %k -> memref<2xf32>
  case 1 {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  default {
    scf.yield %r : memref<2xf32>
  }
  return
}
// CHECK-LABEL: func.func @execute_and_switch
// CHECK:         %[[F:.*]] = arith.constant false
// CHECK:         %[[R:.*]], %[[ROWN:.*]] = scf.execute_region -> (memref<2xf32>, i1) {
// CHECK:         %[[S:.*]], %[[SOWN:.*]] = scf.index_switch %k -> memref<2xf32>, i1
// A value captured from the enclosing region is never owned inside.
// CHECK:         default {
// CHECK-NEXT:      bufferization.dealloc retain (%[[R]] : memref<2xf32>)
// CHECK-NEXT:      scf.yield %[[R]], %[[F]] : memref<2xf32>, i1
// CHECK:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if (%[[ROWN]], %[[SOWN]])

// A buffer allocated and dropped inside a loop is freed in every iteration.
func.func @temporary_in_loop(%ub: index) {
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  scf.for %i = %lb to %ub step %step {
    %t = memref.alloc() : memref<2xf32>
    scf.yield
  }
  return
}
// CHECK-LABEL: func.func @temporary_in_loop
// CHECK:         scf.for
// CHECK:           %[[T:.*]] = memref.alloc()
// CHECK:           %[[TB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[T]]
// CHECK-NEXT:      bufferization.dealloc (%[[TB]] : memref<f32>) if (%{{.*}})
// CHECK-NEXT:    }
