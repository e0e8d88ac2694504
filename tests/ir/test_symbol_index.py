"""Symbol lookups inside a verification come from one index per table
(`xdsl_dealloc.ir.symbol_index`): the same answers and errors as xDSL's
linear search, each table read once per verification, nothing kept after."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, StringAttr, SymbolRefAttr
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.traits import SymbolOpInterface, SymbolTable
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.ir.symbol_index import indexed_lookups
from xdsl_dealloc.testing.pipelines import pipeline_context

TESTS = Path(__file__).parent.parent

Name = str | StringAttr | SymbolRefAttr


def parse(text: str) -> ModuleOp:
    return Parser(pipeline_context(), text).parse_module()


def outcome(op: Operation, name: Name) -> object:
    """What looking `name` up from `op` gives: the op found (by identity),
    None, or the error."""
    try:
        found = SymbolTable.lookup_symbol(op, name)
    except (ValueError, VerifyException) as error:
        return (type(error), str(error))
    return None if found is None else id(found)


def indexed_and_linear(
    op: Operation, names: list[Name]
) -> tuple[list[object], list[object]]:
    """The outcomes of looking up `names` in turn from `op`, inside one
    indexed scope, and outside any (xDSL's linear search)."""
    with indexed_lookups():
        indexed = [outcome(op, name) for name in names]
    return indexed, [outcome(op, name) for name in names]


TABLES = """
builtin.module {
  func.func private @f()
  func.func private @f(i32)
  builtin.module @inner {
    func.func private @g()
    builtin.module @deeper {
      func.func private @h()
    }
  }
  "func.func"() <{sym_name = 5 : i64, function_type = () -> ()}> ({}) : () -> ()
  memref.global "private" @c : memref<2xf32> = dense<0.0>
  func.func @user() {
    func.return
  }
}
"""

NAMES: list[Name] = [
    "f",
    StringAttr("inner"),
    SymbolRefAttr("inner", ["g"]),
    SymbolRefAttr("inner", ["deeper", "h"]),
    SymbolRefAttr("inner", ["missing"]),
    SymbolRefAttr("f", ["x"]),
    "f",
    "c",
    "user",
    "c",
    "missing",
]


def test_answers_and_errors_are_the_linear_searchs():
    """Duplicates (the first wins), nested tables and references, missing
    names, and an op whose symbol name is not a string: the lookups of
    names before it succeed, those of names after it raise xDSL's error,
    each time they are asked (the index does not step over it)."""
    module = parse(TABLES)
    user = module.body.block.last_op
    inner = next(op for op in module.walk() if isinstance(op, ModuleOp) and op.sym_name)
    assert user is not None
    for anchor in (user, module, inner, *inner.walk()):
        indexed, linear = indexed_and_linear(anchor, NAMES)
        assert indexed == linear
    indexed, _ = indexed_and_linear(user, NAMES)
    assert indexed[0] is not None and indexed[4] is None
    assert indexed[7] == indexed[9] and isinstance(indexed[7], tuple)


def test_an_op_outside_any_table_gets_xdsls_error():
    detached = func.ReturnOp()
    indexed, linear = indexed_and_linear(detached, ["f"])
    assert indexed == linear and isinstance(indexed[0], tuple)


def _symbol_uses(module: ModuleOp) -> Iterator[tuple[Operation, SymbolRefAttr]]:
    for op in module.walk():
        for value in (*op.attributes.values(), *op.properties.values()):
            if isinstance(value, SymbolRefAttr):
                yield op, value


def _programs() -> Iterator[Path]:
    yield from sorted((TESTS / "filecheck").rglob("*.mlir"))
    yield from sorted((TESTS / "frontend" / "corpus").glob("*.mlir"))[:60]


def test_every_symbol_use_of_the_test_programs_finds_the_same_op():
    """On programs we did not write for this (the lit tests' inputs and the
    frontend corpus's first modules), every symbol an op names."""
    compared = 0
    for path in _programs():
        try:
            module = parse(path.read_text())
        except Exception:  # split inputs, expected parse errors
            continue
        for op, name in _symbol_uses(module):
            if op.parent_op() is None:
                continue
            indexed, linear = indexed_and_linear(op, [name, name.root_reference])
            assert indexed == linear, (path, op.name, name)
            compared += 1
    assert compared > 100


CALLS = 60


def _calling_module() -> ModuleOp:
    functions = "\n".join(
        f"func.func @f{i}() {{\n  func.call @f{(i + 1) % CALLS}() : () -> ()\n"
        "  func.return\n}"
        for i in range(CALLS)
    )
    return parse(functions)


def test_a_verification_reads_each_symbol_once(monkeypatch: pytest.MonkeyPatch):
    """Verifying N functions each calling another reads N symbol names for
    the calls (the linear search reads N²/2) besides the N + 1 each symbol
    op's own verification reads (the module's too, an optional symbol),
    and the same again at the next verification."""
    module = _calling_module()
    reads = 0
    read_name = SymbolOpInterface.get_sym_attr_name

    def counted(self: SymbolOpInterface, op: Operation) -> StringAttr | None:
        nonlocal reads
        reads += 1
        return read_name(self, op)

    monkeypatch.setattr(SymbolOpInterface, "get_sym_attr_name", counted)
    module.verify()
    assert reads == 2 * CALLS + 1
    module.verify()
    assert reads == 2 * (2 * CALLS + 1)


def test_nothing_is_kept_after_a_verification():
    """A function erased after one verification is missed by the next; one
    added is found; lookups outside a verification see both at once."""
    module = _calling_module()
    module.verify()
    callee = SymbolTable.lookup_symbol(module, "f1")
    assert isinstance(callee, func.FuncOp)
    module.body.block.detach_op(callee)
    assert SymbolTable.lookup_symbol(module, "f1") is None
    with pytest.raises(VerifyException, match="'@f1' could not be found"):
        module.verify()
    module.body.block.add_op(callee)
    assert SymbolTable.lookup_symbol(module, "f1") is callee
    module.verify()
