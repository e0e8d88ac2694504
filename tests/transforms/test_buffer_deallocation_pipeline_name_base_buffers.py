"""The pipeline's ownership step names each memref itself in its deallocs;
after the simplification, `name_base_buffers` names the base buffer of every
memref left that may be a view, as `bufferization.dealloc` requires.  The
sanitizer rejects the deallocs before, and runs them clean after."""

from __future__ import annotations

from xdsl_dealloc.analysis.buffer_aliasing import BufferOriginAnalysis
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import name_base_buffers

from .pipeline_checks import assert_computes_as

# `%v` is a view of `%a`, returned; `%b` is an allocation; `%s` and `%t`
# are selects of allocations, whole buffers whatever `%p` is.
PROGRAM = """
func.func @f(%p: i1) -> memref<4xf32, strided<[1], offset: 2>> {
  %true = arith.constant true
  %a = memref.alloc() : memref<8xf32>
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %b = memref.alloc() : memref<8xf32>
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<8xf32>
  %s = arith.select %p, %x, %y : memref<8xf32>
  %t = arith.select %p, %y, %x : memref<8xf32>
  %owned = bufferization.dealloc (%v, %b, %s, %t : memref<4xf32, strided<[1], offset: 2>>, memref<8xf32>, memref<8xf32>, memref<8xf32>) if (%true, %true, %true, %true) retain (%v : memref<4xf32, strided<[1], offset: 2>>)
  func.return %v : memref<4xf32, strided<[1], offset: 2>>
}
"""


def test_views_get_base_buffers_whole_buffers_stay():
    module = parse_module(PROGRAM)
    assert "dealloc-of-view" in check_module(module).format()

    name_base_buffers(module, BufferOriginAnalysis())
    module.verify()

    (dealloc,) = [op for op in module.walk() if isinstance(op, DeallocOp)]
    memrefs, _, retained = dealloc.operand_groups()
    names = [value.name_hint for value in memrefs]
    assert names == ["base_buffer", "b", "s", "t"]
    # The retained view is named by the same base buffer it is freed by, so
    # the lowering compares that pointer with itself, which folds.
    assert retained == (memrefs[0],)
    assert_computes_as(module, PROGRAM)


WHOLE_BUFFERS_ONLY = """
func.func @f(%p: i1) {
  %true = arith.constant true
  %x = memref.alloc() : memref<8xf32>
  %y = memref.alloc() : memref<8xf32>
  %s = arith.select %p, %x, %y : memref<8xf32>
  %t = arith.select %p, %y, %x : memref<8xf32>
  bufferization.dealloc (%s, %t : memref<8xf32>, memref<8xf32>) if (%true, %true)
  func.return
}
"""


def test_whole_buffers_only_change_nothing():
    module = parse_module(WHOLE_BUFFERS_ONLY)
    before = str(module)
    name_base_buffers(module, BufferOriginAnalysis())
    assert str(module) == before
    report = check_module(module)
    assert report.clean, report.format()
