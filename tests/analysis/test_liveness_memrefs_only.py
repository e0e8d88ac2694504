"""`Liveness(root, memrefs_only=True)`, which the deallocation pass builds,
answers what the full analysis answers, restricted to memrefs, on the
generated deallocation programs (their CFGs, loops, regions and calls)."""

from __future__ import annotations

import pytest
from xdsl.dialects import test
from xdsl.ir import SSAValue

from xdsl_dealloc.analysis.liveness import Liveness
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.ir.types import is_memref
from xdsl_dealloc.sanitizer.harness import parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program


def _memrefs(values: tuple[SSAValue, ...]) -> list[SSAValue]:
    return [value for value in values if is_memref(value)]


@pytest.mark.parametrize("seed", range(40))
def test_memrefs_only_is_the_full_analysis_restricted_to_memrefs(seed: int) -> None:
    module = parse_module(generate_program(seed))
    functions = [op for op in module.body.ops if op.regions and op.regions[0].blocks]
    assert functions
    for function in functions:
        full = Liveness(function)
        memrefs = Liveness(function, memrefs_only=True)
        blocks = [
            block for op in ops_in(function) for r in op.regions for block in r.blocks
        ]
        assert list(memrefs.blocks) == list(full.blocks)
        for block in blocks:
            assert list(memrefs.live_in(block)) == _memrefs(full.live_in(block))
            assert list(memrefs.live_out(block)) == _memrefs(full.live_out(block))
            for other in blocks:
                assert list(memrefs.live_across(block, other)) == _memrefs(
                    full.live_across(block, other)
                )


def test_the_programs_pass_memrefs_into_other_blocks() -> None:
    """So that the comparison above compares memrefs."""
    live = 0
    for seed in range(10):
        module = parse_module(generate_program(seed))
        for function in module.body.ops:
            memrefs = Liveness(function, memrefs_only=True)
            live += sum(len(memrefs.live_in(block)) for block in memrefs.blocks)
    assert live > 10


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("memrefs_only", [False, True])
def test_an_isolated_root_is_analysed_from_its_values_uses(
    seed: int, memrefs_only: bool
) -> None:
    """A function's uses are found from the values it defines; the same
    body under an op that is not isolated from above is walked operand by
    operand.  Both give the same liveness (by definition numbers)."""
    module = parse_module(generate_program(seed))
    for function in module.body.ops:
        if not function.regions or not function.regions[0].blocks:
            continue
        wrapper = test.TestOp(regions=[function.regions[0].clone()])
        from_uses = Liveness(function, memrefs_only=memrefs_only)
        from_operands = Liveness(wrapper, memrefs_only=memrefs_only)
        assert len(from_uses.blocks) == len(from_operands.blocks)
        for block, copy in zip(from_uses.blocks, from_operands.blocks, strict=True):
            for query in ("live_in", "live_out"):
                assert [
                    from_uses.value_number(v) for v in getattr(from_uses, query)(block)
                ] == [
                    from_operands.value_number(v)
                    for v in getattr(from_operands, query)(copy)
                ]
