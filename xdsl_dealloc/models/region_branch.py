"""Control-flow models shared by several dialects' ops: region branch ops
that enter one region, loop over one body, run their body once per point
or forward nothing out; terminators that forward all their operands."""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from typing import ClassVar

from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.rewriter import Rewriter

from xdsl_dealloc.interfaces.control_flow import (
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.ir.rebuild import append_operands, rebuild_with


class AppendsForwardedAtEnd(RegionBranchOpInterface):
    """Ops whose forwarded operands, if any, are their trailing operands."""

    def append_forwarded(
        self,
        op: Operation,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        return rebuild_with(op, [*op.operands, *operands], result_types, rewriter)


class EntersOneRegion(AppendsForwardedAtEnd):
    """`scf.if`, `scf.index_switch`, `scf.execute_region`,
    `memref.alloca_scope`: control enters one region, whose end returns to the
    parent; nothing is forwarded inwards."""

    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        if point is not None:
            return [RegionSuccessor.parent(op)]
        entered = [RegionSuccessor.entry_of(r) for r in op.regions if r.blocks]
        if len(entered) < len(op.regions):
            entered.append(RegionSuccessor.parent(op))
        return entered

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return ()


class LoopsOverOneBody(RegionBranchOpInterface, ABC):
    """`scf.for`, `affine.for`: the op and the end of its body go to the
    body (again), after the induction variable, or back to the op."""

    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        return [
            RegionSuccessor.entry_of(op.regions[0], 1),
            RegionSuccessor.parent(op),
        ]


class RunsBodyPerPoint(RegionBranchOpInterface, ABC):
    """`scf.parallel`, `affine.parallel`: the body runs once per point of
    the iteration space (or never); nothing flows into it."""

    def successors(
        self, op: Operation, point: Region | None
    ) -> Sequence[RegionSuccessor]:
        if point is None:
            return [RegionSuccessor(op.regions[0], ()), RegionSuccessor.parent(op)]
        return [RegionSuccessor.parent(op)]

    def entry_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return ()


class ForwardsNoMemrefs(RegionBranchOpInterface, ABC):
    """Ops through which no memref may flow out: forwarding one is refused
    with the diagnostic `refusal`."""

    refusal: ClassVar[str]

    def append_forwarded(
        self,
        op: Operation,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        rewriter: Rewriter,
    ) -> Operation:
        raise error(op, self.refusal)


class ForwardsAllOperands(RegionBranchTerminatorOpInterface):
    """`scf.yield`, `func.return`, `memref.alloca_scope.return`: all operands
    go to the successor."""

    def successor_operands(
        self, op: Operation, successor: RegionSuccessor
    ) -> Sequence[SSAValue]:
        return op.operands

    def append_successor_operands(
        self, op: Operation, values: Sequence[SSAValue]
    ) -> None:
        append_operands(op, values)
