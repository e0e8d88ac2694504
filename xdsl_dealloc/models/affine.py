"""Control-flow models of the `affine` dialect's region ops.

`affine.for` passes its `iter_args` (the trailing operand segment) to the
body's arguments after the induction variable and gets the body's
`affine.yield` operands back, as `scf.for`; `affine.if` enters one of its
regions, as `scf.if`, but its condition is an integer set, not an `i1`, so
it gives no facts about the regions.  With these, the deallocation pass
treats buffers in and around them as MLIR 22 does (which, unlike this
model, forgets to grow `affine.for`'s operand segments when it forwards
ownership through `iter_args`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import affine
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
    NoMemoryEffect,
    RecursiveMemoryEffect,
)

from xdsl_dealloc.dialects.affine import CustomFormIfOp, CustomFormParallelOp
from xdsl_dealloc.interfaces.control_flow import (
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import grow_segment, rebuild_with
from xdsl_dealloc.models.region_branch import (
    EntersOneRegion,
    ForwardsAllOperands,
    ForwardsNoMemrefs,
    LoopsOverOneBody,
    RunsBodyPerPoint,
)

_INITS = 2
"""The operand segment of `affine.for`'s `iter_args` (after both bounds)."""


class AffineFor(LoopsOverOneBody):
    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        assert isinstance(op, affine.ForOp)
        return op.inits

    def append_forwarded(
        self,
        op: Operation,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        new_operands, properties = grow_segment(op, _INITS, operands)
        return rebuild_with(op, new_operands, result_types, rewriter, properties)


class AffineIf(EntersOneRegion):
    """Its condition is an integer set: no `i1` fact holds in a region."""


class AffineParallel(RunsBodyPerPoint, ForwardsNoMemrefs):
    """Without reductions, nothing flows in or out."""

    refusal = "an affine.parallel cannot return memrefs"


class ReadsMemref(MemoryEffect):
    """`affine.load`, `affine.vector_load`: read their memref (MLIR's
    effects; xDSL 0.74 declares none, so the deallocation pass refused
    them)."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.READ, op.operands[0])}


class WritesMemref(MemoryEffect):
    """`affine.store`, `affine.vector_store`: write their memref."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        return {EffectInstance(MemoryEffectKind.WRITE, op.operands[1])}


def register() -> None:
    """Attaches the control-flow models of `affine.for`, `affine.if`,
    `affine.parallel` and `affine.yield`, and MLIR's memory effects of the
    accesses, of `affine.parallel` and of `affine.min`."""
    register_interface(affine.ForOp, AffineFor())
    for if_class in (affine.IfOp, CustomFormIfOp):
        register_interface(if_class, AffineIf())
    for parallel_class in (affine.ParallelOp, CustomFormParallelOp):
        register_interface(parallel_class, AffineParallel())
    register_interface(affine.ParallelOp, RecursiveMemoryEffect())
    register_interface(affine.YieldOp, ForwardsAllOperands())
    for reads in (affine.LoadOp, affine.VectorLoadOp):
        register_interface(reads, ReadsMemref())
    for writes in (affine.StoreOp, affine.VectorStoreOp):
        register_interface(writes, WritesMemref())
    register_interface(affine.MinOp, NoMemoryEffect())
