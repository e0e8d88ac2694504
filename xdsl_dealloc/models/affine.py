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

from xdsl_dealloc.interfaces.control_flow import (
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import grow_segment, rebuild_with
from xdsl_dealloc.models.region_branch import (
    EntersOneRegion,
    ForwardsAllOperands,
    LoopsOverOneBody,
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


def register() -> None:
    """Attaches the control-flow models of `affine.for`, `affine.if` and
    `affine.yield`."""
    register_interface(affine.ForOp, AffineFor())
    register_interface(affine.IfOp, AffineIf())
    register_interface(affine.YieldOp, ForwardsAllOperands())
