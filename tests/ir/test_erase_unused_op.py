"""`erase_unused_op` leaves a block, and the uses of the values the erased
op (and the ops nested in it) read, exactly as xDSL's `Rewriter.erase_op`
does for an op whose results are unused."""

from __future__ import annotations

import pytest
from xdsl.dialects import test
from xdsl.dialects.builtin import i32
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.rewriter import Rewriter

from xdsl_dealloc.ir.rebuild import erase_unused_op


def _block(count: int, chosen: int) -> tuple[Block, Operation, list[SSAValue]]:
    """`count` ops, each reading the block's argument and the result of the
    op before it, but for the op at `chosen`, whose result nothing reads
    and which holds a region whose op reads values from outside it."""
    block = Block(arg_types=[i32])
    argument = block.args[0]
    values: list[SSAValue] = [argument]
    ops: list[Operation] = []
    for index in range(count):
        previous = argument if index == 0 or index - 1 == chosen else values[-1]
        regions: list[Region] = []
        if index == chosen:
            inner = Block(arg_types=[i32])
            inner.add_op(test.TestOp(operands=[previous, inner.args[0], argument]))
            regions.append(Region(inner))
        op = test.TestOp(
            operands=[argument, previous], result_types=[i32], regions=regions
        )
        block.add_op(op)
        ops.append(op)
        values.append(op.results[0])
    return block, ops[chosen], values


def _shape(block: Block, values: list[SSAValue]) -> list[object]:
    """The block's ops (walked both ways) by their operands' positions in
    `values`, and each value's uses by op and operand position."""
    ops = list(block.ops)
    backwards: list[Operation] = []
    op = block.last_op
    while op is not None:
        backwards.append(op)
        op = op.prev_op
    assert backwards == ops[::-1]
    assert block.first_op is (ops[0] if ops else None)
    assert block.last_op is (ops[-1] if ops else None)
    position = {id(op): n for n, op in enumerate(ops)}
    operands = [[values.index(operand) for operand in op.operands] for op in ops]
    uses = [
        sorted((position.get(id(use.operation), -1), use.index) for use in value.uses)
        for value in values
    ]
    return [operands, uses, [op.parent is block for op in ops]]


@pytest.mark.parametrize(
    ("count", "chosen"), [(1, 0), (2, 0), (2, 1), (4, 0), (4, 2), (4, 3)]
)
def test_erasing_equals_xdsl(count: int, chosen: int) -> None:
    ours, our_op, our_values = _block(count, chosen)
    theirs, their_op, their_values = _block(count, chosen)
    our_nested = list(our_op.walk())
    uses_before = [len(list(value.uses)) for value in our_values]

    erase_unused_op(our_op)
    Rewriter.erase_op(their_op)

    assert _shape(ours, our_values) == _shape(theirs, their_values)
    assert all(op.parent is None for op in our_nested)
    reads = sum(
        operand is our_values[0] for op in our_nested for operand in op.operands
    )
    assert len(list(our_values[0].uses)) == uses_before[0] - reads


def test_detached_op() -> None:
    """An op in no block loses its operands' uses as with xDSL's erasure."""
    block = Block(arg_types=[i32])
    argument = block.args[0]
    ours = test.TestOp(operands=[argument, argument], result_types=[i32])
    theirs = test.TestOp(operands=[argument], result_types=[i32])
    erase_unused_op(ours)
    Rewriter.erase_op(theirs)
    assert not list(argument.uses)
    assert ours.parent is None and theirs.parent is None
