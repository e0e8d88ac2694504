"""What the passes changing function results share
(`drop-equivalent-buffer-results`, `buffer-results-to-out-params`): the
`func.call`s of each function of a module, which functions are used other
than by calls, and rewriting a function's signature and a call's results.

Like MLIR's passes, these work on the `func` dialect: a function's results
are its `func.return` operands, its callers are `func.call`s resolving to it
in the module's symbol table.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from xdsl.dialects import func
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    ModuleOp,
    SymbolRefAttr,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.ir.symbols import nearest_symbol_table


@dataclass
class FunctionUses:
    """How the top-level functions of a module are used."""

    calls: dict[str, list[func.CallOp]] = field(
        default_factory=dict[str, list[func.CallOp]]
    )
    """The `func.call`s of each function, by name, in the module's order."""
    referenced: set[str] = field(default_factory=set[str])
    """Functions whose symbol is also used other than as a call's callee
    (`func.constant`, an attribute): their signature is not ours to change."""

    def calls_of(self, function: func.FuncOp) -> list[func.CallOp]:
        return self.calls.get(function.sym_name.data, [])

    def is_only_called(self, function: func.FuncOp) -> bool:
        return function.sym_name.data not in self.referenced


def top_level_functions(module: ModuleOp) -> list[func.FuncOp]:
    return [op for op in module.ops if isinstance(op, func.FuncOp)]


def function_uses(module: ModuleOp) -> FunctionUses:
    """The calls of and other references to the module's functions (uses
    inside nested symbol tables resolve there, not here)."""
    uses = FunctionUses()
    for op in module.walk():
        if op is module or nearest_symbol_table(op) is not module:
            continue
        callee = None
        if isinstance(op, func.CallOp):
            callee = op.callee
            if not callee.nested_references.data:
                uses.calls.setdefault(callee.root_reference.data, []).append(op)
        for attribute in (*op.properties.values(), *op.attributes.values()):
            if attribute is callee:
                continue
            for reference in _symbol_references(attribute):
                uses.referenced.add(reference.root_reference.data)
    return uses


def _symbol_references(attribute: Attribute) -> Iterator[SymbolRefAttr]:
    if isinstance(attribute, SymbolRefAttr):
        yield attribute
    elif isinstance(attribute, ArrayAttr):
        for element in attribute.data:  # pyright: ignore[reportUnknownVariableType]
            yield from _symbol_references(element)  # pyright: ignore[reportUnknownArgumentType]
    elif isinstance(attribute, DictionaryAttr):
        for element in attribute.data.values():
            yield from _symbol_references(element)


def is_public(function: func.FuncOp) -> bool:
    return function.sym_visibility is None or function.sym_visibility.data == "public"


def return_ops(function: func.FuncOp) -> list[func.ReturnOp]:
    """The `func.return`s ending the function's blocks."""
    return [
        block.last_op
        for block in function.body.blocks
        if isinstance(block.last_op, func.ReturnOp)
    ]


def attribute_dicts(
    attributes: ArrayAttr[DictionaryAttr] | None, count: int
) -> list[DictionaryAttr]:
    """Per argument or result, its attribute dictionary (empty if none)."""
    if attributes is None:
        return [DictionaryAttr({}) for _ in range(count)]
    return list(attributes.data)


def _optional_dicts(
    dicts: Sequence[DictionaryAttr],
) -> ArrayAttr[DictionaryAttr] | None:
    return ArrayAttr(dicts) if any(d.data for d in dicts) else None


def set_signature(
    function: func.FuncOp,
    inputs: Sequence[Attribute],
    outputs: Sequence[Attribute],
    argument_attributes: Sequence[DictionaryAttr],
    result_attributes: Sequence[DictionaryAttr],
) -> None:
    """Gives `function` a new type and argument and result attributes."""
    function.function_type = FunctionType.from_lists(inputs, outputs)
    for name, dicts in (
        ("arg_attrs", argument_attributes),
        ("res_attrs", result_attributes),
    ):
        value = _optional_dicts(dicts)
        if value is None:
            function.properties.pop(name, None)
        else:
            function.properties[name] = value


def replace_return(ret: func.ReturnOp, operands: Sequence[SSAValue]) -> None:
    """`ret` returns `operands` instead."""
    new = func.ReturnOp(*operands)
    new.location = ret.location
    Rewriter.replace_op(ret, new)


def rebuild_call(
    call: func.CallOp,
    operands: Sequence[SSAValue],
    kept_results: Sequence[int],
) -> func.CallOp:
    """A call of the same callee with `operands`, keeping the results at
    `kept_results`, inserted before `call` (which stays, for the caller to
    replace the uses of its other results and erase it).  Its discardable
    attributes stay; argument and result attributes follow the change."""
    properties = dict(call.properties)
    result_dicts = attribute_dicts(call.res_attrs, len(call.results))  # pyright: ignore[reportAttributeAccessIssue, reportUnknownArgumentType, reportUnknownMemberType]
    argument_dicts = attribute_dicts(call.arg_attrs, len(call.arguments))  # pyright: ignore[reportAttributeAccessIssue, reportUnknownArgumentType, reportUnknownMemberType]
    argument_dicts += [DictionaryAttr({})] * (len(operands) - len(argument_dicts))
    for name, dicts in (
        ("arg_attrs", argument_dicts[: len(operands)]),
        ("res_attrs", [result_dicts[index] for index in kept_results]),
    ):
        value = _optional_dicts(dicts)
        if value is None:
            properties.pop(name, None)
        else:
            properties[name] = value
    new = func.CallOp.create(
        operands=operands,
        result_types=[call.results[index].type for index in kept_results],
        properties=properties,
        attributes=dict(call.attributes),
    )
    new.location = call.location
    Rewriter.insert_op(new, InsertPoint.before(call))
    for position, index in enumerate(kept_results):
        call.results[index].replace_all_uses_with(new.results[position])
        if call.results[index].name_hint:
            new.results[position].name_hint = call.results[index].name_hint
    return new
