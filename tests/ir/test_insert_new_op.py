"""`insert_new_op` links a new op into its block exactly as xDSL's
`Rewriter.insert_op` does (it sets xDSL's private links itself, so an xDSL
upgrade that changes them fails here)."""

from __future__ import annotations

import pytest
from xdsl.dialects import arith, test
from xdsl.dialects.builtin import i1
from xdsl.ir import Block, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.ir.booleans import bool_constant
from xdsl_dealloc.ir.rebuild import insert_new_op


def _block(count: int) -> tuple[Block, list[Operation]]:
    ops: list[Operation] = [test.TestOp(result_types=[i1]) for _ in range(count)]
    return Block(ops), ops


def _links(block: Block) -> list[tuple[int | None, int | None, int]]:
    """Each op's neighbours and parent by position, walked both ways."""
    forward = list(block.ops)
    assert list(reversed(forward)) == list(reversed(list(block.ops)))
    position = {id(op): index for index, op in enumerate(forward)}
    assert block.first_op is (forward[0] if forward else None)
    assert block.last_op is (forward[-1] if forward else None)
    return [
        (
            None if op.prev_op is None else position[id(op.prev_op)],
            None if op.next_op is None else position[id(op.next_op)],
            id(op.parent),
        )
        for op in forward
    ]


@pytest.mark.parametrize("count", [0, 1, 3])
@pytest.mark.parametrize("where", ["start", "middle", "end"])
def test_links_equal_xdsl_insertion(count: int, where: str) -> None:
    ours, our_ops = _block(count)
    theirs, their_ops = _block(count)

    def point(block: Block, ops: list[Operation]) -> InsertPoint:
        if where == "start" or not ops:
            return InsertPoint.at_start(block)
        if where == "middle":
            return InsertPoint.before(ops[len(ops) // 2])
        return InsertPoint.at_end(block)

    new_ours: arith.ConstantOp = bool_constant(True)
    new_theirs: arith.ConstantOp = bool_constant(True)
    insert_new_op(new_ours, point(ours, our_ops))
    Rewriter.insert_op(new_theirs, point(theirs, their_ops))

    assert new_ours.parent is ours
    our_order = [op is new_ours for op in ours.ops]
    their_order = [op is new_theirs for op in theirs.ops]
    assert our_order == their_order
    assert [link[:2] for link in _links(ours)] == [link[:2] for link in _links(theirs)]
    assert {link[2] for link in _links(ours)} == {id(ours)}
