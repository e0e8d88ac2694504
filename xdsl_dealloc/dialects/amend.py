"""Amend an op class that xDSL already defines, keeping the class itself.

xDSL's own passes and patterns match ops by class (`isinstance`), so replacing
`bufferization.to_buffer` by a subclass would silently disable them.  Instead we
edit the class's IRDL definition in place and regenerate the methods that
`irdl_op_definition` derives from it (accessors, `parse`, `print`).

Where MLIR's textual form needs more than a declarative format (keywords
chosen by a property, an implicit terminator), `set_custom_syntax` puts
hand-written `parse` and `print` methods on the class the same way.

A dialect's changes come in two steps (`Amendment`), because the plugin is a
guest in an environment where xDSL's users rely on xDSL's behaviour:

- `read()` only gives the classes' `parse` MLIR 22's forms besides xDSL's
  own (MLIR's is tried first; on a parse error the op is read again in
  xDSL's form, and the error of the attempt that got further is reported).
  Nothing else changes: xDSL prints, verifies and rewrites as it ships.  The
  dialect loaders of `xdsl-opt` do this, so xDSL's own tools read what our
  passes print.
- `apply()` makes everything MLIR 22's: printing, verifiers, properties and
  traits (parsing still reads both forms).  `xdsl_dealloc.register()` does
  this (`apply_mlir_forms()`: every amendment read before it, and each one
  read after it); it runs when a pass of ours (or the `mlir-forms` switch)
  is in the pipeline, or when a program calls it.

Inside an amendment function every change of an xDSL class goes through
`amend_op_definition`, `set_custom_syntax`, `set_parser`, `set_traits` or
`set_class_attribute`, which know which step runs: in `read()` they install
parsers only.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from xdsl.ir import Attribute, Dialect
from xdsl.irdl import (
    AttrConstraint,
    IRDLOperation,
    IRDLOption,
    OptPropertyDef,
    PropertyDef,
)
from xdsl.irdl.constraints import RangeLengthConstraint, RangeOf
from xdsl.irdl.declarative_assembly_format import CustomDirective
from xdsl.irdl.operations import (
    OpDef,
    OperandDef,
    OptOperandDef,
    get_accessors_from_op_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import OpTrait
from xdsl.utils.exceptions import ParseError

from xdsl_dealloc.interfaces.registry import add_traits

_reading_only = False
"""True while an `Amendment` reads: the helpers below install parsers only."""

_xdsl_parse: dict[type[IRDLOperation], Callable[[Parser], IRDLOperation] | None] = {}
"""Each amended class's own parser as xDSL ships it (None: generic form only)."""


_mlir_forms = False
"""True once `apply_mlir_forms()` has run: an amendment read later applies."""

_read_so_far: list[Amendment] = []


class Amendment:
    """A dialect's changes of xDSL's classes, made by `amend` in two steps:
    `read()` (parsers only) and `apply()` (everything); each runs once, and
    `read()` after `apply()` does nothing."""

    def __init__(self, amend: Callable[[], None]) -> None:
        self._amend = amend
        self._read = False
        self.applied = False

    def read(self) -> None:
        """Gives the classes' `parse` MLIR 22's forms besides xDSL's own
        (everything, once `apply_mlir_forms()` has run)."""
        if _mlir_forms:
            self.apply()
        if self._read or self.applied:
            return
        self._read = True
        _read_so_far.append(self)
        with _reading():
            self._amend()

    def apply(self) -> None:
        """Gives the classes MLIR 22's forms, verifiers and traits."""
        if self.applied:
            return
        self.applied = True
        self._amend()


def apply_mlir_forms() -> None:
    """Applies every amendment read so far, and from now on each one read
    (a dialect loaded after `xdsl_dealloc.register()`): a dialect that
    `register()` does not name itself still gets MLIR 22's forms."""
    global _mlir_forms
    _mlir_forms = True
    for amendment in _read_so_far:
        amendment.apply()


@contextmanager
def _reading() -> Iterator[None]:
    global _reading_only
    _reading_only = True
    try:
        yield
    finally:
        _reading_only = False


