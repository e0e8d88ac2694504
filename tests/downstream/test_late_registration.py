"""A model registered after the passes have looked at an op class is seen by
the next run: what the passes cache per op class is forgotten on
registration."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import Builtin, MemRefType, ModuleOp
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def
from xdsl.parser import Parser
from xdsl.traits import MemoryFreeEffect
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.dialects.memref import MemRef
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)


@irdl_op_definition
class ReleaseOp(IRDLOperation):
    """Frees a buffer, but declares no effects until a model says so."""

    name = "late.release"
    buffer = operand_def(MemRefType)
    assembly_format = "$buffer attr-dict `:` type($buffer)"


PROGRAM = """
func.func @f() {
  %a = memref.alloc() : memref<2xf32>
  late.release %a : memref<2xf32>
  return
}
"""


def parse() -> ModuleOp:
    ctx = Context()
    for dialect in (Builtin, func.Func, MemRef, Dialect("late", [ReleaseOp])):
        ctx.load_dialect(dialect)
    return Parser(ctx, PROGRAM).parse_module()


def test_effects_registered_after_a_rejection_are_used():
    with pytest.raises(DiagnosticException, match="must declare their memory"):
        OwnershipBasedBufferDeallocationPass().apply(Context(), parse())
    register_interface(ReleaseOp, MemoryFreeEffect())
    # Now known to free %a, it is left to free it; the pass frees nothing.
    module = parse()
    OwnershipBasedBufferDeallocationPass().apply(Context(), module)
    assert sum(isinstance(op, ReleaseOp) for op in module.walk()) == 1
    assert not any(isinstance(op, DeallocOp) for op in module.walk())
    module = parse()
    OwnershipBasedBufferDeallocationPass(remove_existing_deallocations=True).apply(
        Context(), module
    )
    assert not any(isinstance(op, ReleaseOp) for op in module.walk())
    assert sum(isinstance(op, DeallocOp) for op in module.walk()) == 1
