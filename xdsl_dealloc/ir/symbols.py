"""Finding the symbol table an op's symbol references resolve in."""

from __future__ import annotations

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation
from xdsl.traits import SymbolTable


def nearest_symbol_table(op: Operation) -> Operation | None:
    """The closest ancestor of `op` that is a symbol table (MLIR's
    `SymbolTable::getNearestSymbolTable` for an op's uses), or None when
    `op` is outside any, or inside an op that may be a symbol table nobody
    knows (`may_be_unknown_symbol_table`): MLIR resolves nothing there.
    (xDSL's `has_trait` says an unregistered op has every trait, so its
    own lookup takes such an op for the table.)"""
    table = op.parent_op()
    while table is not None and not table.has_trait(
        SymbolTable, value_if_unregistered=False
    ):
        if may_be_unknown_symbol_table(table):
            return None
        table = table.parent_op()
    return table


def may_be_unknown_symbol_table(op: Operation) -> bool:
    """An unregistered op with one region, as MLIR's
    `isPotentiallyUnknownSymbolTable`."""
    return isinstance(op, UnregisteredOp) and len(op.regions) == 1


def is_inside_unknown_symbol_table(op: Operation) -> bool:
    """Whether an ancestor of `op` may be a symbol table nobody knows."""
    ancestor = op.parent_op()
    while ancestor is not None:
        if may_be_unknown_symbol_table(ancestor):
            return True
        ancestor = ancestor.parent_op()
    return False
