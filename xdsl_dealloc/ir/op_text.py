"""The first line of an op as printed: how diagnostics and findings show
an op that may have no location."""

from __future__ import annotations

from io import StringIO

from xdsl.ir import Operation
from xdsl.printer import Printer


def op_text(op: Operation, limit: int | None = None) -> str:
    """The first line of the op as printed (regions elided), shortened to
    `limit` characters if given."""
    stream = StringIO()
    Printer(stream=stream).print_op(op)
    first_line = stream.getvalue().strip().splitlines()[0]
    if limit is not None and len(first_line) > limit:
        first_line = first_line[: limit - 3] + "..."
    return first_line
