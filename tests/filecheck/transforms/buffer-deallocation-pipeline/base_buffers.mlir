// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | xdsl-dealloc-check - | filecheck %s --check-prefix=CLEAN
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | mlir-opt-22 > /dev/null

// The pipeline's deallocs name each memref itself until the simplification is
// done; then a memref left that may be a view is freed through the base buffer
// of its `extract_strided_metadata`, and one that is always a whole
// allocation is freed itself.

// A view of a buffer allocated in either branch leaves the `scf.if`; both
// branches pass on a buffer they own, so its free is not guarded and the
// ownership result goes.
// CHECK-LABEL: func.func @view_out_of_branch
// CHECK:         %v = scf.if %c -> (memref<4xf32, strided<[1], offset: 2>>) {
// CHECK:         %x = memref.load %v
// CHECK-NEXT:    %base_buffer, %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %v
// CHECK-NEXT:    memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:    func.return %x
// CLEAN: @view_out_of_branch: clean, 2 runs
func.func @view_out_of_branch(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = scf.if %c -> (memref<4xf32, strided<[1], offset: 2>>) {
    %a = memref.alloc() : memref<8xf32>
    %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
    scf.yield %s : memref<4xf32, strided<[1], offset: 2>>
  } else {
    %b = memref.alloc() : memref<16xf32>
    %t = memref.subview %b[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
    scf.yield %t : memref<4xf32, strided<[1], offset: 2>>
  }
  %x = memref.load %v[%c0] : memref<4xf32, strided<[1], offset: 2>>
  return %x : f32
}

// Both branches yield whole allocations: no base buffer is extracted.
// CHECK-LABEL: func.func @whole_out_of_branch
// CHECK-NOT:     extract_strided_metadata
// CHECK:         memref.dealloc %v : memref<8xf32>
// CHECK-LABEL: func.func @view_or_buffer_across_edges
// CLEAN: @whole_out_of_branch: clean, 2 runs
func.func @whole_out_of_branch(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %v = scf.if %c -> (memref<8xf32>) {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  } else {
    %b = memref.alloc() : memref<8xf32>
    scf.yield %b : memref<8xf32>
  }
  %x = memref.load %v[%c0] : memref<8xf32>
  return %x : f32
}

// A block argument reached by a buffer on one edge and a view on the other.
// CHECK:       ^join(%m: memref<8xf32>, %owned: i1):
// CHECK-NEXT:    %x = memref.load %m
// CHECK-NEXT:    %base_buffer, %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %m
// CHECK-NEXT:    scf.if %owned {
// CHECK-NEXT:      memref.dealloc %base_buffer : memref<f32>
// CLEAN: @view_or_buffer_across_edges: clean, 2 runs
func.func @view_or_buffer_across_edges(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  cf.cond_br %c, ^view, ^join(%a : memref<8xf32>)
^view:
  %b = memref.alloc() : memref<16xf32>
  %s = memref.subview %b[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %w = memref.cast %s : memref<8xf32, strided<[1]>> to memref<8xf32>
  cf.br ^join(%w : memref<8xf32>)
^join(%m: memref<8xf32>):
  %x = memref.load %m[%c0] : memref<8xf32>
  return %x : f32
}
