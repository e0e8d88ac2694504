"""The simplification builds its deallocs field by field and inserts the ops
it builds without xDSL's generic steps: the ops, where they go, the use
lists and what the rewriter's listeners hear must be what `DeallocOp(...)`
and `PatternRewriter.insert` give (its replacements are the walker's
rewriter's, compared with `PatternRewriter` in test_worklist_walker.py)."""

from __future__ import annotations

import pytest
from xdsl.dialects import arith, test
from xdsl.dialects.builtin import MemRefType, StringAttr, f32, i1
from xdsl.ir import Attribute, Block, Operation
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.ir.booleans import boolean_op
from xdsl_dealloc.ir.rebuild import insert_built
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    _new_dealloc,  # pyright: ignore[reportPrivateUsage]
)

M = MemRefType(f32, [2])


def _values() -> tuple[Block, Operation]:
    block = Block(arg_types=[M, M, i1, i1])
    anchor = test.TestOp()
    block.add_op(anchor)
    return block, anchor


def _shape(op: Operation) -> tuple[object, ...]:
    return (
        str(op),
        op.properties,
        op.attributes,
        [result.type for result in op.results],
        [
            (use.operation is op, use.index)
            for value in op.operands
            for use in value.uses
        ],
        op.location,
    )


def test_new_dealloc_is_the_constructor_s_op():
    groups = [
        ([0], [2], []),
        ([0, 1], [2, 3], [1]),
        ([], [], [0, 1]),
        ([1, 0], [3, 2], [0, 0, 1]),
    ]
    tagged: dict[str, Attribute] = {"tag": StringAttr("x")}
    for attributes in (None, tagged):
        for memrefs, conditions, retained in groups:
            shapes: list[tuple[object, ...]] = []
            for build in (_new_dealloc, DeallocOp):
                # Each in its own block, so that the use lists compare.
                args = _values()[0].args
                op = build(
                    [args[i] for i in memrefs],
                    [args[i] for i in conditions],
                    [args[i] for i in retained],
                    attributes,
                )
                op.verify()
                positions = [
                    [args.index(value) for value in group]
                    for group in op.operand_groups()
                ]
                shapes.append((*_shape(op), positions))
            assert shapes[0] == shapes[1]


class _Heard:
    def __init__(self, rewriter: PatternRewriter) -> None:
        self.inserted: list[Operation] = []
        rewriter.operation_insertion_handler.append(self.inserted.append)


def _build(block: Block) -> list[Operation]:
    a, b, c, d = block.args
    return [
        boolean_op(arith.OrIOp, c, d),
        _new_dealloc([a, b], [c, d], [b]),
        boolean_op(arith.AndIOp, d, c),
    ]


@pytest.mark.parametrize("hint", [None, "h"])
def test_insert_built_is_the_rewriter_s_insert(hint: str | None):
    """Order, listener events and name hints (a result already named keeps
    its name) as `PatternRewriter.insert`'s."""
    orders: list[list[str]] = []
    heard: list[list[str]] = []
    names: list[list[str | None]] = []
    for fast in (False, True):
        for before in (True, False):
            block, anchor = _values()
            rewriter = PatternRewriter(anchor)
            rewriter.name_hint = hint
            listener = _Heard(rewriter)
            point = InsertPoint.before(anchor) if before else InsertPoint.at_end(block)
            ops = _build(block)
            ops[0].results[0].name_hint = "named"
            if fast:
                for op in ops[:1]:
                    insert_built(rewriter, (op,), point)
                insert_built(rewriter, ops[1:], point)
            else:
                rewriter.insert(ops[0], point)
                rewriter.insert(ops[1:], point)
            assert rewriter.has_done_action
            assert all(op.parent is block for op in ops)
            orders.append([op.name for op in block.ops])
            heard.append([op.name for op in listener.inserted])
            names.append([result.name_hint for op in ops for result in op.results])
            block.verify()
    assert orders[:2] == orders[2:]
    assert heard[:2] == heard[2:]
    assert names[:2] == names[2:]
    assert names[0] == ["named", hint, hint]
    assert orders[0] == [
        "arith.ori",
        "bufferization.dealloc",
        "arith.andi",
        "test.op",
    ]
