"""Amend an op class that xDSL already defines, keeping the class itself.

xDSL's own passes and patterns match ops by class (`isinstance`), so replacing
`bufferization.to_buffer` by a subclass would silently disable them.  Instead we
edit the class's IRDL definition in place and regenerate the methods that
`irdl_op_definition` derives from it (accessors, `parse`, `print`).
This runs only when `xdsl_dealloc` is imported, so a program that never imports
the plugin keeps xDSL's behaviour unchanged.

Where MLIR's textual form needs more than a declarative format (keywords
chosen by a property, an implicit terminator), `set_custom_syntax` puts
hand-written `parse` and `print` methods on the class the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    AttrConstraint,
    IRDLOperation,
    IRDLOption,
    OptPropertyDef,
    PropertyDef,
)
from xdsl.irdl.declarative_assembly_format import CustomDirective
from xdsl.irdl.operations import OpDef, get_accessors_from_op_def
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import OpTrait

from xdsl_dealloc.interfaces.registry import add_traits


def amend_op_definition(
    op_class: type[IRDLOperation],
    *,
    extra_properties: Mapping[str, OptPropertyDef] | None = None,
    extra_options: Iterable[IRDLOption] = (),
    extra_traits: Iterable[OpTrait] = (),
    assembly_format: str | None = None,
    custom_directives: Iterable[type[CustomDirective]] = (),
    retyped: Mapping[str, AttrConstraint] | None = None,
    replaced_properties: Mapping[str, PropertyDef] | None = None,
    verifier: Callable[[Any], None] | None = None,
) -> None:
    """
    Adds optional properties, IRDL options, traits or a new assembly format
    (with the custom directives it uses), and replaces the type constraint of
    the operands and results named in `retyped` (keeping whether each is
    single, optional or variadic), the definitions of the properties in
    `replaced_properties`, and the op's own `verify_` by `verifier` (the
    constraints of the definition are still checked first).
    """
    op_def = op_class.get_irdl_definition()
    for name, constraint in (retyped or {}).items():
        _retype(op_def, name, constraint)
    for name, prop in (replaced_properties or {}).items():
        if name not in op_def.properties:
            raise ValueError(f"{op_def.name} has no property named {name!r}")
        op_def.properties[name] = prop
    for name, prop in (extra_properties or {}).items():
        if name not in op_def.properties:
            op_def.properties[name] = prop
            op_def.accessor_names[name] = (name, "property")
    for directive in custom_directives:
        op_def.custom_directives[directive.__name__] = directive
    for option in extra_options:
        if not any(type(existing) is type(option) for existing in op_def.options):
            op_def.options.append(option)
    add_traits(op_class, extra_traits)
    if assembly_format is not None:
        op_def.assembly_format = assembly_format
    # `verify_` reads the (mutated) definition on every call, so it stays valid.
    for name, member in get_accessors_from_op_def(op_def, verifier).items():
        if name != "traits" and (name != "verify_" or verifier is not None):
            setattr(op_class, name, member)


def set_custom_syntax(
    op_class: type[IRDLOperation],
    parse: Callable[[Parser], IRDLOperation],
    print_op: Callable[[Any, Printer], None],
) -> None:
    """Gives `op_class` hand-written `parse` (a function of the parser that
    returns the op) and `print` methods."""
    # pyright sees the methods' declared signatures, not what the classes need.
    op_class.parse = classmethod(lambda cls, parser: parse(parser))  # pyright: ignore[reportAttributeAccessIssue]
    op_class.print = print_op  # pyright: ignore[reportAttributeAccessIssue]


def _retype(op_def: OpDef, name: str, constraint: AttrConstraint) -> None:
    for index, (operand_name, operand) in enumerate(op_def.operands):
        if operand_name == name:
            op_def.operands[index] = (name, type(operand)(constraint))
            return
    for index, (result_name, result) in enumerate(op_def.results):
        if result_name == name:
            op_def.results[index] = (name, type(result)(constraint))
            return
    raise ValueError(f"{op_def.name} has no operand or result named {name!r}")


def extend_dialect(
    dialect: Dialect,
    new_operations: Iterable[type[IRDLOperation]],
    new_attributes: Iterable[type[Attribute]] = (),
) -> Dialect:
    """`dialect` under its own name, with its very classes and interfaces
    (the constant materialization folding needs, for one) plus
    `new_operations` and `new_attributes`."""
    return Dialect(
        dialect.name,
        [*dialect.operations, *new_operations],
        [*dialect.attributes, *new_attributes],
        list(dialect._interfaces),  # pyright: ignore[reportPrivateUsage]
    )
