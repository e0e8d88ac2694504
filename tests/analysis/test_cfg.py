"""The dominator tree, and `BlockDominance`: the constant-time block
dominance the analyses use on long functions, from the tree's intervals."""

from __future__ import annotations

import pytest
from xdsl.dialects.func import FuncOp
from xdsl.ir import Region
from xdsl.traits import SymbolTable

from tests.analysis.textbook_dominators import naive_dominators, random_cfg
from xdsl_dealloc.analysis.cfg import BlockDominance, dominator_tree
from xdsl_dealloc.sanitizer import parse_module


def body_of_f(seed: int) -> Region:
    """The body of `random_cfg`'s function for `seed`."""
    module = parse_module(random_cfg(seed, blocks=2 + seed % 12))
    function = SymbolTable.lookup_symbol(module, "f")
    assert isinstance(function, FuncOp)
    return function.body


@pytest.mark.parametrize("seed", range(40))
def test_dominator_tree_matches_the_textbook_dominators(seed: int):
    entry = body_of_f(seed).blocks[0]
    order, idom = dominator_tree(entry)
    expected = naive_dominators(entry)
    assert order[0] is entry
    assert set(order) == set(expected)
    for i, block in enumerate(order):
        # The dominators of a block are the chain of immediate dominators.
        chain = {block}
        j = i
        while j:
            j = idom[j]
            assert j < i or j == 0  # reverse post-order: dominators first
            chain.add(order[j])
        assert chain == expected[block], block


@pytest.mark.parametrize("seed", range(40))
def test_block_dominance_matches_the_textbook_dominators(seed: int):
    body = body_of_f(seed)
    expected = naive_dominators(body.blocks[0])
    dominance = BlockDominance(body)
    for block in body.blocks:
        for other in body.blocks:
            if block in expected and other in expected:
                assert dominance.dominates(other, block) == (other in expected[block])
            else:
                # Unreachable: dominated by itself alone, dominating nothing.
                assert dominance.dominates(other, block) == (other is block)
            assert dominance.strictly_dominates(other, block) == (
                other is not block and dominance.dominates(other, block)
            )