def set_parser(
    op_class: type[IRDLOperation], parse: Callable[[Parser], IRDLOperation]
) -> None:
    """`parse` reads MLIR 22's form; xDSL's own parser, if the class has one,
    reads the op again where `parse` fails.  Both steps make it."""
    if op_class not in _xdsl_parse:
        own = op_class.__dict__.get("parse")
        _xdsl_parse[op_class] = (
            None if own is None else own.__get__(None, op_class)  # pyright: ignore[reportUnknownMemberType]
        )
    xdsl_parse = _xdsl_parse[op_class]
    if xdsl_parse is None:
        op_class.parse = classmethod(lambda cls, parser: parse(parser))  # pyright: ignore[reportAttributeAccessIssue]
        return

    def parse_either(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        start = parser.pos
        try:
            return parse(parser)
        except ParseError as mlir_error:
            parser._resume_from(start)  # pyright: ignore[reportPrivateUsage]
            try:
                return xdsl_parse(parser)
            except ParseError as xdsl_error:
                if xdsl_error.span.start > mlir_error.span.start:
                    raise
                raise mlir_error from None

    op_class.parse = classmethod(parse_either)  # pyright: ignore[reportAttributeAccessIssue]


def set_class_attribute(owner: object, name: str, value: object) -> None:
    """`setattr` for a change other than parsing (a printer, a verifier): made
    by `Amendment.apply()` only."""
    if not _reading_only:
        setattr(owner, name, value)


def set_traits(
    op_class: type[IRDLOperation],
    traits: Iterable[OpTrait],
    *,
    replacing: tuple[type[OpTrait], ...] = (),
) -> None:
    """`add_traits` (traits change verification): by `Amendment.apply()` only."""
    if not _reading_only:
        add_traits(op_class, traits, replacing=replacing)


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
    optional_operands: Iterable[str] = (),
) -> None:
    """
    Adds optional properties, IRDL options, traits or a new assembly format
    (with the custom directives it uses), and replaces the type constraint of
    the operands and results named in `retyped` (keeping whether each is
    single, optional or variadic), the definitions of the properties in
    `replaced_properties`, and the op's own `verify_` by `verifier` (the
    constraints of the definition are still checked first); the single
    operands named in `optional_operands` become optional.  While an
    amendment reads, only a new `assembly_format` counts: the class parses
    with it (on an edited copy of the definition) besides xDSL's form.
    """
    op_def = op_class.get_irdl_definition()
    if _reading_only:
        if assembly_format is None or assembly_format == op_def.assembly_format:
            return
        op_def = copy.copy(op_def)
        op_def.operands = list(op_def.operands)
        op_def.results = list(op_def.results)
        op_def.properties = dict(op_def.properties)
        op_def.accessor_names = dict(op_def.accessor_names)
        op_def.custom_directives = dict(op_def.custom_directives)
        op_def.options = list(op_def.options)
    for name, constraint in (retyped or {}).items():
        _retype(op_def, name, constraint)
    for name in optional_operands:
        _make_optional(op_def, name)
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
    if assembly_format is not None:
        op_def.assembly_format = assembly_format
    accessors = get_accessors_from_op_def(op_def, verifier)
    if _reading_only:
        set_parser(op_class, accessors["parse"].__get__(None, op_class))
        return
    add_traits(op_class, extra_traits)
    # `verify_` reads the (mutated) definition on every call, so it stays valid.
    for name, member in accessors.items():
        if name == "parse" and (assembly_format is not None or op_class in _xdsl_parse):
            set_parser(op_class, member.__get__(None, op_class))
        elif name != "traits" and (name != "verify_" or verifier is not None):
            setattr(op_class, name, member)


def set_custom_syntax(
    op_class: type[IRDLOperation],
    parse: Callable[[Parser], IRDLOperation],
    print_op: Callable[[Any, Printer], None],
) -> None:
    """Gives `op_class` hand-written `parse` (a function of the parser that
    returns the op; xDSL's own form is still read) and `print` methods (not
    while an amendment reads)."""
    set_parser(op_class, parse)
    set_class_attribute(op_class, "print", print_op)


def _make_optional(op_def: OpDef, name: str) -> None:
    for index, (operand_name, operand) in enumerate(op_def.operands):
        constr = operand.constr
        if (
            operand_name == name
            and type(operand) is OperandDef
            and isinstance(constr, RangeLengthConstraint)
            and isinstance(constr.constraint, RangeOf)
        ):
            op_def.operands[index] = (name, OptOperandDef(constr.constraint.constr))
            return
    raise ValueError(f"{op_def.name} has no single operand named {name!r}")


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
