"""Ancestors read from the parent fields give xDSL's answers: for every op
and block of generated programs, against every block and region (ancestors
or not), and after ops are erased."""

from __future__ import annotations

import pytest
from xdsl.ir import Operation
from xdsl.rewriter import Rewriter

from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.ir.ancestors import (
    ancestor_block_in_region,
    ancestor_in_block,
    is_nested_in,
)
from xdsl_dealloc.sanitizer.harness import parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program


def _nested_by_parent_op(op: Operation, root: Operation) -> bool:
    current: Operation | None = op
    while current is not None and current is not root:
        current = current.parent_op()
    return current is root


@pytest.mark.parametrize("seed", range(12))
def test_ancestors_are_xdsl_s(seed: int):
    module = parse_module(generate_program(seed))
    ops = list(ops_in(module))
    regions = [region for op in ops for region in op.regions]
    blocks = [block for region in regions for block in region.blocks]
    found = 0
    for block in blocks:
        for op in ops:
            ancestor = ancestor_in_block(block, op)
            assert ancestor is block.find_ancestor_op_in_block(op)
            found += ancestor is not None
    for region in regions:
        for block in blocks:
            ancestor = ancestor_block_in_region(region, block)
            assert ancestor is region.find_ancestor_block_in_region(block)
            found += ancestor is not None
    assert found


@pytest.mark.parametrize("seed", range(12))
def test_is_nested_in_follows_parent_op(seed: int):
    """Against every op as the root, then with the ops of one region op
    erased: an erased op, and those inside it, are nested in nothing."""
    module = parse_module(generate_program(seed))
    ops = list(ops_in(module))
    for root in ops:
        for op in ops:
            assert is_nested_in(op, root) is _nested_by_parent_op(op, root)
    with_regions = [op for op in ops if op.regions and op is not module]
    if not with_regions:
        return
    erased = with_regions[-1]
    inside = list(ops_in(erased))
    Rewriter.erase_op(erased, safe_erase=False)
    for op in inside:
        assert not is_nested_in(op, module)
    assert all(is_nested_in(op, module) for op in ops if op not in inside)
