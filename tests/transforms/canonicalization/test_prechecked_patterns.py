"""The prechecks of xDSL's patterns (`prechecked.PRECHECKED`): where an
op fails its pattern's precheck, the pattern changes nothing, so the sweep
skipping it changes nothing."""

from __future__ import annotations

import random

from xdsl.dialects import cf
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.transforms.canonicalization_patterns import cf as cf_patterns

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.cfg_programs import random_function
from xdsl_dealloc.transforms.canonicalization.prechecked import PRECHECKED


def test_branch_into_a_block_of_more_predecessors_is_not_merged():
    pattern = cf_patterns.SimplifyBrToBlockWithSinglePred()
    needs = PRECHECKED[type(pattern)]
    seen = {True: 0, False: 0}
    for seed in range(60):
        text = random_function("f", random.Random(seed))
        module = parse_module(text)
        branches = [op for op in module.walk() if isinstance(op, cf.BranchOp)]
        for index, _ in enumerate(branches):
            # Each on a module of its own: a merge changes the others.
            fresh = parse_module(text)
            op: Operation = [o for o in fresh.walk() if isinstance(o, cf.BranchOp)][
                index
            ]
            needed = needs(op)
            (successor,) = op.successors
            predecessors = len(successor.predecessors())
            rewriter = PatternRewriter(op)
            pattern.match_and_rewrite(op, rewriter)
            seen[needed] += 1
            assert needed == (predecessors == 1), (seed, index)
            if not needed:
                assert not rewriter.has_done_action, (seed, index)
    assert seen[True] and seen[False]
