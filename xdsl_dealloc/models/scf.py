"""Control-flow models of the `scf` dialect."""

from __future__ import annotations

from abc import ABC
from collections.abc import Mapping, Sequence

from xdsl.dialects import scf
from xdsl.ir import Operation, Region, SSAValue

from xdsl_dealloc.dialects.scf import ForallOp, InParallelOp
from xdsl_dealloc.interfaces.buffer_deallocation import AutomaticAllocationScope
from xdsl_dealloc.interfaces.control_flow import (
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.types import is_memref
from xdsl_dealloc.models.region_branch import (
    AppendsForwardedAtEnd,
    EntersOneRegion,
    ForwardsAllOperands,
    ForwardsNoMemrefs,
    LoopsOverOneBody,
    RunsBodyPerPoint,
)


class ScfIf(EntersOneRegion):
    def facts_on_entry(self, op: Operation, region: Region) -> Mapping[SSAValue, bool]:
        assert isinstance(op, scf.IfOp)
        # The condition, and whether `region` is the then region.
        return {op.operands[0]: region is op.regions[0]}


class ScfFor(LoopsOverOneBody, AppendsForwardedAtEnd):
    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        assert isinstance(op, scf.ForOp)
        return op.operands[3:]  # after the bounds and the step


class ScfWhile(AppendsForwardedAtEnd):
    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        assert isinstance(op, scf.WhileOp)
        # By position: IRDL's named accessors cost several calls each, and
        # the sweeps ask this at every visit of the loop.
        before, after = op.regions
        if point is before:
            return [RegionSuccessor.entry_of(after), RegionSuccessor.parent(op)]
        return [RegionSuccessor.entry_of(before)]

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        assert isinstance(op, scf.WhileOp)
        return op.operands[:]  # its `arguments`, its only operands


class _ReducesNoMemrefs(ForwardsNoMemrefs, ABC):
    """`scf.parallel` and `scf.reduce`: the pass handles them as long as no
    memref is reduced (it would need the ownership of the reduction)."""

    refusal = "reductions of memrefs are not supported"

    def unsupported_reason(self, op: Operation) -> str | None:
        return memref_reduction(op.operands)


class ScfParallel(RunsBodyPerPoint, _ReducesNoMemrefs):
    """Reductions feed the results."""


class ScfForall(ForwardsNoMemrefs):
    """As MLIR 22: the op and its body may go to the body (again) or back to
    the op.  The body's arguments are indices and the `shared_outs` tensors
    and `scf.forall.in_parallel` forwards nothing, so no memref flows in or
    out through the op."""

    refusal = "scf.forall cannot forward memrefs"

    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        assert isinstance(op, ForallOp)
        return [RegionSuccessor(op.body, ()), RegionSuccessor(None, ())]

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return ()


class ScfReduce(_ReducesNoMemrefs):
    """Each reduction region combines two values and returns to the op."""

    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        if point is not None:
            return [RegionSuccessor.parent(op)]
        return [RegionSuccessor.entry_of(r) for r in op.regions]

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        assert isinstance(op, scf.ReduceOp) and successor.region is not None
        return [op.args[list(op.regions).index(successor.region)]] * 2


class ForwardsNothing(RegionBranchTerminatorOpInterface):
    """A terminator that forwards no value to its successors: `scf.reduce`,
    whose operands feed the reduction regions (their results, not the
    operands, become the `scf.parallel` op's), and `scf.forall.in_parallel`,
    whose combining ops write the shared outputs.  `refusal` is the
    diagnostic when a memref would have to be forwarded."""

    def __init__(self, refusal: str) -> None:
        self.refusal = refusal

    def successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return ()

    def append_successor_operands(
        self, op: Operation, values: Sequence[SSAValue]
    ) -> None:
        raise error(op, self.refusal)


def memref_reduction(values: Sequence[SSAValue]) -> str | None:
    if any(is_memref(value) for value in values):
        return _ReducesNoMemrefs.refusal
    return None


class ScfCondition(ForwardsAllOperands):
    """`scf.condition`: all operands but the condition go to the successor."""

    def successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        assert isinstance(op, scf.ConditionOp)
        return op.args


def register() -> None:
    """Attaches the control-flow models of `scf`."""
    register_interface(scf.IfOp, ScfIf())
    register_interface(scf.IndexSwitchOp, EntersOneRegion())
    register_interface(scf.ExecuteRegionOp, EntersOneRegion())
    register_interface(scf.ForOp, ScfFor())
    register_interface(scf.WhileOp, ScfWhile())
    register_interface(scf.ParallelOp, ScfParallel())
    register_interface(scf.ReduceOp, ScfReduce())
    register_interface(ForallOp, ScfForall())
    # As in MLIR 22: each iteration's allocas end with the iteration (MLIR's
    # canonicalization keeps an alloca of an `alloca_scope` in `scf.forall`).
    register_interface(scf.ForOp, AutomaticAllocationScope())
    register_interface(scf.ParallelOp, AutomaticAllocationScope())
    register_interface(ForallOp, AutomaticAllocationScope())
    register_interface(
        InParallelOp, ForwardsNothing("scf.forall.in_parallel cannot forward memrefs")
    )
    register_interface(
        scf.ReduceOp, ForwardsNothing("reductions of memrefs are not supported")
    )
    register_interface(scf.YieldOp, ForwardsAllOperands())
    register_interface(scf.ConditionOp, ScfCondition())
