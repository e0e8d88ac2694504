"""The models of the `dealloc_test` ops: `region_yield` hands all its
operands to its parent's results."""

from __future__ import annotations

from xdsl_dealloc.dialects.dealloc_test import RegionYieldOp
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.models.region_branch import ForwardsAllOperands


def register() -> None:
    register_interface(RegionYieldOp, ForwardsAllOperands())
