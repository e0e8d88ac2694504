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


class _KindOfClass(dict[type[Attribute], bool]):
    """Whether each attribute class is one of `kinds`, decided at its first
    lookup: xDSL's IR classes are ABCs, and an `isinstance` against one that
    fails runs a Python `__instancecheck__`.  Read by subscript, which
    makes no call for a class seen before."""

    def __init__(self, kinds: tuple[type[Attribute], ...]) -> None:
        super().__init__()
        self.kinds = kinds

    def __missing__(self, attribute_class: type[Attribute]) -> bool:
        known = self[attribute_class] = issubclass(attribute_class, self.kinds)
        return known


_is_memref_class = _KindOfClass((MemRefType, UnrankedMemRefType))
_is_tensor_class = _KindOfClass((TensorType, UnrankedTensorType))


def is_memref_type(attribute: Attribute) -> bool:
    """Whether `attribute` is a ranked or unranked memref type (known per
    attribute class; the passes ask this of most values they look at)."""
    return _is_memref_class[type(attribute)]


def is_memref(value: SSAValue) -> bool:
    # The type read from its field: `type` is a Python property.
    return _is_memref_class[type(value._type)]  # pyright: ignore[reportPrivateUsage]


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
    return _is_tensor_class[type(attribute)]


def is_tensor(value: SSAValue) -> bool:
    return _is_tensor_class[type(value._type)]  # pyright: ignore[reportPrivateUsage]


def memref_values(values: Sequence[SSAValue]) -> list[SSAValue]:
    """The memrefs among `values` (the passes ask this of nearly every op's
    operands and results): one comprehension, with no call per value."""
    is_memref_class = _is_memref_class
    return [
        value
        for value in values
        if is_memref_class[type(value._type)]  # pyright: ignore[reportPrivateUsage]
    ]
