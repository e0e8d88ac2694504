"""Block liveness with the semantics of MLIR's `mlir::Liveness`.

The deallocation pass asks, per block, which values are live on entry and on
exit (MLIR's ownership-based buffer deallocation: the memrefs a block may own are its live-in values plus its
arguments and allocations; the memrefs retained at a branch are live-out of the
source and live-in at the destination).  The rules, as MLIR defines them:

* a use inside a nested region of op X counts as a use by X in X's block, so
  every block in that chain of regions has the value live-in, up to the region
  that defines the value;
* the values a block defines are its arguments, the results of its ops, and
  everything defined in regions nested under it;
* live-out(B) = the values defined in B and used in another block of B's
  region, together with live-in(S) for every successor S of B's last op;
* live-in(B) = uses(B) | (live-out(B) - defs(B)), to a fixpoint, so values
  stay live around loops.

Values are numbered in the order MLIR's test printer numbers them: blocks in
pre-order, and per block its arguments and then the results of its ops before
any nested block.  Value sets are bitsets (Python ints) over that numbering,
which keeps the fixpoint cheap and gives a deterministic order for free: every
ordered result lists values by that number, i.e. by definition order.  The
values defined under a block are then one contiguous range of numbers, so
"defined in B or nested in B" is a range test.

With `memrefs_only`, only memref values are numbered and followed (what the
deallocation pass asks about): every answer is then the full analysis's
restricted to memrefs, as each value's liveness is decided independently of
the others', and the pass's questions get only what it looks at.

The analysis is a snapshot of the IR at construction: values and blocks created
later are unknown to it (`is_live_in`/`is_live_out` answer False for such
values).  Queries about op order (`is_dead_after`, `end_operation`, ...) use the
IR as it is at query time.
"""

from __future__ import annotations

from collections.abc import Iterable

from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue

from xdsl_dealloc.analysis.walk import block_ops, ops_in
from xdsl_dealloc.ir.traits import is_isolated_from_above
from xdsl_dealloc.ir.types import is_memref, memref_values


def _any_value(value: SSAValue) -> bool:
    return True


class _BlockInfo:
    """What the analysis knows about one block, indexed by its pre-order number."""

    __slots__ = (
        "block",
        "parent",
        "first_value",
        "end_value",
        "successors",
        "predecessors",
        "used",
        "escaping",
        "live_in",
        "live_out",
    )

    def __init__(self, block: Block, parent: int, first_value: int) -> None:
        self.block = block
        self.parent = parent
        """Number of the block holding the op whose region holds this block,
        or -1."""
        self.first_value = first_value
        """The values defined in this block or nested in it are numbered
        `first_value <= n < end_value`."""
        self.end_value = 0
        self.successors: list[int] = []
        self.predecessors: list[int] = []
        self.used: set[int] = set()
        """Values used in this block (or nested in it) and defined elsewhere."""
        self.escaping: set[int] = set()
        """Values defined by this block and used in another block of its
        region."""
        self.live_in = 0
        self.live_out = 0

    @property
    def defined_mask(self) -> int:
        return ((1 << (self.end_value - self.first_value)) - 1) << self.first_value


def _bits_of(numbers: set[int]) -> int:
    """The bitset holding `numbers`, built in time linear in their spread."""
    if not numbers:
        return 0
    low = min(numbers)
    buffer = bytearray(((max(numbers) - low) >> 3) + 1)
    for number in numbers:
        offset = number - low
        buffer[offset >> 3] |= 1 << (offset & 7)
    return int.from_bytes(buffer, "little") << low


def _numbers_in(bits: int) -> list[int]:
    """The members of a bitset in increasing order."""
    digits = bin(bits)[:1:-1]
    numbers: list[int] = []
    position = digits.find("1")
    while position >= 0:
        numbers.append(position)
        position = digits.find("1", position + 1)
    return numbers


