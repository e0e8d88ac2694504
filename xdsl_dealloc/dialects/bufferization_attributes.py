"""MLIR 22's verification of the `bufferization` dialect's attributes.

MLIR asks each dialect to verify the discardable attributes named after it
(`bufferization.escape` on an op is an error in MLIR 22, since the attribute
was retired); xDSL has no such hook, and accepted them.  `Operation.verify`
itself is therefore wrapped, by `install_attribute_verifier()`, when the
plugin is loaded (`xdsl_dealloc.universe`): it must hold whether or not a
`bufferization` op occurs in the program, as in MLIR.  Without the plugin,
xDSL's verifier is unchanged.  This module imports nothing but xDSL, so
installing it costs `xdsl-opt` no start-up time.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
    MemRefLayoutAttr,
    StringAttr,
    i1,
)
from xdsl.ir import Attribute, Operation
from xdsl.traits import CallableOpInterface, MemoryEffectKind, has_effects
from xdsl.utils.exceptions import VerifyException

MANUAL_DEALLOCATION = "bufferization.manual_deallocation"
ARGUMENT_ACCESSES = ("none", "read", "write", "read-write")


def verify_bufferization_attributes(op: Operation) -> None:
    """
    MLIR 22's `BufferizationDialect` rules for the dialect's discardable
    attributes: on an op only `bufferization.manual_deallocation` (on an op
    that allocates or frees), on a function argument only `writable` (a
    bool), `access` (`none`, `read`, `write`, `read-write`) and
    `buffer_layout` (a memref layout).  The messages are MLIR's, including
    its naming `buffer_layout` for any other argument attribute.
    """
    for name in op.attributes:
        if not name.startswith("bufferization."):
            continue
        if name != MANUAL_DEALLOCATION:
            raise VerifyException(
                f"attribute '\"{name}\"' not supported as an op attribute by the "
                "bufferization dialect"
            )
        if not (
            has_effects(op, MemoryEffectKind.ALLOC)
            or has_effects(op, MemoryEffectKind.FREE)
        ):
            raise VerifyException(
                f"attribute '{MANUAL_DEALLOCATION}' can be used only on ops that "
                "have an allocation and/or free side effect"
            )
    if not op.has_trait(CallableOpInterface):
        return
    arg_attrs = op.properties.get("arg_attrs")
    if not isinstance(arg_attrs, ArrayAttr):
        return
    for attributes in arg_attrs:
        if isinstance(attributes, DictionaryAttr):
            for name, value in attributes.data.items():
                if name.startswith("bufferization."):
                    _verify_argument_attribute(name, value)


def _verify_argument_attribute(name: str, value: Attribute) -> None:
    if name == "bufferization.writable":
        if not isinstance(value, IntegerAttr) or value.type != i1:
            raise VerifyException(f"'{name}' is expected to be a boolean attribute")
    elif name == "bufferization.access":
        if not isinstance(value, StringAttr):
            raise VerifyException(f"'{name}' is expected to be a string attribute")
        if value.data not in ARGUMENT_ACCESSES:
            raise VerifyException(f"invalid value for '{name}'")
    elif name == "bufferization.buffer_layout":
        if not isinstance(value, MemRefLayoutAttr):
            raise VerifyException(
                f"'{name}' is expected to be a memref layout attribute"
            )
    else:
        raise VerifyException(
            "attribute 'bufferization.buffer_layout' not supported as a region arg "
            "attribute by the bufferization dialect"
        )


_verify_operation = Operation.verify


def _verify_with_dialect_attributes(
    self: Operation, verify_nested_ops: bool = True
) -> None:
    _verify_operation(self, verify_nested_ops)
    if not self.attributes and "arg_attrs" not in self.properties:
        return
    try:
        verify_bufferization_attributes(self)
    except VerifyException as error:
        self.emit_error(str(error), error)


def install_attribute_verifier() -> None:
    """
    Makes every op's verification check the `bufferization.*` attributes it
    carries (idempotent).
    """
    Operation.verify = _verify_with_dialect_attributes
