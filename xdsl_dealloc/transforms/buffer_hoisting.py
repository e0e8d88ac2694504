"""`buffer-hoisting` and `buffer-loop-hoisting`: allocations move up.

Both walk from an allocation's block upwards (the Buffer Deallocation
Internals page, "Movement and Placement of Allocations"; MLIR 22's
`BufferAllocationHoisting`): to the immediate dominator while there is one in the region, else out of the
region to the block of its parent op, if that op is known control flow
(`RegionBranchOpInterface`) and the pass allows leaving it.  The walk never
passes the block where an operand of the allocation is defined (a dynamic
size computed in a branch keeps the allocation there).

* `buffer-hoisting` (`HoistingKind.BLOCK`) moves the allocation into the
  nearest common dominator of its buffer's uses (the uses of every value
  the buffer flows into), never out of a loop: a branch's allocation whose
  buffer flows to the join goes up to the branch point.
* `buffer-loop-hoisting` (`HoistingKind.LOOP`) moves it out of every loop
  around it whose iterations do not pass the buffer on (the buffer's uses
  are all inside the loop), and no further: it never moves it into a
  dominator, nor out of a branch that may not run.

An allocation is placed right before the op holding its old position (out
of a region) or before the terminator of a dominator block.  Allocations
whose buffer the function frees somewhere are left where they are: the
free would not move with them (MLIR 22 moves them, and frees a loop's
hoisted buffer once per iteration, or leaks one of two branches' hoisted
buffers).  Views, loops, branches, calls and allocation scopes are all
known through interfaces (see `xdsl_dealloc.analysis.buffer_placement`).

For example, with `buffer-hoisting`,

```mlir
%r = scf.if %c -> (memref<?xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  scf.yield %a : memref<?xf32>
} else {
  %b = memref.alloc(%n) : memref<?xf32>
  scf.yield %b : memref<?xf32>
}
```

becomes

```mlir
%a = memref.alloc(%n) : memref<?xf32>
%b = memref.alloc(%n) : memref<?xf32>
%r = scf.if %c -> (memref<?xf32>) {
  scf.yield %a : memref<?xf32>
} else {
  scf.yield %b : memref<?xf32>
}
```

and with `buffer-loop-hoisting`,

```mlir
scf.for %i = %lb to %ub step %s {
  %a = memref.alloc() : memref<4xf32>
  memref.store %x, %a[%i] : memref<4xf32>
}
```

becomes

```mlir
%a = memref.alloc() : memref<4xf32>
scf.for %i = %lb to %ub step %s {
  memref.store %x, %a[%i] : memref<4xf32>
}
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, OpResult, Region
from xdsl.passes import ModulePass

from xdsl_dealloc.analysis.buffer_placement import (
    AllocationAliases,
    BufferAliases,
    Dominance,
    function_bodies,
    is_loop,
)
from xdsl_dealloc.analysis.liveness import Liveness
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.buffer_optimization import (
    AllocationOpInterface,
    HoistingKind,
)
from xdsl_dealloc.interfaces.control_flow import RegionBranchOpInterface
from xdsl_dealloc.interfaces.memory_effects import allocated_results
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.values import defining_block


@dataclass(frozen=True)
class BufferHoistingPass(ModulePass):
    """Moves allocations into the common dominator of their buffer's uses."""

    name = "buffer-hoisting"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function, body in function_bodies(op):
            _Hoisting(function, body, HoistingKind.BLOCK).run()


@dataclass(frozen=True)
class BufferLoopHoistingPass(ModulePass):
    """Moves allocations out of loops they do not depend on."""

    name = "buffer-loop-hoisting"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for function, body in function_bodies(op):
            _Hoisting(function, body, HoistingKind.LOOP).run()


