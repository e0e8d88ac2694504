"""The diagnostics the passes raise for input they reject: one message
naming the op, where it is (its location, where it was read, or its
function, found through `FunctionOpInterface`), and its first line."""

from __future__ import annotations

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.interfaces.control_flow import FunctionOpInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.op_text import op_text
from xdsl_dealloc.ir.source_positions import position_of


def error(op: Operation, message: str) -> DiagnosticException:
    """A diagnostic naming `op`, where it is, and what it looks like."""
    name = op.op_name.data if isinstance(op, UnregisteredOp) else op.name
    return DiagnosticException(f"'{name}' op {where(op)}: {message}\n  {op_text(op)}")


def where(op: Operation) -> str:
    """The op's source location if the input gave one, else where it was
    read, else its function."""
    location = str(op.location)
    if location != "loc(unknown)":
        return f"at {location}"
    if (position := position_of(op)) is not None:
        return f"at {position}"
    parent = op.parent_op()
    while parent is not None:
        function = get_interface(parent, FunctionOpInterface)
        if function is not None:
            return f"in function @{function.symbol_name(parent)}"
        parent = parent.parent_op()
    return "at top level"
