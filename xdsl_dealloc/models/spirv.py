"""The model of `spirv.Return`: it leaves its function as `func.return`
does (MLIR's `ReturnLike`), handing on no values."""

from __future__ import annotations

from xdsl_dealloc.dialects.spirv import ReturnOp
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.models.region_branch import ForwardsAllOperands


def register() -> None:
    register_interface(ReturnOp, ForwardsAllOperands())
