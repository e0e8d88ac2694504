"""Checks the options of this project's passes before they run.

xDSL turns `-p 'pass{option=value}'` into a pass with `ArgSpecConvertible.from_spec`,
which raises a bare `ValueError` (a traceback under `xdsl-opt`) for an unknown
option or a value of the wrong type.  `check_pass_options` replaces a pass
class's `from_spec` by one that first checks every option and fails with
`PassOptionError`: one line naming the pass, the option and what it accepts.

As in MLIR 22, a boolean option without a value (`{remove-existing-deallocations}`)
means `true`.
"""

from __future__ import annotations

import dataclasses
import re
import types
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from xdsl.passes import ModulePass
from xdsl.utils.arg_spec import ArgSpec, ParameterListType
from xdsl.utils.exceptions import PassFailedException

from xdsl_dealloc.interfaces.option_names import DialectName, FunctionName

_OP_NAME = re.compile(r"[A-Za-z_][\w$]*(\.[\w$]+)+")
_DIALECT_NAME = re.compile(r"[A-Za-z_][\w$]*")
_SYMBOL_NAME = re.compile(r"[A-Za-z_][\w$.-]*")


class PassOptionError(ValueError, SystemExit):
    """A pass option that the pass does not have, or a value it does not take.

    A `ValueError`, like xDSL's own option errors, for Python callers; also a
    `SystemExit`, because `xdsl-opt` does not catch errors of its pipeline
    specification: Python then prints the message alone on stderr and exits
    with status 1, as an argparse error would.
    """

    def __init__(self, message: str):
        ValueError.__init__(self, message)
        self.code = message


def _option_name(field_name: str) -> str:
    return field_name.replace("_", "-")


def _value_text(values: ParameterListType) -> str:
    """The values as the pipeline specification spells them."""
    return ",".join(
        str(value).lower() if isinstance(value, bool) else str(value)
        for value in values
    )


def _without_none(field_type: Any) -> Any:
    if get_origin(field_type) in (Union, types.UnionType):
        remaining = [arg for arg in get_args(field_type) if arg is not type(None)]
        if len(remaining) == 1:
            return remaining[0]
    return field_type


def _checked_value(field_name: str, field_type: Any, values: ParameterListType) -> Any:
    """The option's value, or a `ValueError` saying what the option takes."""
    field_type = _without_none(field_type)
    if field_type is bool:
        if values == ():
            return True
        if len(values) == 1 and isinstance(values[0], bool):
            return values[0]
        raise ValueError("true or false")
    if get_origin(field_type) is Literal:
        choices = get_args(field_type)
        if len(values) == 1 and values[0] in choices:
            return values[0]
        raise ValueError(", ".join(map(str, choices)))
    if field_type is str:
        if len(values) == 1 and isinstance(values[0], str):
            return values[0]
        raise ValueError("a quoted string")
    if field_type is int:
        if len(values) == 1 and type(values[0]) is int and values[0] >= 0:
            return values[0]
        raise ValueError("a non-negative integer")
    if get_origin(field_type) is tuple and get_args(field_type) == (DialectName, ...):
        if all(isinstance(v, str) and _DIALECT_NAME.fullmatch(v) for v in values):
            return tuple(values)
        raise ValueError("a comma-separated list of dialect names")
    if get_origin(field_type) is tuple and get_args(field_type) == (FunctionName, ...):
        if all(isinstance(v, str) and _SYMBOL_NAME.fullmatch(v) for v in values):
            return tuple(values)
        raise ValueError("a comma-separated list of function names")
    if get_origin(field_type) is tuple and get_args(field_type) == (str, ...):
        if all(isinstance(v, str) and _OP_NAME.fullmatch(v) for v in values):
            for value in values:
                _check_op_exists(str(value))
            return tuple(values)
        raise ValueError('a comma-separated list of quoted op names ("dialect.op")')
    raise TypeError(f"option {field_name} has a type the checker does not know")


class _NoSuchOp(Exception):
    """An op name of the right form that no dialect `xdsl-opt` knows defines."""


def _check_op_exists(name: str) -> None:
    """A typo in an op name would make the pass skip the op silently (and the
    program leak): the name must be one of a dialect `xdsl-opt` can load."""
    from xdsl.universe import Universe

    dialect_name, _, op_name = name.partition(".")
    loaders = Universe.get_multiverse().all_dialects
    if dialect_name not in loaders:
        raise _NoSuchOp(f"no dialect is named {dialect_name}")
    if all(op.name != name for op in loaders[dialect_name]().operations):
        raise _NoSuchOp(f"{dialect_name} has no op {op_name}")


def _checked_from_spec(cls: type[ModulePass], spec: ArgSpec) -> ModulePass:
    fields = {f.name: f for f in dataclasses.fields(cls) if f.init and f.name != "name"}
    hints = get_type_hints(cls)
    arguments: dict[str, Any] = {}
    for option, values in spec.parameters.items():
        field_name = option.replace("-", "_")
        if field_name not in fields:
            known = ", ".join(_option_name(name) for name in fields)
            takes = f"it takes {known}" if known else "it takes no options"
            raise PassOptionError(f"{cls.name}: unknown option {option}; {takes}")
        try:
            arguments[field_name] = _checked_value(
                field_name, hints[field_name], values
            )
        except _NoSuchOp as missing:
            raise PassOptionError(
                f"{cls.name}: option {_option_name(field_name)} names an op "
                f"that does not exist ({missing}), in '{_value_text(values)}'"
            ) from None
        except ValueError as accepted:
            option = _option_name(field_name)
            if not values:
                raise PassOptionError(
                    f"{cls.name}: option {option} needs a value: {accepted}"
                ) from None
            raise PassOptionError(
                f"{cls.name}: option {option} takes {accepted}, "
                f"not '{_value_text(values)}'"
            ) from None
    for name, field in fields.items():
        if (
            name not in arguments
            and field.default is dataclasses.MISSING
            and field.default_factory is dataclasses.MISSING
        ):
            raise PassOptionError(
                f"{cls.name}: option {_option_name(name)} is required"
            )
    made = cls(**arguments)
    _check_together(made)
    return made


def _check_together(made: ModulePass) -> None:
    """What the options say together (a choice among names, one option that
    needs another), as the pass's own `options()` checks it when it runs:
    asked here, before any pass runs."""
    options = getattr(made, "options", None)
    if callable(options):
        try:
            options()
        except PassFailedException as error:
            raise PassOptionError(str(error)) from None


def check_pass_options(pass_class: type[ModulePass]) -> type[ModulePass]:
    """Makes `pass_class.from_spec` check every option first (idempotent)."""
    if "from_spec" not in vars(pass_class):
        pass_class.from_spec = classmethod(_checked_from_spec)  # pyright: ignore[reportAttributeAccessIssue]
    return pass_class
