"""Which of two ops of a block comes first, in constant time.

xDSL's `Operation.is_before_in_block` walks the block from one op to the
other: asked for many pairs of a long block, that is quadratic.  Like MLIR's
cached order of the ops of a block, `OpOrder` numbers a block's ops once,
with gaps, and numbers the ops inserted since where they are first asked
about; it stays right while ops are inserted and erased, but not when
existing ops move within their block (build a new one after that).
"""

from __future__ import annotations

from xdsl.ir import Block, Operation

_GAP = 1 << 16
"""Distance between the numbers of neighbours when a block is numbered."""


class OpOrder:
    """The positions of ops in their blocks, numbered when first asked."""

    def __init__(self) -> None:
        self._position: dict[Operation, int] = {}
        self._numbered: set[Block] = set()

    def is_before(self, first: Operation, second: Operation) -> bool:
        """Whether `first` comes strictly before `second`, both in one block."""
        block = first.parent
        if block is None or second.parent is not block or first is second:
            return False
        return self._of(first, block) < self._of(second, block)

    def _of(self, op: Operation, block: Block) -> int:
        if (known := self._position.get(op)) is not None:
            return known
        if block not in self._numbered:
            self._number(block)
        else:
            self._number_inserted(op, block)
        return self._position[op]

    def _number(self, block: Block) -> None:
        self._numbered.add(block)
        position = self._position
        for index, op in enumerate(block.ops):
            position[op] = index * _GAP

    def _number_inserted(self, op: Operation, block: Block) -> None:
        """Numbers the run of ops without a number around `op`, between the
        numbered ops before and after it, or the whole block again if the
        gap between those is too small."""
        position = self._position
        run = [op]
        before = op.prev_op
        while before is not None and before not in position:
            run.append(before)
            before = before.prev_op
        run.reverse()
        after = op.next_op
        while after is not None and after not in position:
            run.append(after)
            after = after.next_op
        low = -_GAP if before is None else position[before]
        high = low + (len(run) + 1) * _GAP if after is None else position[after]
        step = (high - low) // (len(run) + 1)
        if step == 0:
            self._number(block)
            return
        for index, inserted in enumerate(run, start=1):
            position[inserted] = low + index * step
