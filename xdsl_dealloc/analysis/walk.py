"""Walking nested ops, as the passes do over whole modules."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar, cast

from xdsl.ir import Block, Operation, Region

_OpT = TypeVar("_OpT", bound=Operation)


def ops_in(root: Operation | Region) -> Iterator[Operation]:
    """`root` (if an op) and every op nested in it, in the order of
    `root.walk()`.

    One generator and an explicit stack: xDSL's walk nests a generator per
    region, block and op, which costs twice as much on a module."""
    if isinstance(root, Region):
        stack: list[Operation] = []
        push_ops_of(root, stack)
    else:
        stack = [root]
    while stack:
        op = stack.pop()
        yield op
        for region in reversed(op.regions):
            push_ops_of(region, stack)


def ops_in_post_order(root: Operation) -> list[Operation]:
    """`root` and every op nested in it, nested ops before their parent: the
    order of `root.walk(region_first=True)`, whose generators nest three
    deep per level.  Built as the mirror image's pre-order, reversed."""
    found: list[Operation] = []
    stack = [root]
    while stack:
        op = stack.pop()
        found.append(op)
        for region in op.regions:
            for block in region.blocks:
                stack.extend(block_ops(block))
    found.reverse()
    return found


def block_ops(block: Block) -> Iterator[Operation]:
    """The ops of `block`, first to last, following the ops' links: what
    `block.ops` gives at a third of the cost (its iterator is a Python
    object stepped by method calls).  Not for loops that move or erase the
    op they are at."""
    op = block.first_op
    while op is not None:
        yield op
        op = op.next_op


def push_ops_of(region: Region, stack: list[Operation]) -> None:
    """Pushes the ops of `region` so that its first op is popped first."""
    block = region.last_block
    while block is not None:
        op = block.last_op
        while op is not None:
            stack.append(op)
            op = op.prev_op
        block = block.prev_block


def ops_of_type(root: Operation | Region, op_type: type[_OpT]) -> list[_OpT]:
    """The ops of `op_type` in `root`, in walk order.

    Decided once per op class: xDSL's op classes are ABCs, and an
    `isinstance` against one that fails runs a Python `__instancecheck__`
    (about 0.3 µs each on this machine)."""
    matches: dict[type[Operation], bool] = {}
    found: list[_OpT] = []
    # `ops_in`'s walk, written out: a step of its generator costs more than
    # the match of an op.
    if isinstance(root, Region):
        stack: list[Operation] = []
        push_ops_of(root, stack)
    else:
        stack = [root]
    while stack:
        op = stack.pop()
        op_class = type(op)
        match = matches.get(op_class)
        if match is None:
            match = matches[op_class] = issubclass(op_class, op_type)
        if match:
            found.append(cast(_OpT, op))
        if regions := op.regions:
            for region in reversed(regions):
                push_ops_of(region, stack)
    return found
