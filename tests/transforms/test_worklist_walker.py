"""The walker's rewriter erases and replaces without some of xDSL's generic
steps, and the walker queues what a rewrite touches reading the use lists
in place: the IR, the use lists, the name hints, what the listeners hear
and what is queued must be what `PatternRewriter` and xDSL's walker give."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from xdsl.dialects import arith, scf, test
from xdsl.dialects.builtin import i1
from xdsl.ir import Block, ErasedSSAValue, Operation, Region
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from xdsl_dealloc.ir.booleans import boolean_op
from xdsl_dealloc.ir.rebuild import move_uses
from xdsl_dealloc.transforms.worklist_walker import (
    WorklistWalker,
    _VisitRewriter,  # pyright: ignore[reportPrivateUsage]
)


def _program() -> tuple[Block, list[Operation]]:
    """Ops whose results are used by later ops (one of them twice by one
    op), some named, one with a region, the last one's result unused."""
    block = Block(arg_types=[i1, i1, i1])
    a, b, c = block.args
    a.name_hint = "a"
    b.name_hint = "flag_1"
    first = boolean_op(arith.AndIOp, a, b)
    first.results[0].name_hint = "both_2"
    second = boolean_op(arith.OrIOp, first.results[0], c)
    pair = test.TestOp([first.results[0], a], result_types=[i1, i1])
    pair.results[1].name_hint = "kept_3"
    third = boolean_op(arith.XOrIOp, second.results[0], second.results[0])
    inner = test.TestOp([pair.results[0], third.results[0]])
    nested = scf.IfOp(c, [], Region(Block([inner, scf.YieldOp()])))
    user = test.TestOp(
        [pair.results[1], third.results[0], pair.results[0], a], result_types=[i1]
    )
    ops = [first, second, pair, third, nested, user]
    block.add_ops(ops)
    return block, ops


def _all_ops(block: Block) -> list[Operation]:
    return [op for top in block.ops for op in top.walk()]


def _state(block: Block, ops: list[Operation]) -> tuple[object, ...]:
    """What can be seen of the program: its text, every value's uses (by
    op and operand index, in use-list order) and name hints."""
    everything = [op for top in ops for op in top.walk()]
    everything += [op for op in _all_ops(block) if op not in everything]
    values = [*block.args, *(r for op in everything for r in op.results)]
    return (
        [str(op) for op in block.ops],
        [
            [(everything.index(use.operation), use.index) for use in value.uses]
            for value in values
        ],
        [value.name_hint for value in values],
        [
            [
                ("erased", values.index(operand.old_value))
                if isinstance(operand, ErasedSSAValue)
                else values.index(operand)
                for operand in op.operands
            ]
            for op in everything
        ],
        [op.parent is not None for op in everything],
    )


def _listened(rewriter: PatternRewriter, ops: list[Operation]) -> list[object]:
    """The events `rewriter`'s listeners will hear, in order."""
    everything = [op for top in ops for op in top.walk()]
    events: list[object] = []

    def index(op: Operation) -> int:
        """Its place among the program's ops; -1 for a new op."""
        return everything.index(op) if op in everything else -1

    def note(kind: str) -> Callable[[Operation], None]:
        return lambda op: events.append((kind, index(op)))

    rewriter.operation_modification_handler.append(note("modified"))
    rewriter.operation_removal_handler.append(note("removed"))
    rewriter.operation_insertion_handler.append(note("inserted"))
    rewriter.operation_replacement_handler.append(
        lambda op, values: events.append(
            ("replaced", index(op), [v is None for v in values])
        )
    )
    return events


_Edit = Callable[[PatternRewriter, Block, list[Operation]], object]

_EDITS: list[_Edit] = [
    # Replaced by values, one of them named with a suffix.
    lambda r, b, ops: r.replace(ops[0], (), (b.args[1],)),
    lambda r, b, ops: r.replace(ops[2], (), (b.args[2], ops[1].results[0])),
    lambda r, b, ops: r.replace(ops[3], [], [ops[0].results[0]]),
    # Replaced by an unused value left as it is.
    lambda r, b, ops: r.replace(ops[1], (), (b.args[0],)),
    # Replaced by new ops (xDSL's own steps).
    lambda r, b, ops: r.replace(ops[1], boolean_op(arith.AndIOp, *b.args[:2])),
    # Erased: unused, with a region, its uses turned into erased values.
    lambda r, b, ops: r.erase(ops[5]),
    lambda r, b, ops: r.erase(ops[4]),
    lambda r, b, ops: r.erase(ops[2], safe_erase=False),
    lambda r, b, ops: (r.erase(ops[5]), r.erase(ops[4]), r.erase(ops[3])),
    # Uses moved, to an argument, to a result, to itself.
    lambda r, b, ops: r.replace_all_uses_with(ops[0].results[0], b.args[2]),
    lambda r, b, ops: r.replace_all_uses_with(ops[2].results[0], ops[0].results[0]),
    lambda r, b, ops: r.replace_all_uses_with(b.args[0], b.args[0]),
    lambda r, b, ops: r.replace_all_uses_with(ops[3].results[0], b.args[1]),
    lambda r, b, ops: r.replace_all_uses_with(ops[2].results[1], b.args[0]),
    # An unused value replaced by nothing.
    lambda r, b, ops: r.replace_all_uses_with(ops[5].results[0], None),
    lambda r, b, ops: r.replace(ops[5], (), (None,)),
    lambda r, b, ops: r.replace(ops[5], test.TestOp(result_types=[i1]), (None,)),
    lambda r, b, ops: r.replace_all_uses_with(ops[0].results[0], None, False),
]


