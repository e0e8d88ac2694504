"""`promote-buffers-to-stack`: small heap allocations become stack ones.

The Buffer Deallocation Internals page ("Conversion from AllocOp to
AllocaOp") and MLIR 22's pass: an allocation is replaced by its stack counterpart
(`AllocationOpInterface.promoted`, `memref.alloca` for `memref.alloc`)
when

* its buffer is small: a static shape of at most `max-alloc-size-in-bytes`
  bytes (elements times the element's bit width), or a dynamic shape of rank
  at most `max-rank-of-allocated-memref` whose sizes are all ranks of memrefs
  (`RankResult` ops);
* nothing frees it (the pass runs before deallocation);
* it has an automatic allocation scope: walking out of the regions around
  it, through known control flow (`RegionBranchOpInterface`) that is no
  loop, it reaches an `AutomaticAllocationScope` op (a function, an
  `alloca_scope`, an `scf.for` or `scf.parallel` iteration) whose region
  the buffer does not leave: no value holding the buffer is defined outside
  that region or handed to a terminator leaving it (returned, yielded to
  the next iteration).

Where MLIR 22 is unsafe this pass is not (docs/buffer-optimizations.md):
MLIR checks only the outermost scope a buffer reaches, so it promotes a
buffer returned from a `memref.alloca_scope` whose stack then ends, and it
promotes buffers stored into memrefs or turned into tensors.  Here a buffer
must stay in its innermost scope, and a buffer whose flow the analysis
cannot follow (`BufferAliases.captured`) stays on the heap.

For example,

```mlir
%a = memref.alloc() : memref<4xf32>
memref.store %x, %a[%c0] : memref<4xf32>
%v = memref.load %a[%c0] : memref<4xf32>
return %v : f32
```

becomes

```mlir
%a = memref.alloca() : memref<4xf32>
memref.store %x, %a[%c0] : memref<4xf32>
%v = memref.load %a[%c0] : memref<4xf32>
func.return %v : f32
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Attribute, Operation, OpResult, Region
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter
from xdsl.traits import IsTerminator

from xdsl_dealloc.analysis.buffer_placement import (
    AllocationAliases,
    BufferAliases,
    function_bodies,
    is_loop,
)
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.buffer_deallocation import AutomaticAllocationScope
from xdsl_dealloc.interfaces.buffer_optimization import (
    AllocationOpInterface,
    RankResult,
)
from xdsl_dealloc.interfaces.control_flow import RegionBranchOpInterface
from xdsl_dealloc.interfaces.memory_effects import allocated_results
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.values import defining_block

INDEX_BITS = 64
"""The width of `index`, as MLIR's default data layout has it."""


@dataclass(frozen=True)
class PromoteBuffersToStackPass(ModulePass):
    """Replaces small allocations that stay in their scope by stack ones."""

    name = "promote-buffers-to-stack"

    max_alloc_size_in_bytes: int = 1024
    """The largest static buffer promoted."""
    max_rank_of_allocated_memref: int = 1
    """The largest rank of a dynamically shaped buffer promoted."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for _, body in function_bodies(op):
            aliases = AllocationAliases(body)
            for allocation in list(ops_in(body)):
                model = get_interface(allocation, AllocationOpInterface)
                if model is None:
                    continue
                allocated = allocated_results(allocation)
                if len(allocated) != 1 or allocated[0][1]:
                    continue  # several buffers, or already on the stack
                buffer = allocated[0][0]
                assert isinstance(buffer, OpResult)
                if not self._is_small(allocation, buffer):
                    continue
                flow = aliases.of(buffer)
                if (
                    flow.captured
                    or flow.is_freed()
                    or not _stays_in_scope(allocation, flow)
                ):
                    continue
                if (promoted := model.promoted(allocation)) is not None:
                    Rewriter.replace_op(allocation, promoted)

    def _is_small(self, allocation: Operation, buffer: OpResult) -> bool:
        memref_type = buffer.type
        if not isinstance(memref_type, MemRefType):
            return False
        if not memref_type.has_static_shape():
            return memref_type.get_num_dims() <= (
                self.max_rank_of_allocated_memref
            ) and all(
                isinstance(size.owner, Operation)
                and get_interface(size.owner, RankResult) is not None
                for size in allocation.operands
            )
        bits = _bit_width(memref_type.element_type)
        if bits is None:
            return False
        return memref_type.element_count() * bits <= self.max_alloc_size_in_bytes * 8


def _bit_width(element: Attribute) -> int | None:
    """Bits per element, None for types without a known size."""
    if isinstance(element, IntegerType):
        return element.width.data
    if isinstance(element, IndexType):
        return INDEX_BITS
    if isinstance(element, AnyFloat):
        return element.bitwidth
    if isinstance(element, ComplexType):
        part = _bit_width(element.element_type)
        return None if part is None else 2 * part
    if isinstance(element, VectorType) and element.has_static_shape():
        part = _bit_width(element.element_type)
        return None if part is None else part * element.element_count()
    return None


def _stays_in_scope(allocation: Operation, flow: BufferAliases) -> bool:
    """Whether the innermost automatic allocation scope around `allocation`,
    reached through known control flow other than loops, keeps its buffer."""
    region = allocation.parent_region()
    while region is not None and (parent := region.parent_op()) is not None:
        if get_interface(parent, AutomaticAllocationScope) is not None:
            return not _leaves(region, flow)
        if is_loop(parent) or get_interface(parent, RegionBranchOpInterface) is None:
            return False
        region = parent.parent_region()
    return False


def _leaves(region: Region, flow: BufferAliases) -> bool:
    """Whether a value holding the buffer is defined outside `region` or
    passed to a terminator through which control leaves it."""
    for value in flow.values:
        block = defining_block(value)
        if region.find_ancestor_block_in_region(block) is None:
            return True
        for use in value.uses:
            user = use.operation
            if (
                user.parent_region() is region
                and not user.successors
                and get_interface(user, IsTerminator) is not None
            ):
                return True
    return False
