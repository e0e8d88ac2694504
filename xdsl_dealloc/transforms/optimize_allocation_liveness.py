"""`optimize-allocation-liveness`: free each buffer right after its last use.

MLIR 22's pass of the same name, meant to run after deallocation: for an
allocation (an op with an `ALLOC` effect on exactly one result) whose buffer
has exactly one freeing user in the allocation's own block, the free moves
up to right after the last op of that block using any value holding the
buffer (an op whose nested regions use it counts).  The free then comes
before unrelated work, so the buffer's memory is released earlier.

Nothing moves when a value holding the buffer is used in another block
than the allocation's (the last use is not known there), when the buffer
escapes the analysis (`BufferAliases.captured`: MLIR 22 frees a buffer
before reads of the tensor `to_tensor` made of it), or when the free op
does more than free this one buffer (results, other memrefs).  Its other
operands (a `bufferization.dealloc` condition) must be defined before the
new place; the free then goes after the last of them instead.

For example,

```mlir
%a = memref.alloc() : memref<4xf32>
memref.store %x, %a[%c0] : memref<4xf32>
%v = memref.load %a[%c0] : memref<4xf32>
%w = arith.addf %v, %v : f32
%y = arith.mulf %w, %w : f32
memref.dealloc %a : memref<4xf32>
```

becomes

```mlir
%a = memref.alloc() : memref<4xf32>
memref.store %x, %a[%c0] : memref<4xf32>
%v = memref.load %a[%c0] : memref<4xf32>
memref.dealloc %a : memref<4xf32>
%w = arith.addf %v, %v : f32
%y = arith.mulf %w, %w : f32
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass

from xdsl_dealloc.analysis.buffer_placement import (
    AllocationAliases,
    BufferAliases,
    function_bodies,
)
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.memory_effects import allocated_results, freed_operands
from xdsl_dealloc.ir.types import memref_values


@dataclass(frozen=True)
class OptimizeAllocationLivenessPass(ModulePass):
    """Moves each buffer's free right after the buffer's last use."""

    name = "optimize-allocation-liveness"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for _, body in function_bodies(op):
            aliases = AllocationAliases(body)
            for allocation in list(ops_in(body)):
                allocated = allocated_results(allocation)
                if len(allocated) != 1:
                    continue
                buffer = allocated[0][0]
                block = allocation.parent_block()
                free = _only_free_of(buffer)
                if block is None or free is None or free.parent_block() is not block:
                    continue
                flow = aliases.of(buffer)
                if flow.captured:
                    continue
                last = _last_use(flow, free, block)
                if last is None or last.next_op is free:
                    continue
                if free.is_before_in_block(last):
                    continue  # used after it is freed: not ours to fix
                free.detach()
                block.insert_op_after(free, last)


def _only_free_of(buffer: SSAValue) -> Operation | None:
    """The one user freeing `buffer` and nothing else, None if there is no
    such user or several free it."""
    frees = {
        use.operation: None
        for use in buffer.uses
        if buffer in freed_operands(use.operation)
    }
    if len(frees) != 1:
        return None
    (free,) = frees
    if free.results or memref_values(free.operands) != [buffer]:
        return None
    return free


def _last_use(flow: BufferAliases, free: Operation, block: Block) -> Operation | None:
    """The last op of `block` using the buffer (or defining an operand of
    `free`), None when some use is outside `block` or there is no use."""
    last: Operation | None = None
    for user in flow.users():
        if user is free:
            continue
        top = block.find_ancestor_op_in_block(user)
        if top is None:
            return None
        if last is None or last.is_before_in_block(top):
            last = top
    if last is None:
        return None
    for operand in free.operands:
        if (
            isinstance(operand, OpResult)
            and operand.op.parent_block() is block
            and last.is_before_in_block(operand.op)
        ):
            last = operand.op
    return last
