"""The constant-time answers the analyses use on long functions: block
dominance from the dominator tree's intervals, and op order from numbers
kept while ops are inserted and erased."""

from __future__ import annotations

import random

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Block, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from tests.transforms.test_dominance_cse import function, naive_dominators, random_cfg
from xdsl_dealloc.analysis.cfg import BlockDominance
from xdsl_dealloc.ir.op_order import OpOrder
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


def _constant(value: int) -> Operation:
    return arith.ConstantOp(IntegerAttr(value, i32))


def _in_order(block: Block) -> list[Operation]:
    return list(block.ops)


@pytest.mark.parametrize("seed", range(20))
def test_op_order_follows_insertions_and_erasures(seed: int):
    rng = random.Random(seed)
    block = Block([_constant(i) for i in range(20)])
    order = OpOrder()
    for step in range(300):
        ops = _in_order(block)
        choice = rng.random()
        if choice < 0.5:
            # Runs of new ops next to one another, as rewrites insert them.
            anchor = rng.choice(ops)
            point = (
                InsertPoint.before(anchor)
                if rng.random() < 0.5
                else InsertPoint.after(anchor)
            )
            Rewriter.insert_op(
                [_constant(step) for _ in range(rng.randint(1, 4))], point
            )
        elif choice < 0.6 and len(ops) > 2:
            Rewriter.erase_op(rng.choice(ops))
        else:
            ops = _in_order(block)
            first, second = rng.sample(ops, 2)
            assert order.is_before(first, second) == first.is_before_in_block(second)
            assert not order.is_before(first, first)
    ops = _in_order(block)
    assert all(order.is_before(a, b) for a, b in zip(ops, ops[1:], strict=False))


def test_ops_of_other_blocks_are_not_ordered():
    first, second = Block([_constant(0)]), Block([_constant(1)])
    assert first.first_op is not None and second.first_op is not None
    assert not OpOrder().is_before(first.first_op, second.first_op)
