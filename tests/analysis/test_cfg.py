"""`BlockDominance`: the constant-time block dominance the analyses use on
long functions, from the dominator tree's intervals."""

from __future__ import annotations

import pytest

from tests.transforms.test_dominance_cse import function, naive_dominators, random_cfg
from xdsl_dealloc.analysis.cfg import BlockDominance
from xdsl_dealloc.sanitizer import parse_module


@pytest.mark.parametrize("seed", range(40))
def test_block_dominance_matches_the_textbook_dominators(seed: int):
    module = parse_module(random_cfg(seed, blocks=2 + seed % 12))
    body = function(module, "f").body
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
