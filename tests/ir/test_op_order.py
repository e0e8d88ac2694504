"""`OpOrder`: the constant-time op order the analyses use on long
functions, from numbers kept while ops are inserted and erased."""

from __future__ import annotations

import random

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Block, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.ir.op_order import OpOrder


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
