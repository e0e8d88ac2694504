"""Finding the symbol table an op's symbol references resolve in."""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.traits import SymbolTable


def nearest_symbol_table(op: Operation) -> Operation | None:
    """The closest ancestor of `op` that is a symbol table (MLIR's
    `SymbolTable::getNearestSymbolTable` for an op's uses), or None when
    `op` is outside any."""
    table = op.parent_op()
    while table is not None and not table.has_trait(SymbolTable):
        table = table.parent_op()
    return table
