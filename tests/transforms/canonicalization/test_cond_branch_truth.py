"""`uses_in_block` reads a condition's uses and a successor block's ops
side by side and answers from whichever ends first: the same uses either
way, in the order of the one it read to its end."""

from __future__ import annotations

import random

from xdsl.dialects import scf, test
from xdsl.dialects.builtin import i1
from xdsl.ir import Block, Operation, Region, SSAValue

from xdsl_dealloc.transforms.canonicalization.cond_branch_truth import uses_in_block


def _program(seed: int) -> tuple[SSAValue, Block]:
    """A value used by ops of a block (some twice, some with it among other
    operands), by ops nested in them and by ops of another block, in a
    random order of uses."""
    rng = random.Random(seed)
    outer = Block(arg_types=[i1, i1])
    value, other = outer.args
    block = Block()
    elsewhere = Block()
    ops: list[Operation] = []
    for _ in range(rng.randrange(0, 12)):
        operands = [rng.choice((value, other)) for _ in range(rng.randrange(0, 4))]
        if rng.random() < 0.2:
            nested = test.TestOp([value])
            op: Operation = scf.IfOp(other, [], Region(Block([nested, scf.YieldOp()])))
        else:
            op = test.TestOp(operands)
        ops.append(op)
    rng.shuffle(ops)
    block.add_ops(ops)
    elsewhere.add_ops(test.TestOp([value]) for _ in range(rng.randrange(0, 6)))
    return value, block


def test_uses_in_block_are_the_block_s_uses():
    for seed in range(300):
        value, block = _program(seed)
        by_uses = [
            (use.operation, use.index)
            for use in value.uses
            if use.operation.parent is block
        ]
        by_ops = [
            (op, index)
            for op in block.ops
            for index, operand in enumerate(op.operands)
            if operand is value
        ]
        uses = value.uses.get_length()
        ops = len(block.ops)
        # The first to end is the one read to its end.
        expected = by_uses if uses <= ops else by_ops
        found = uses_in_block(value, block)
        assert [(id(op), i) for op, i in found] == [
            (id(op), i) for op, i in expected
        ], seed
        assert sorted((id(op), i) for op, i in by_uses) == sorted(
            (id(op), i) for op, i in by_ops
        )
