"""Interface models for the `memref` dialect: views, alloca scopes, the
automatic-allocation resource of `memref.alloca`, and what the buffer
optimizations may do with `alloc` and `alloca`."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import memref
from xdsl.ir import Operation, SSAValue
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind

from xdsl_dealloc.dialects.memref import ReshapeOp, TransposeOp
from xdsl_dealloc.interfaces.buffer_deallocation import (
    AutomaticAllocationScope,
    AutomaticAllocationScopeResource,
)
from xdsl_dealloc.interfaces.buffer_optimization import (
    AllocationOpInterface,
    HoistingKind,
    RankResult,
)
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.interfaces.view_like import ViewLikeOpInterface
from xdsl_dealloc.models.region_branch import EntersOneRegion, ForwardsAllOperands


class AllocaEffect(MemoryEffect):
    """`memref.alloca` allocates on the stack of its allocation scope."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return {
            EffectInstance(
                MemoryEffectKind.ALLOC, result, AutomaticAllocationScopeResource()
            )
            for result in op.results
        }


class ViewOfOperand(ViewLikeOpInterface):
    """The first result is a view of the operand named `source`."""

    def __init__(self, source: str = "source") -> None:
        self.source = source

    def view_source(self, op: Operation) -> SSAValue:
        source = getattr(op, self.source)
        assert isinstance(source, SSAValue)
        return source

    def view_results(self, op: Operation) -> Sequence[SSAValue]:
        return op.results[:1]


class HeapAllocation(AllocationOpInterface):
    """`memref.alloc`: hoistable anywhere; `memref.alloca` on the stack."""

    def hoisting_kinds(self, op: Operation) -> HoistingKind:
        return HoistingKind.LOOP | HoistingKind.BLOCK

    def promoted(self, op: Operation) -> Operation | None:
        assert isinstance(op, memref.AllocOp)
        return memref.AllocaOp.build(
            operands=[op.dynamic_sizes, op.symbol_operands],
            result_types=[op.memref.type],
            properties={"alignment": op.alignment},
        )


class StackAllocation(AllocationOpInterface):
    """`memref.alloca`: out of loops only, so it stays in its allocation
    scope's region (MLIR's hoisting kinds for it)."""

    def hoisting_kinds(self, op: Operation) -> HoistingKind:
        return HoistingKind.LOOP


def register() -> None:
    """Attaches the view, effect and allocation-scope models of `memref`."""
    for view_class, source_name in (
        (memref.SubviewOp, "source"),
        (memref.CastOp, "source"),
        (memref.MemorySpaceCastOp, "source"),
        (memref.ReinterpretCastOp, "source"),
        (memref.ViewOp, "source"),
        (memref.ExpandShapeOp, "src"),
        (memref.CollapseShapeOp, "src"),
        (memref.AssumeAlignmentOp, "memref"),
        (TransposeOp, "source"),
        (ReshapeOp, "source"),
        # Only the base buffer result is a memref; offsets and sizes are indices.
        (memref.ExtractStridedMetaDataOp, "source"),
    ):
        register_interface(view_class, ViewOfOperand(source_name))

    register_interface(memref.AllocaOp, AllocaEffect())
    register_interface(memref.AllocOp, HeapAllocation())
    register_interface(memref.AllocaOp, StackAllocation())
    register_interface(memref.RankOp, RankResult())
    register_interface(memref.AllocaScopeOp, EntersOneRegion())
    register_interface(memref.AllocaScopeOp, AutomaticAllocationScope())
    register_interface(memref.AllocaScopeReturnOp, ForwardsAllOperands())
