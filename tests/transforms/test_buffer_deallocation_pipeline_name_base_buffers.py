"""The pipeline's ownership step names each memref itself in its deallocs;
after the simplification, `name_base_buffers` names the base buffer of every
memref left that may be a view, as `bufferization.dealloc` requires.  The
sanitizer rejects the deallocs before, and runs them clean after."""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from tests.test_shapes_bench import shapes_bench
from xdsl_dealloc.analysis.buffer_aliasing import BufferOriginAnalysis
from xdsl_dealloc.analysis.walk import ops_of_type
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
    name_base_buffers,
)
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    simplify_deallocations,
)

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

    name_base_buffers(ops_of_type(module, DeallocOp), BufferOriginAnalysis())
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
    name_base_buffers(ops_of_type(module, DeallocOp), BufferOriginAnalysis())
    assert str(module) == before
    report = check_module(module)
    assert report.clean, report.format()


def _before_simplification(text: str, ctx: Context) -> ModuleOp:
    """`text` as the pipeline hands it to the simplification."""
    module = parse_module(text)
    pipeline = BufferDeallocationPipelinePass()
    for module_pass in pipeline.passes():
        if module_pass.name == "buffer-deallocation-simplification":
            return module
        module_pass.apply(ctx, module)
    raise AssertionError("the pipeline has no simplification")


def _programs() -> Iterator[tuple[str, str]]:
    for seed in range(40):
        yield f"program {seed}", generate_program(seed)
    for shape in shapes_bench.SHAPES:
        yield f"shape {shape}", shapes_bench.dealloc_module(shape, 3)


def test_simplification_returns_the_deallocs_it_leaves():
    """`name_base_buffers` visits the deallocs the simplification returns
    instead of walking the module: they are the module's deallocs, each
    once, those it built included and those it erased left out."""
    built = erased = 0
    for name, text in _programs():
        ctx = pipeline_context()
        module = _before_simplification(text, ctx)
        # The ops held, so that no id is reused.
        first = ops_of_type(module, DeallocOp)
        returned = simplify_deallocations(module, ctx, BufferOriginAnalysis())
        walked = ops_of_type(module, DeallocOp)
        assert len(returned) == len(walked), name
        before = {id(op) for op in first}
        after = {id(op) for op in walked}
        assert {id(op) for op in returned} == after, name
        built += len(after - before)
        erased += len(before - after)
    assert built and erased, "no input has the simplification build and erase"