class Liveness:
    """Live-in and live-out values of every block nested under an op.

    Build it on a function (or any op, e.g. a module); all regions nested under
    that op are analysed.  Ordered results list values by definition order
    (see `value_number`).
    """

    def __init__(self, root: Operation, *, memrefs_only: bool = False) -> None:
        self.root = root
        self._tracked = is_memref if memrefs_only else _any_value
        self._memrefs_only = memrefs_only
        self._blocks: list[_BlockInfo] = []
        # Keyed by `id`: xDSL hashes IR objects in Python, and the objects
        # are held here (`_blocks`, `_values`) while the keys are in use.
        self._block_numbers: dict[int, int] = {}
        self._values: list[SSAValue] = []
        self._value_numbers: dict[int, int] = {}
        self._defining_blocks: list[int] = []
        self._op_positions: dict[Block, dict[Operation, int]] = {}
        self._untracked: set[int] = set()
        """`id`s of the values defined here that are not followed (held
        by their ops until the analysis is built)."""
        # No value from outside reaches an isolated root, so its uses are
        # the uses of the values it defines: found from those values (with
        # `memrefs_only`, a few) instead of every operand of every op.
        self._from_uses = is_isolated_from_above(root)
        for region in root.regions:
            for block in region.blocks:
                self._number_block(block, -1)
        if self._from_uses:
            self._collect_uses_of_values()
        else:
            self._collect_uses()
        self._collect_edges()
        self._untracked.clear()
        self._solve()

    # Construction -----------------------------------------------------------

    def _number_value(self, value: SSAValue, defining_block: int) -> int:
        number = len(self._values)
        self._values.append(value)
        self._value_numbers[id(value)] = number
        self._defining_blocks.append(defining_block)
        return number

    def _number_block(self, block: Block, parent: int) -> None:
        """Numbers `block`, its values, then the blocks nested in it (pre-order)."""
        number = len(self._blocks)
        info = _BlockInfo(block, parent, len(self._values))
        self._blocks.append(info)
        self._block_numbers[id(block)] = number
        with_regions: list[Operation] = []
        if self._from_uses and self._memrefs_only:
            # Nothing to note of what is skipped: only the walk over
            # operands needs to know it.  (The numbering inlined: this runs
            # for every op of every function.)
            values = self._values
            value_numbers = self._value_numbers
            defining_blocks = self._defining_blocks
            for argument in memref_values(block.args):
                value_numbers[id(argument)] = len(values)
                values.append(argument)
                defining_blocks.append(number)
            op = block.first_op
            while op is not None:
                if op.results:
                    for result in memref_values(op.results):
                        value_numbers[id(result)] = len(values)
                        values.append(result)
                        defining_blocks.append(number)
                if op.regions:
                    with_regions.append(op)
                op = op.next_op
        else:
            self._number_values_of(block, number, with_regions)
        for op in with_regions:
            for region in op.regions:
                for nested in region.blocks:
                    self._number_block(nested, number)
        info.end_value = len(self._values)

    def _number_values_of(
        self, block: Block, number: int, with_regions: list[Operation]
    ) -> None:
        """Numbers the tracked values `block` defines, notes the others
        (`_untracked`), and collects its ops with regions."""
        tracked = self._tracked
        # (Only the walk over operands needs to know what it skips.)
        untracked = set[int]() if self._from_uses else self._untracked
        for argument in block.args:
            if tracked(argument):
                self._number_value(argument, number)
            else:
                untracked.add(id(argument))
        for op in block_ops(block):
            for result in op.results:
                if tracked(result):
                    self._number_value(result, number)
                else:
                    untracked.add(id(result))
            if op.regions:
                with_regions.append(op)

    def _collect_uses(self) -> None:
        blocks = self._blocks
        tracked = self._tracked
        untracked = self._untracked
        numbers = self._value_numbers
        for number, info in enumerate(blocks):
            first, end = info.first_value, info.end_value
            for op in block_ops(info.block):
                for operand in op.operands:
                    key = id(operand)
                    value_number = numbers.get(key)
                    if value_number is None:
                        if key not in untracked and tracked(operand):
                            self._record_use(operand, number)
                    elif not first <= value_number < end:
                        # (Used where defined is no use to record.)
                        self._record_use(operand, number)

    def _collect_uses_of_values(self) -> None:
        """`_collect_uses`, value by value: the same uses are recorded (in
        another order, which the sets they go to do not keep)."""
        blocks = self._blocks
        block_numbers = self._block_numbers
        for value_number, value in enumerate(self._values):
            for use in value.uses:
                # (An op's `parent` is its block, `parent_block()` a call.)
                number = block_numbers.get(id(use.operation.parent))
                if number is None:
                    continue
                info = blocks[number]
                if not info.first_value <= value_number < info.end_value:
                    self._record_use(value, number)

    def _collect_edges(self) -> None:
        blocks = self._blocks
        for number, info in enumerate(blocks):
            last_op = info.block.last_op
            if last_op is None:
                continue
            for successor in last_op.successors:
                successor_number = self._block_numbers.get(id(successor))
                if successor_number is not None:
                    info.successors.append(successor_number)
                    blocks[successor_number].predecessors.append(number)

    def _record_use(self, value: SSAValue, user_block: int) -> None:
        """Marks `value` used by `user_block` and the blocks enclosing it.

        The chain of enclosing blocks stops at the first block that defines the
        value (directly or nested); reaching the defining block's region at
        another block means the value escapes its defining block.
        """
        number = self._value_numbers.get(id(value))
        if number is None:  # defined outside the analysed op
            number = self._number_value(value, -1)
        defining_block = self._defining_blocks[number]
        defining_region: Region | None = (
            self._blocks[defining_block].block.parent if defining_block >= 0 else None
        )
        current = user_block
        while current >= 0:
            info = self._blocks[current]
            if info.first_value <= number < info.end_value:
                return
            info.used.add(number)
            if info.block.parent is defining_region:
                self._blocks[defining_block].escaping.add(number)
                return
            current = info.parent

    def _solve(self) -> None:
        """Backward fixpoint over the CFG of every region, with a worklist."""
        blocks = self._blocks
        used = [_bits_of(info.used) for info in blocks]
        escaping = [_bits_of(info.escaping) for info in blocks]
        defined = [info.defined_mask for info in blocks]
        queued = bytearray(len(blocks))
        worklist: list[int] = []
        for number, info in enumerate(blocks):
            info.live_out = escaping[number]
            info.live_in = used[number] | (info.live_out & ~defined[number])
            if info.live_in:
                for predecessor in info.predecessors:
                    if not queued[predecessor]:
                        queued[predecessor] = 1
                        worklist.append(predecessor)
        while worklist:
            number = worklist.pop()
            queued[number] = 0
            info = blocks[number]
            live_out = escaping[number]
            for successor in info.successors:
                live_out |= blocks[successor].live_in
            info.live_out = live_out
            live_in = used[number] | (live_out & ~defined[number])
            if live_in == info.live_in:
                continue
            info.live_in = live_in
            for predecessor in info.predecessors:
                if not queued[predecessor]:
                    queued[predecessor] = 1
                    worklist.append(predecessor)
        for info in blocks:
            info.used.clear()
            info.escaping.clear()

    # Numbering --------------------------------------------------------------

    @property
    def blocks(self) -> tuple[Block, ...]:
        """Every analysed block, in pre-order (MLIR's test numbering)."""
        return tuple(info.block for info in self._blocks)

    def block_number(self, block: Block) -> int:
        """Pre-order number of `block` among the analysed blocks."""
        number = self._block_numbers.get(id(block))
        if number is None:
            raise ValueError(
                f"block {block} is not nested under the op this liveness was "
                f"computed for ({self.root.name}), or was created afterwards"
            )
        return number

    def _info(self, block: Block) -> _BlockInfo:
        number = self._block_numbers.get(id(block))
        if number is None:
            number = self.block_number(block)  # (which raises)
        return self._blocks[number]

    def value_number(self, value: SSAValue) -> int | None:
        """Definition-order number of `value`; None for values never seen."""
        return self._value_numbers.get(id(value))

    def _in_order(self, bits: int) -> tuple[SSAValue, ...]:
        if not bits:
            return ()
        # (`map` rather than a generator, which costs a call per value.)
        return tuple(map(self._values.__getitem__, _numbers_in(bits)))

    def sorted_by_definition(self, values: Iterable[SSAValue]) -> list[SSAValue]:
        """`values` in definition order; values unknown to the analysis last."""
        unknown = len(self._values)
        numbers = self._value_numbers
        return sorted(values, key=lambda value: numbers.get(id(value), unknown))

    # Block liveness ---------------------------------------------------------

    def live_in(self, block: Block) -> tuple[SSAValue, ...]:
        """Values live on entry to `block`, in definition order."""
        return self._in_order(self._info(block).live_in)

    def live_out(self, block: Block) -> tuple[SSAValue, ...]:
        """Values live on exit from `block`, in definition order."""
        return self._in_order(self._info(block).live_out)

    def live_across(self, source: Block, target: Block) -> tuple[SSAValue, ...]:
        """live-out(source) & live-in(target), in definition order.

        This is the liveness part of the values a branch from `source` to
        `target` must retain (as MLIR's deallocation does).
        """
        return self._in_order(self._info(source).live_out & self._info(target).live_in)

    def _has(self, bits: int, value: SSAValue) -> bool:
        number = self._value_numbers.get(id(value))
        return number is not None and bool((bits >> number) & 1)

    def is_live_in(self, value: SSAValue, block: Block) -> bool:
        return self._has(self._info(block).live_in, value)

    def is_live_out(self, value: SSAValue, block: Block) -> bool:
        return self._has(self._info(block).live_out, value)

    # Live ranges inside a block (MLIR's LivenessBlockInfo queries) -----------

    def _positions(
        self, block: Block, ops: Iterable[Operation]
    ) -> dict[Operation, int]:
        """Op indices in `block`, covering at least `ops`.

        Cached per block and rebuilt when one of `ops` is missing (added
        since).  Inserting or erasing ops keeps the cached indices in the right
        order, so one query only ever compares indices of one dict; moving an
        op within its block is not detected.
        """
        positions = self._op_positions.get(block)
        if positions is None or any(op not in positions for op in ops):
            positions = {member: index for index, member in enumerate(block.ops)}
            self._op_positions[block] = positions
            for op in ops:
                if op not in positions:
                    raise ValueError(f"operation {op.name} is not in block {block}")
        return positions

    def _users_in(self, value: SSAValue, block: Block) -> list[Operation]:
        """The ops of `block` that use `value`, directly or in nested regions."""
        users: list[Operation] = []
        for use in value.uses:
            user = block.find_ancestor_op_in_block(use.operation)
            if user is not None:
                users.append(user)
        return users

    def start_operation(self, value: SSAValue, block: Block) -> Operation:
        """First op of `block` where `value` is live: the block's first op when
        the value is live-in or a block argument, else its defining op."""
        first_op = block.first_op
        if first_op is None:
            raise ValueError(f"block {block} has no operations")
        if isinstance(value, OpResult) and not self.is_live_in(value, block):
            return value.op
        return first_op

    def end_operation(
        self, value: SSAValue, block: Block, start: Operation
    ) -> Operation:
        """Last op of `block` (at or after `start`) where `value` is live: the
        block's last op when the value is live-out, else its last user in the
        block (an op whose nested regions use it counts as a user)."""
        last_op = block.last_op
        if last_op is not None and self.is_live_out(value, block):
            return last_op
        users = self._users_in(value, block)
        positions = self._positions(block, [start, *users])
        return max([start, *users], key=positions.__getitem__)

    def is_dead_after(self, value: SSAValue, op: Operation) -> bool:
        """True when `value` is not live-out of `op`'s block and no later op of
        that block uses it (MLIR's `Liveness::isDeadAfter`)."""
        block = op.parent_block()
        if block is None:
            raise ValueError(f"operation {op.name} is not in a block")
        if self.is_live_out(value, block):
            return False
        users = self._users_in(value, block)
        positions = self._positions(block, [op, *users])
        return all(positions[user] <= positions[op] for user in users)

    def live_ranges(self, block: Block) -> dict[SSAValue, tuple[int, int]]:
        """First and last op index in `block` where each value is live, for the
        block's arguments, its live-in values and its ops' results, in
        definition order.  One walk over the block."""
        ops = list(block.ops)
        if not ops:
            return {}
        self._op_positions[block] = {op: index for index, op in enumerate(ops)}
        last_use: dict[SSAValue, int] = {}
        for position, op in enumerate(ops):
            for nested in ops_in(op):
                for operand in nested.operands:
                    last_use[operand] = position
        info = self._info(block)
        candidates: list[SSAValue] = [*block.args, *self._in_order(info.live_in)]
        starts: dict[SSAValue, int] = {}
        for position, op in enumerate(ops):
            for result in op.results:
                candidates.append(result)
                starts[result] = position
        ranges: dict[SSAValue, tuple[int, int]] = {}
        for value in self.sorted_by_definition(dict.fromkeys(candidates)):
            start = 0 if self._has(info.live_in, value) else starts.get(value, 0)
            if self._has(info.live_out, value):
                end = len(ops) - 1
            else:
                end = max(start, last_use.get(value, start))
            ranges[value] = (start, end)
        return ranges

    def currently_live_values(self, op: Operation) -> tuple[SSAValue, ...]:
        """Values live at `op` (MLIR's `currentlyLiveValues`), in definition
        order: those of `live_ranges` whose range includes `op`."""
        block = op.parent_block()
        if block is None:
            raise ValueError(f"operation {op.name} is not in a block")
        ranges = self.live_ranges(block)
        position = self._positions(block, [op])[op]
        return tuple(
            value for value, (start, end) in ranges.items() if start <= position <= end
        )

    def _users_per_block(self, value: SSAValue) -> dict[Block, list[Operation]]:
        """For every analysed block, its ops using `value` directly or in their
        nested regions."""
        users: dict[Block, list[Operation]] = {}
        for use in value.uses:
            user: Operation | None = use.operation
            while user is not None:
                block = user.parent_block()
                if block is None or id(block) not in self._block_numbers:
                    break
                users.setdefault(block, []).append(user)
                user = block.parent_op()
        return users

    def resolve_liveness(self, value: SSAValue) -> list[Operation]:
        """Every op at which `value` is live (MLIR's `resolveLiveness`): in the
        defining block and the blocks of its users, and transitively in the
        successors where it is live-in; from its start to its end in each."""
        if isinstance(value, BlockArgument):
            first_block: Block | None = value.block
        elif isinstance(value, OpResult):
            first_block = value.op.parent_block()
        else:
            first_block = None
        pending: list[Block] = []
        visited: set[Block] = set()
        for block in (
            first_block,
            *(use.operation.parent_block() for use in value.uses),
        ):
            if (
                block is not None
                and id(block) in self._block_numbers
                and block not in visited
            ):
                visited.add(block)
                pending.append(block)
        users_per_block = self._users_per_block(value)
        live_ops: list[Operation] = []
        while pending:
            block = pending.pop()
            last_op = block.last_op
            if last_op is None:
                continue
            start = self.start_operation(value, block)
            users = users_per_block.get(block, [])
            positions = self._positions(block, [start, last_op, *users])
            if self.is_live_out(value, block):
                end = positions[last_op]
            else:
                end = max(positions[user] for user in [start, *users])
            current: Operation | None = start
            for _ in range(end - positions[start] + 1):
                assert current is not None  # `end` is an op of `block`
                live_ops.append(current)
                current = current.next_op
            for successor in last_op.successors:
                if successor not in visited and self.is_live_in(value, successor):
                    visited.add(successor)
                    pending.append(successor)
        return live_ops