class _Hoisting:
    """One pass over one function body."""

    def __init__(self, function: Operation, body: Region, kind: HoistingKind) -> None:
        self.function = function
        self.body = body
        self.kind = kind
        self.aliases = AllocationAliases(body)
        self.dominance = Dominance()
        self.liveness = Liveness(function)

    def run(self) -> None:
        for op, buffer in self._candidates():
            placement = self._placement(op, buffer)
            if placement is None or placement is op.parent_block():
                continue
            start = self.liveness.start_operation(buffer, placement)
            before = placement.find_ancestor_op_in_block(start) or placement.last_op
            assert before is not None  # the placement holds the walk's blocks
            op.detach()
            placement.insert_op_before(op, before)

    def _candidates(self) -> list[tuple[Operation, OpResult]]:
        """The allocations this pass may move, with their one buffer."""
        found: list[tuple[Operation, OpResult]] = []
        for op in ops_in(self.body):
            model = get_interface(op, AllocationOpInterface)
            if model is None or not (self.kind & model.hoisting_kinds(op)):
                continue
            allocated = allocated_results(op)
            if len(allocated) == 1 and isinstance(allocated[0][0], OpResult):
                found.append((op, allocated[0][0]))
        return found

    def _placement(self, op: Operation, buffer: OpResult) -> Block | None:
        """The block the allocation moves to, None to leave it."""
        aliases = self.aliases.of(buffer)
        if aliases.is_freed():
            return None
        alias_dominator = self._alias_dominator(aliases)
        dependency = self._dependency_block(op)
        if self.kind is HoistingKind.BLOCK:
            upper_bound = alias_dominator
            if dependency is not None and (
                alias_dominator is None
                or self.dominance.properly_dominates(alias_dominator, dependency)
            ):
                upper_bound = dependency
        else:
            upper_bound = dependency
        return self._walk_up(op, upper_bound, alias_dominator)

    def _alias_dominator(self, aliases: BufferAliases) -> Block | None:
        """The nearest common dominator of where the buffer is held and used;
        the function's entry when it escapes the analysis."""
        if aliases.captured:
            return self.body.first_block
        blocks: dict[Block, None] = {}
        for value in aliases.values:
            blocks[defining_block(value)] = None
        for user in aliases.users():
            if (block := user.parent_block()) is not None:
                blocks[block] = None
        return self.dominance.nearest_common_dominator(blocks)

    def _dependency_block(self, op: Operation) -> Block | None:
        """The deepest block defining an operand of `op`."""
        deepest: Block | None = None
        for operand in op.operands:
            block = defining_block(operand)
            if deepest is None or self.dominance.dominates(deepest, block):
                deepest = block
        return deepest

    def _walk_up(
        self, op: Operation, upper_bound: Block | None, alias_dominator: Block | None
    ) -> Block | None:
        current = op.parent_block()
        if current is None:
            return None
        placement = current
        while (parent := current.parent_op()) is not None and (
            parent_block := parent.parent_block()
        ) is not None:
            if upper_bound is not None and not self.dominance.properly_dominates(
                upper_bound, current
            ):
                break
            region = current.parent
            if region is not None and current is not region.first_block:
                dominator = self.dominance.immediate_dominator(current)
                if dominator is None:
                    break  # unreachable: stays where it is
                current = dominator
                if self.kind is HoistingKind.BLOCK:
                    placement = current
                continue
            if (
                parent is self.function
                or get_interface(parent, RegionBranchOpInterface) is None
                or not self._may_leave(parent, alias_dominator)
            ):
                break
            current = placement = parent_block
        return placement

    def _may_leave(self, parent: Operation, alias_dominator: Block | None) -> bool:
        """Whether the allocation may move out of the regions of `parent`."""
        if self.kind is HoistingKind.BLOCK:
            return not is_loop(parent)
        parent_block = parent.parent_block()
        return (
            is_loop(parent)
            and parent_block is not None
            and (
                alias_dominator is None
                or not self.dominance.dominates(alias_dominator, parent_block)
            )
        )
