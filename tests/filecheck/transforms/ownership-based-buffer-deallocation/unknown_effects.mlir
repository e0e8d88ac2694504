// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'ownership-based-buffer-deallocation{private-function-dynamic-ownership=true}' | filecheck %s
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'ownership-based-buffer-deallocation{private-function-dynamic-ownership=true}' | mlir-opt-22 --allow-unregistered-dialect > /dev/null
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'buffer-deallocation-pipeline{private-function-dynamic-ownership=true}' | mlir-opt-22 --allow-unregistered-dialect > /dev/null

// An op with unknown memory effects returning a memref returns one of its
// memref operands or a fresh buffer: the result is owned as the operand
// whose base pointer it has at run time, owned when it has none.  Operands
// owned like a fresh buffer (`true`) need no comparison: here only the
// stack allocation is compared (MLIR's main branch compares both).  MLIR 22
// rejects the op.  The sanitizer cannot run an unregistered op:
// buffer-deallocation-pipeline/unknown_effects_and_isolated_regions.mlir runs `dealloc_test.select_randomly`,
// which picks by an index, for every choice.

func.func private @callee(%arg0: memref<f32>) -> memref<f32> {
  return %arg0 : memref<f32>
}

// CHECK-LABEL: func.func @materialized_at_run_time
// CHECK:         %[[ALLOC:.*]] = memref.alloc()
// CHECK-NEXT:    %[[ALLOCA:.*]] = memref.alloca()
// CHECK-NEXT:    %[[PICK:.*]] = "my_dialect.select_randomly"(%[[ALLOC]], %[[ALLOCA]], %[[ALLOC]])
// CHECK-NEXT:    %[[PICKED:base_buffer[_0-9]*]], %{{.*}} = memref.extract_strided_metadata %[[PICK]]
// CHECK-NEXT:    %[[PICK_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[PICKED]]
// CHECK-NEXT:    %[[STACK:base_buffer[_0-9]*]], %{{.*}} = memref.extract_strided_metadata %[[ALLOCA]]
// CHECK-NEXT:    %[[STACK_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[STACK]]
// CHECK-NEXT:    %[[SAME:.*]] = arith.cmpi eq, %[[PICK_PTR]], %[[STACK_PTR]] : index
// CHECK-NEXT:    %[[OWNED:.*]] = arith.select %[[SAME]], %false, %true : i1
// CHECK-NEXT:    %{{.*}}, %[[CALL_OWNED:.*]] = func.call @callee(%[[PICK]])
// CHECK:         bufferization.dealloc ({{.*}}) if (%true, %[[OWNED]], %[[CALL_OWNED]])
func.func @materialized_at_run_time() {
  %a1 = memref.alloc() : memref<f32>
  %a2 = memref.alloca() : memref<f32>
  %0 = "my_dialect.select_randomly"(%a1, %a2, %a1) : (memref<f32>, memref<f32>, memref<f32>) -> memref<f32>
  %1 = call @callee(%0) : (memref<f32>) -> memref<f32>
  return
}

// Every operand owned: the result is owned, no comparison at all.
// CHECK-LABEL: func.func @all_owned
// CHECK-NOT:     arith.cmpi
// CHECK:         bufferization.dealloc ({{.*}}) if (%true, %true, %true)
func.func @all_owned() {
  %a = memref.alloc() : memref<f32>
  %b = memref.alloc() : memref<f32>
  %0 = "my_dialect.select_randomly"(%a, %b) : (memref<f32>, memref<f32>) -> memref<f32>
  return
}
