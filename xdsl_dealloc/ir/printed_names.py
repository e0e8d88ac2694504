"""The names xDSL's printer gives SSA values (what debugging annotations
that name values, such as One-Shot Bufferize's alias sets, must spell as the
printed IR does)."""

from __future__ import annotations

from collections.abc import Callable
from io import StringIO

from xdsl.ir import Operation, SSAValue
from xdsl.printer import Printer


def printed_names(root: Operation) -> Callable[[SSAValue], str]:
    """A function naming each value under `root` (`%name`) as printing
    `root` names it: the printer names values the first time it prints
    them, in its own order and scopes, so `root` is printed once (to
    nowhere) and the names it chose are then asked again."""
    printer = Printer(stream=StringIO())
    printer.print_op(root)

    def name_of(value: SSAValue) -> str:
        return f"%{printer.print_ssa_value(value)}"

    return name_of
