"""The Python side of the dealloc lowering: custom deallocation ops per
allocation kind, the library function's bookkeeping, all-or-nothing failure."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, func, memref, scf
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.parser import Parser
from xdsl.utils.exceptions import PassFailedException

from tests.downstream.my_dialect import (
    MyAllocation,
    MyAllocOp,
    MyDeallocOp,
    MyDialect,
    MyTableOp,
)
from tests.transforms.pipeline_checks import results_by_input
from xdsl_dealloc.dialects.bufferization import Bufferization
from xdsl_dealloc.dialects.memref import MemRef
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    DEALLOCATION_BUILDERS,
    DeallocationBuilders,
    LowerDeallocationsPass,
    allocation_site,
    lower_deallocations,
    register_deallocation_builder,
)
from xdsl_dealloc.transforms.convert_bufferization_to_memref import (
    ConvertBufferizationToMemRefPass,
)


def free_with_my_dealloc(memref_value: SSAValue) -> Sequence[Operation]:
    return (MyDeallocOp.create(operands=[memref_value]),)


def parse(text: str) -> ModuleOp:
    ctx = Context()
    for dialect in (Builtin, func.Func, arith.Arith, scf.Scf, MemRef, Bufferization):
        ctx.load_dialect(dialect)
    ctx.load_dialect(MyDialect)
    return Parser(ctx, text).parse_module()


def freed_by(module: ModuleOp) -> dict[str, str]:
    """For each value freed inside an `scf.if`, the name of the freeing op."""
    return {
        op.operands[0].name_hint or "?": op.name
        for op in module.walk()
        if isinstance(op.parent_op(), scf.IfOp)
        and op.name in ("memref.dealloc", "my.dealloc")
    }


MIXED_KINDS = """
func.func @mixed(%c: i1, %other: memref<4xf32>) -> i1 {
  %pooled = my.alloc : memref<4xf32>
  %heap = memref.alloc() : memref<4xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %pooled : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  bufferization.dealloc (%heap : memref<4xf32>) if (%c)
  %own = bufferization.dealloc (%pooled : memref<4xf32>) if (%c) retain (%other : memref<4xf32>)
  bufferization.dealloc (%pooled, %heap, %other : memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%c, %c, %c)
  func.return %own : i1
}
"""


def test_registered_kind_is_freed_by_its_builder_in_every_lowering():
    builders = DeallocationBuilders()
    builders.register(MyAllocOp, free_with_my_dealloc)
    module = parse(MIXED_KINDS)
    lower_deallocations(module, builders)
    module.verify()
    releases = [op for op in module.walk() if isinstance(op, MyDeallocOp)]
    # Through the base buffer, alone with a retained memref, and in the
    # generic lowering: each frees the pooled buffer (or its base buffer).
    assert [op.memref.name_hint for op in releases] == [
        "base",
        "pooled",
        "pooled",
    ]
    heap_frees = [
        op
        for op in module.walk()
        if isinstance(op, memref.DeallocOp) and op.memref.name_hint in ("heap", "other")
    ]
    assert [op.memref.name_hint for op in heap_frees] == ["heap", "heap", "other"]


def test_builder_of_a_base_class_applies_to_its_subclasses():
    builders = DeallocationBuilders()
    builders.register(MyAllocation, free_with_my_dealloc)
    module = parse(
        """
        func.func @f(%c: i1) {
          %pooled = my.alloc : memref<2xf32>
          %pinned = my.alloc_pinned : memref<2xf32>
          %stack = memref.alloca() : memref<2xf32>
          bufferization.dealloc (%pooled : memref<2xf32>) if (%c)
          bufferization.dealloc (%pinned : memref<2xf32>) if (%c)
          bufferization.dealloc (%stack : memref<2xf32>) if (%c)
          func.return
        }
        """
    )
    lower_deallocations(module, builders)
    assert freed_by(module) == {
        "pooled": "my.dealloc",
        "pinned": "my.dealloc",
        "stack": "memref.dealloc",
    }


def test_allocation_site_looks_through_base_buffers_only_to_ops():
    module = parse(MIXED_KINDS)
    function = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    metadata = next(
        op for op in module.walk() if isinstance(op, memref.ExtractStridedMetaDataOp)
    )
    assert isinstance(allocation_site(metadata.base_buffer), MyAllocOp)
    assert allocation_site(function.body.block.args[1]) is None


@pytest.fixture
def my_alloc_registered_globally() -> Iterator[None]:
    register_deallocation_builder(MyAllocOp, free_with_my_dealloc)
    yield
    del DEALLOCATION_BUILDERS.builders[MyAllocOp]


@pytest.mark.usefixtures("my_alloc_registered_globally")
def test_global_registration_reaches_both_passes():
    for apply in (
        LowerDeallocationsPass().apply,
        ConvertBufferizationToMemRefPass().apply,
    ):
        module = parse(MIXED_KINDS)
        apply(Context(), module)
        assert sum(isinstance(op, MyDeallocOp) for op in module.walk()) == 3


def test_failure_leaves_the_module_untouched():
    text = """
    func.func @f(%a: memref<2xf32>, %u: memref<*xf32>, %c: i1) -> i1 {
      bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%c, %c)
      %o = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%u : memref<*xf32>)
      %copy = bufferization.clone %u : memref<*xf32> to memref<*xf32>
      func.return %o : i1
    }
    """
    module = parse(text)
    before = str(module)
    with pytest.raises(PassFailedException, match="unranked bufferization.clone"):
        ConvertBufferizationToMemRefPass().apply(Context(), module)
    assert str(module) == before


def test_one_library_function_per_module_and_clean_execution():
    module = parse(
        """
        func.func @twice(%c: i1) -> f32 {
          %true = arith.constant true
          %i = arith.constant 0 : index
          %one = arith.constant 1.0 : f32
          %two = arith.constant 2.0 : f32
          %a = memref.alloc() : memref<2xf32>
          %b = memref.alloc() : memref<2xf32>
          memref.store %one, %a[%i] : memref<2xf32>
          memref.store %two, %b[%i] : memref<2xf32>
          %s = arith.select %c, %a, %b : memref<2xf32>
          %own = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%s : memref<2xf32>)
          %v = memref.load %s[%i] : memref<2xf32>
          bufferization.dealloc (%s, %s : memref<2xf32>, memref<2xf32>) if (%own, %own)
          func.return %v : f32
        }
        """
    )
    LowerDeallocationsPass().apply(Context(), module)
    module.verify()
    helpers = [
        op
        for op in module.ops
        if isinstance(op, func.FuncOp) and op.sym_name.data.startswith("dealloc_helper")
    ]
    assert len(helpers) == 1
    assert helpers[0].sym_visibility is not None
    assert helpers[0].sym_visibility.data == "private"
    # The buffer the select keeps outlives the first dealloc, the other not.
    assert results_by_input(module, "twice") == {
        "%c = false": (2.0,),
        "%c = true": (1.0,),
    }


def test_library_function_goes_before_a_symbol_tables_terminator():
    module = parse(
        """
        "my.table"() ({
          func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
            bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %c)
            func.return
          }
          "my.table_end"() : () -> ()
        }) : () -> ()
        """
    )
    LowerDeallocationsPass().apply(Context(), module)
    table = next(op for op in module.walk() if isinstance(op, MyTableOp))
    assert [op.name for op in table.body.block.ops] == [
        "func.func",
        "func.func",
        "my.table_end",
    ]
    helper = table.body.block.ops.first
    assert helper is not None and helper.next_op is not None
    assert isinstance(helper.next_op, func.FuncOp)
    assert helper.next_op.sym_name.data == "dealloc_helper"


LOWERINGS = """
func.func @lowerings(%a: memref<2xf32>, %b: memref<2xf32>, %r: memref<2xf32>, %c: i1, %d: i1) -> (i1, i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  %1 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%r : memref<2xf32>)
  return %0, %1 : i1, i1
}
"""


@pytest.mark.parametrize("inline_limit", [0, 16])
def test_a_walker_is_told_of_every_op_a_lowering_inserts(inline_limit: int):
    """Under a walker (as `convert-bufferization-to-memref` runs it), each
    lowering inserts its new ops before the dealloc, in order, and tells
    the walker's listener of each: the ops the listener heard of are the
    ops the lowered module has and the input had not."""
    from xdsl.pattern_rewriter import (
        PatternRewriterListener,
        PatternRewriteWalker,
    )

    from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
        LowerDeallocOp,
    )

    module = parse(LOWERINGS)
    inputs = list(module.walk())  # held: no new op takes the id of an erased one
    before = {id(op) for op in inputs}
    heard: list[Operation] = []
    walker = PatternRewriteWalker(
        LowerDeallocOp(inline_limit=inline_limit), apply_recursively=False
    )
    walker.listener = PatternRewriterListener(
        operation_insertion_handler=[heard.append]
    )
    walker.rewrite_module(module)
    module.verify()
    new = [op for op in module.walk() if id(op) not in before]
    # Nested ops (an `scf.if`'s free) come with the op holding them.
    assert {id(op) for op in heard} == {
        id(op) for op in new if id(op.parent_op()) in before
    }
    assert not any(op.name == "bufferization.dealloc" for op in module.walk())