@pytest.mark.parametrize("edit", range(len(_EDITS)))
def test_visit_rewriter_edits_as_the_pattern_rewriter(edit: int):
    outcomes: list[tuple[object, ...]] = []
    for rewriter_class in (PatternRewriter, _VisitRewriter):
        block, ops = _program()
        rewriter = rewriter_class(ops[-1])
        if isinstance(rewriter, _VisitRewriter):
            rewriter.reset(ops[-1])
        events = _listened(rewriter, ops)
        _EDITS[edit](rewriter, block, ops)
        outcomes.append((_state(block, ops), events, rewriter.has_done_action))
    assert outcomes[0] == outcomes[1]


_REFUSED: list[_Edit] = [
    # Used results, erased safely.
    lambda r, b, ops: r.erase(ops[0]),
    lambda r, b, ops: r.replace(ops[2], (), (b.args[0],)),
    # The wrong number of values.
    lambda r, b, ops: r.replace(ops[0], (), ()),
    # A used value replaced by nothing.
    lambda r, b, ops: r.replace_all_uses_with(ops[0].results[0], None),
    # A detached op.
    lambda r, b, ops: r.replace(b.detach_op(ops[5]), (), ()),
]


@pytest.mark.parametrize("edit", range(len(_REFUSED)))
def test_visit_rewriter_refuses_as_the_pattern_rewriter(edit: int):
    outcomes: list[tuple[object, ...]] = []
    for rewriter_class in (PatternRewriter, _VisitRewriter):
        block, ops = _program()
        rewriter = rewriter_class(ops[-1])
        events = _listened(rewriter, ops)
        with pytest.raises(ValueError) as error:
            _REFUSED[edit](rewriter, block, ops)
        outcomes.append((_state(block, ops), events, str(error.value)))
    assert outcomes[0] == outcomes[1]


class _Nothing(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        pass


@pytest.mark.parametrize("event", ["removal", "replacement", "modification"])
def test_walker_queues_as_xdsl_s_walker(event: str):
    """After each op's removal, replacement or modification (heard before
    it happens, as the rewriter tells it), the walker's worklist holds
    what xDSL's handler queues, in the same order."""
    queued: list[list[list[int]]] = []
    for own in (False, True):
        block, ops = _program()
        everything = _all_ops(block)
        runs: list[list[int]] = []
        for op in everything:
            walker = WorklistWalker(_Nothing())
            walker.queue(everything[0])
            handler = getattr(
                WorklistWalker if own else PatternRewriteWalker,
                f"_handle_operation_{event}",
            )
            if event == "replacement":
                handler(walker, op, [None] * len(op.results))
            else:
                handler(walker, op)
            taken: list[int] = []
            worklist = walker._worklist  # pyright: ignore[reportPrivateUsage]
            while worklist:
                taken.append(everything.index(worklist.pop()))
            runs.append(taken)
        queued.append(runs)
    assert queued[0] == queued[1]
    assert any(len(run) > 1 for run in queued[0]) or event == "modification"


@pytest.mark.parametrize(
    ("value", "replacement"),
    [("r0", "a2"), ("r2", "r0"), ("a0", "a1"), ("r3", "r1"), ("r2_1", "a0")],
)
def test_move_uses_is_xdsl_s_replace_all_uses_with(value: str, replacement: str):
    """`move_uses` leaves what xDSL's `replace_all_uses_with` leaves, and
    names the user of each use, in the use list's order."""

    def pick(block: Block, ops: list[Operation], name: str):
        if name.startswith("a"):
            return block.args[int(name[1:])]
        op, _, index = name[1:].partition("_")
        return ops[int(op)].results[int(index or 0)]

    outcomes: list[tuple[object, ...]] = []
    for own in (False, True):
        block, ops = _program()
        old, new = pick(block, ops, value), pick(block, ops, replacement)
        users = [use.operation for use in old.uses]
        if own:
            assert move_uses(old, new) == users
        else:
            old.replace_all_uses_with(new)
        outcomes.append(_state(block, ops))
    assert outcomes[0] == outcomes[1]
