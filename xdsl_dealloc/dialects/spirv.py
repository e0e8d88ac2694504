"""MLIR's `spirv.Return`, the one op of the `spirv` dialect (which xDSL
0.74 lacks) that MLIR's own One-Shot Bufferize tests use: a function ending
in another dialect's return op, which the pass leaves as it is."""

from __future__ import annotations

from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, traits_def
from xdsl.traits import IsTerminator


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """Returns from a SPIR-V function without a value."""

    name = "spirv.Return"
    assembly_format = "attr-dict"
    traits = traits_def(IsTerminator())


Spirv = Dialect("spirv", [ReturnOp])
