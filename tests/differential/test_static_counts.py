"""What the comparison counts in a pipeline's output."""

from __future__ import annotations

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.differential import StaticCounts, static_counts

PROGRAM = """
func.func private @dealloc_helper_0(%p: memref<?xindex>, %q: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %p[%c0] : memref<?xindex>
  %y = memref.load %q[%c0] : memref<?xindex>
  %same = arith.cmpi eq, %x, %y : index
  func.return
}
func.func @f(%c: i1, %m: memref<8xf32>) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<8xf32> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<8xf32> -> index
  %different = arith.cmpi ne, %pa, %pb : index
  %same = arith.cmpi eq, %pb, %pa : index
  %unrelated = arith.cmpi eq, %pa, %pa : index
  %buffers = memref.alloc() : memref<2xindex>
  %cast = memref.cast %buffers : memref<2xindex> to memref<?xindex>
  func.call @dealloc_helper_0(%cast, %cast) : (memref<?xindex>, memref<?xindex>) -> ()
  %copy = bufferization.clone %m : memref<8xf32> to memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %buffers : memref<2xindex>
  scf.if %different {
    memref.dealloc %b : memref<8xf32>
  }
  func.return %copy : memref<8xf32>
}
"""


def test_counts_outside_the_helper():
    assert static_counts(parse_module(PROGRAM)) == StaticCounts(
        alias_checks=3, helper_calls=1, deallocations=3, clones=1, allocations=3
    )
