"""Amend an op class that xDSL already defines, keeping the class itself.

xDSL's own passes and patterns match ops by class (`isinstance`), so replacing
`bufferization.to_buffer` by a subclass would silently disable them.  Instead we
edit the class's IRDL definition in place and regenerate the methods that
`irdl_op_definition` derives from it (accessors, `parse`, `print`).
This runs only when `xdsl_dealloc` is imported, so a program that never imports
the plugin keeps xDSL's behaviour unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from xdsl.ir import Dialect
from xdsl.irdl import AttrConstraint, IRDLOperation, IRDLOption, OptPropertyDef
from xdsl.irdl.operations import OpDef, get_accessors_from_op_def
from xdsl.traits import OpTrait

from xdsl_dealloc.interfaces.registry import add_traits


def amend_op_definition(
    op_class: type[IRDLOperation],
    *,
    extra_properties: Mapping[str, OptPropertyDef] | None = None,
    extra_options: Iterable[IRDLOption] = (),
    extra_traits: Iterable[OpTrait] = (),
    assembly_format: str | None = None,
    retyped: Mapping[str, AttrConstraint] | None = None,
) -> None:
    """
    Adds optional properties, IRDL options, traits or a new assembly format, and
    replaces the type constraint of the operands and results named in `retyped`
    (keeping whether each is single, optional or variadic).
    """
    op_def = op_class.get_irdl_definition()
    for name, constraint in (retyped or {}).items():
        _retype(op_def, name, constraint)
    for name, prop in (extra_properties or {}).items():
        if name not in op_def.properties:
            op_def.properties[name] = prop
            op_def.accessor_names[name] = (name, "property")
    for option in extra_options:
        if not any(type(existing) is type(option) for existing in op_def.options):
            op_def.options.append(option)
    add_traits(op_class, extra_traits)
    if assembly_format is not None:
        op_def.assembly_format = assembly_format
    # `verify_` reads the (mutated) definition on every call, so it stays valid.
    for name, member in get_accessors_from_op_def(op_def, None).items():
        if name not in ("traits", "verify_"):
            setattr(op_class, name, member)


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
    dialect: Dialect, new_operations: Iterable[type[IRDLOperation]]
) -> Dialect:
    """`dialect` under its own name, with its very classes plus `new_operations`."""
    return Dialect(
        dialect.name,
        [*dialect.operations, *new_operations],
        list(dialect.attributes),
    )
