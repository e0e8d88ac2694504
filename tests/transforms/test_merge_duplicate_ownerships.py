"""`merge_duplicate_ownerships` on re-entrant runs (the pipeline's output run
through the pipeline again, where the merge has most to do): what it reads
after a round of merging without walking the function again is what a new
walk reads, and its inductive constants are those of the definition,
evaluated edge by edge on every sweep."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue

from xdsl_dealloc.analysis.path_conditions import evaluate
from xdsl_dealloc.analysis.walk import ops_of_type
from xdsl_dealloc.interfaces.control_flow import FunctionOpInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.program_frees import (
    _Booleans,  # pyright: ignore[reportPrivateUsage]
    _drop_unused_ownerships,  # pyright: ignore[reportPrivateUsage]
    _fold_implied_ownerships,  # pyright: ignore[reportPrivateUsage]
    _inductive_group,  # pyright: ignore[reportPrivateUsage]
    _merge_equally_set,  # pyright: ignore[reportPrivateUsage]
    _replace_inductive_constants,  # pyright: ignore[reportPrivateUsage]
    _Replaced,  # pyright: ignore[reportPrivateUsage]
    _Setting,  # pyright: ignore[reportPrivateUsage]
    _Terms,  # pyright: ignore[reportPrivateUsage]
)

LIT = Path(__file__).parent.parent / "filecheck" / "transforms"

LOOPS = """
func.func @loops(%n: index, %c: i1) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %w = scf.while (%cur = %a) : (memref<8xf32>) -> memref<8xf32> {
    %t = memref.alloc() : memref<8xf32>
    memref.copy %cur, %t : memref<8xf32> to memref<8xf32>
    scf.condition(%c) %t : memref<8xf32>
  } do {
  ^bb0(%x: memref<8xf32>):
    scf.yield %x : memref<8xf32>
  }
  %l = scf.for %k = %c0 to %n step %c1 iter_args(%it = %w) -> (memref<8xf32>) {
    %f = memref.alloc() : memref<8xf32>
    %p = arith.select %c, %f, %it : memref<8xf32>
    scf.yield %p : memref<8xf32>
  }
  return %l : memref<8xf32>
}
"""


def _inputs() -> Iterator[tuple[str, str, bool]]:
    """(name, program, dynamic ownership) of the runs whose output runs again."""
    yield "loops", LOOPS, False
    for seed in range(30):
        yield f"program {seed}", generate_program(seed), seed % 2 == 1
    for name in (
        "buffer-deallocation-pipeline/scf_loops.mlir",
        "buffer-deallocation-pipeline/cf_loops_upstream.mlir",
        "ownership-based-buffer-deallocation/dealloc-region-branchop-interface.mlir",
    ):
        path = LIT / name
        if path.exists():
            yield name, path.read_text().split("// -----")[0], False


def _before_second_merge(text: str, dynamic: bool) -> ModuleOp | None:
    """The pipeline's output of `text`, run through the pipeline again up
    to the merge of duplicate ownerships; None if the pipeline rejects it."""
    pipeline = BufferDeallocationPipelinePass(
        private_function_dynamic_ownership=dynamic
    )
    try:
        module = parse_module(text)
        pipeline.apply(pipeline_context(), module)
        module = parse_module(str(module))
        for module_pass in pipeline.passes():
            if module_pass.name == "merge-duplicate-ownerships":
                return module
            module_pass.apply(pipeline_context(), module)
    except Exception:
        return None
    raise AssertionError("the pipeline has no merge of duplicate ownerships")


def _read(found: _Booleans) -> tuple[object, ...]:
    return (
        [
            [(value, list(setting)) for value, setting in g.items()]
            for g in found.groups
        ],
        found.conjunctions,
        found.isolated,
        found.callees,
    )


def _slow_inductive_group(
    forwarded_to: Mapping[SSAValue, Sequence[SSAValue]], candidate: bool
) -> set[SSAValue]:
    """The definition: drop every value an edge may set otherwise than to
    `candidate` while the others held are, until none is dropped."""
    held = set(forwarded_to)
    facts = dict.fromkeys(held, candidate)
    dropped = True
    while dropped:
        dropped = False
        for value in list(held):
            if any(evaluate(v, facts) is not candidate for v in forwarded_to[value]):
                held.remove(value)
                del facts[value]
                dropped = True
    return held


def _tops(module: ModuleOp) -> list[Operation]:
    return [
        op
        for op in module.body.ops
        if get_interface(op, FunctionOpInterface) is not None
    ]


@pytest.mark.parametrize("name, text, dynamic", list(_inputs()))
def test_rounds_read_what_a_new_walk_reads(name: str, text: str, dynamic: bool):
    """Round after round (as `_merge_in` runs them), `again` gives the
    groups, edges and ops a new walk finds, and each candidate's inductive
    group is the definition's."""
    module = _before_second_merge(text, dynamic)
    if module is None:
        pytest.skip("the pipeline rejects it")
    functions = {
        function.symbol_name(op): op
        for op in _tops(module)
        if (function := get_interface(op, FunctionOpInterface)) is not None
    }
    setting = _Setting(functions)
    for top in _tops(module):
        found = _Booleans.of(top, setting)
        assert found.conjunctions == ops_of_type(top, arith.AndIOp)
        for _ in range(10):
            forwarded_to = {
                value: [v for _, v in setting_of]
                for group in found.groups
                for value, setting_of in group.items()
                if setting_of
            }
            terms = _Terms(forwarded_to)
            for candidate in (False, True):
                group = _inductive_group(dict(forwarded_to), terms, candidate)
                assert group == [v for v in forwarded_to if v in group]
                assert set(group) == _slow_inductive_group(forwarded_to, candidate)
            replaced = _Replaced()
            merged = _replace_inductive_constants(found.groups, replaced)
            for group in found.groups:
                merged |= _merge_equally_set(group, replaced)
            merged |= _fold_implied_ownerships(found.conjunctions, setting, replaced)
            if any([_drop_unused_ownerships(op) for op in found.isolated]):
                found = _Booleans.of(top, setting)
                continue
            if not merged:
                break
            again = found.again(replaced)
            assert _read(again) == _read(_Booleans.of(top, setting)), name
            found = again


def test_loops_merge_in_two_rounds():
    """The loops' example does merge (the `scf.while`'s ownership is
    `true`), and the rounds after the first read it without a walk."""
    module = _before_second_merge(LOOPS, False)
    assert module is not None
    (top,) = _tops(module)
    setting = _Setting({})
    found = _Booleans.of(top, setting)
    replaced = _Replaced()
    assert _replace_inductive_constants(found.groups, replaced)
    assert replaced.users
    again = found.again(replaced)
    assert _read(again) == _read(_Booleans.of(top, setting))
    assert len(again.groups) < len(found.groups)
