"""Symbol lookups during a verification, answered from one index per table.

xDSL's `SymbolTable.lookup_symbol` reads the table's ops in order until one
has the name, so verifying a module whose calls (`func.call`,
`func.constant`, `memref.get_global`) name N functions or globals costs
N² steps, and `xdsl-opt` verifies the module before and after every pass:
on a module of 1,600 functions with some 1,000 calls, half of each
verification went to these searches.  While a verification runs no op
changes, so each table's ops are read once and remembered, in the same
order and as far as a lookup needs: the answer, and any error reading a
symbol name raises, are the linear search's.  Outside a verification,
lookups are xDSL's own.  `install_symbol_index()` (called when the plugin
is loaded) wraps `Operation.verify` and `SymbolTable.lookup_symbol`; this
module imports nothing but xDSL."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from xdsl.dialects.builtin import StringAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.traits import SymbolOpInterface, SymbolTable

_lookup_linearly = SymbolTable.lookup_symbol
_verify_operation = Operation.verify


@dataclass
class _TableIndex:
    """The symbols of one table's block read so far, each name mapped to
    its first op, and the next op to read."""

    next_op: Operation | None
    symbols: dict[StringAttr, Operation] = field(
        default_factory=dict[StringAttr, Operation]
    )

    def find(self, name: StringAttr) -> Operation | None:
        found = self.symbols.get(name)
        if found is not None:
            return found
        op = self.next_op
        while op is not None:
            trait = op.get_trait(SymbolOpInterface)
            # Read before moving on: an op whose name raises raises again
            # at the next lookup that reaches it, as in the linear search.
            symbol = None if trait is None else trait.get_sym_attr_name(op)
            self.next_op = op.next_op
            if symbol is not None:
                self.symbols.setdefault(symbol, op)
                if symbol == name:
                    return op
            op = self.next_op
        return None


_indexes: dict[int, _TableIndex] | None = None
"""The tables' indexes while lookups are indexed (`indexed_lookups`), by
the table op's id; None otherwise."""


@contextmanager
def indexed_lookups() -> Iterator[None]:
    """`SymbolTable.lookup_symbol` reads each table once inside (once
    `install_symbol_index` ran): the ops must not change meanwhile.  Every
    verification runs inside one."""
    global _indexes
    if _indexes is not None:
        yield
        return
    _indexes = {}
    try:
        yield
    finally:
        _indexes = None


def _lookup_symbol(
    op: Operation, name: str | StringAttr | SymbolRefAttr
) -> Operation | None:
    indexes = _indexes
    if indexes is None:
        return _lookup_linearly(op, name)
    table: Operation | None = op
    while table is not None and not table.has_trait(SymbolTable):
        table = table.parent_op()
    if table is None:
        # xDSL's own error.
        return _lookup_linearly(op, name)
    if not isinstance(name, SymbolRefAttr):
        name = SymbolRefAttr(name)
    index = indexes.get(id(table))
    if index is None:
        index = indexes[id(table)] = _TableIndex(table.regions[0].block.first_op)
    found = index.find(name.root_reference)
    if found is None or not name.nested_references:
        return found
    inner, *further = name.nested_references.data
    return SymbolTable.lookup_symbol(found, SymbolRefAttr(inner, further))


def _verify_indexing_symbols(self: Operation, verify_nested_ops: bool = True) -> None:
    if _indexes is not None:
        return _verify_operation(self, verify_nested_ops)
    with indexed_lookups():
        _verify_operation(self, verify_nested_ops)


def install_symbol_index() -> None:
    """Makes the symbol lookups of each verification read each table once
    (idempotent).  Call after any other wrapper of `Operation.verify` is
    installed, so that the index spans the whole verification."""
    global _verify_operation
    if Operation.verify is _verify_indexing_symbols:
        return
    _verify_operation = Operation.verify
    Operation.verify = _verify_indexing_symbols
    SymbolTable.lookup_symbol = staticmethod(_lookup_symbol)
