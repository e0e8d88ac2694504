"""Whether a value is a memref or a tensor: what every pass asks of most
values it looks at, so answered at the lowest cost."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    MemRefType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, SSAValue

_MEMREF_TYPES = (MemRefType, UnrankedMemRefType)
_is_memref_class: dict[type[Attribute], bool] = {}


def is_memref_type(attribute: Attribute) -> bool:
    """Whether `attribute` is a ranked or unranked memref type.  Known per
    attribute class: xDSL's IR classes are ABCs, and an `isinstance` against
    one that fails runs a Python `__instancecheck__`; the passes ask this of
    most values they look at."""
    attribute_class = type(attribute)
    known = _is_memref_class.get(attribute_class)
    if known is None:
        known = _is_memref_class[attribute_class] = issubclass(
            attribute_class, _MEMREF_TYPES
        )
    return known


def is_memref(value: SSAValue) -> bool:
    value_type = value.type
    known = _is_memref_class.get(type(value_type))
    return is_memref_type(value_type) if known is None else known


_TENSOR_TYPES = (TensorType, UnrankedTensorType)
_is_tensor_class: dict[type[Attribute], bool] = {}


def is_empty_memref(value: SSAValue) -> bool:
    """A ranked memref with a static dimension of size 0 (no elements)."""
    value_type = value.type
    return isinstance(value_type, MemRefType) and any(
        size.data == 0 for size in value_type.shape.data
    )


def is_tensor_type(attribute: Attribute) -> bool:
    """Whether `attribute` is a ranked or unranked tensor type, known per
    attribute class as `is_memref_type` is: One-Shot Bufferize asks this of
    every operand and result of every op, many times."""
    attribute_class = type(attribute)
    known = _is_tensor_class.get(attribute_class)
    if known is None:
        known = _is_tensor_class[attribute_class] = issubclass(
            attribute_class, _TENSOR_TYPES
        )
    return known


def is_tensor(value: SSAValue) -> bool:
    value_type = value.type
    known = _is_tensor_class.get(type(value_type))
    return is_tensor_type(value_type) if known is None else known


def memref_values(values: Sequence[SSAValue]) -> list[SSAValue]:
    """The memrefs among `values`, each type's class looked up in place
    (the passes ask this of nearly every op's operands and results)."""
    known_classes = _is_memref_class
    found: list[SSAValue] = []
    for value in values:
        value_type = value.type
        known = known_classes.get(type(value_type))
        if known is None:
            known = is_memref_type(value_type)
        if known:
            found.append(value)
    return found
