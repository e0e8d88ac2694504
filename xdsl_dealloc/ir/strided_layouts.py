"""Memref layouts given as affine maps, read as MLIR reads them: the
identity map is no layout at all (MLIR's default layout), one with symbols
lays elements out as it, and a map whose one result is linear in the
dimensions is a strided layout (`getStridesAndOffset`).  xDSL's
`MemRefType` knows the strides of `strided<...>` layouts only."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
)
from xdsl.ir import Attribute
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)

_Term = tuple[str, ...]
"""A product of dimensions (`d0`) and symbols (`s0`), sorted."""


def is_identity_map(layout: Attribute) -> bool:
    """An affine map whose results are its dimensions in order (symbols
    do not count, as in MLIR's `AffineMap::isIdentity`)."""
    if not isinstance(layout, AffineMapAttr):
        return False
    data = layout.data
    return data.num_dims == len(data.results) and all(
        result == AffineDimExpr(i) for i, result in enumerate(data.results)
    )


def canonical_layout(layout: Attribute) -> Attribute:
    """`layout`, or no layout for the identity map of its dimensions (one
    with symbols stays: MLIR's types keep it, printed as no layout, so a
    buffer passed to it is cast)."""
    if (
        is_identity_map(layout)
        and isinstance(layout, AffineMapAttr)
        and not layout.data.num_symbols
    ):
        return NoneAttr()
    return layout


def _polynomial(expr: AffineExpr) -> dict[_Term, int] | None:
    """`expr` as a sum of products with integer coefficients; None for a
    division or modulo of anything but constants."""
    match expr:
        case AffineConstantExpr(value=value):
            return {(): value}
        case AffineDimExpr(position=position):
            return {(f"d{position}",): 1}
        case AffineSymExpr(position=position):
            return {(f"s{position}",): 1}
        case AffineBinaryOpExpr(kind=kind, lhs=lhs, rhs=rhs):
            left, right = _polynomial(lhs), _polynomial(rhs)
            if left is None or right is None:
                return None
            if kind is AffineBinaryOpKind.Add:
                total = dict(left)
                for term, factor in right.items():
                    total[term] = total.get(term, 0) + factor
                return total
            if kind is AffineBinaryOpKind.Mul:
                product: dict[_Term, int] = {}
                for a, x in left.items():
                    for b, y in right.items():
                        term = tuple(sorted(a + b))
                        product[term] = product.get(term, 0) + x * y
                return product
            if set(left) <= {()} and set(right) <= {()}:
                return {(): expr.eval([], [])}
            return None
        case _:
            return None


def map_strides_and_offset(
    data: AffineMap,
) -> tuple[list[int | None], int | None] | None:
    """The strides and offset (None where a symbol makes them dynamic) of a
    one-result map linear in its dimensions; None for any other map."""
    if len(data.results) != 1:
        return None
    polynomial = _polynomial(data.results[0])
    if polynomial is None:
        return None
    strides: list[int | None] = [0] * data.num_dims
    offset: int | None = 0
    for term, factor in polynomial.items():
        if factor == 0:
            continue
        dims = [name for name in term if name.startswith("d")]
        if len(dims) > 1:
            return None
        if not dims:
            offset = None if term or offset is None else offset + factor
            continue
        position = int(dims[0][1:])
        stride = strides[position]
        strides[position] = None if len(term) > 1 or stride is None else stride + factor
    return strides, offset


def strided_form(memref_type: MemRefType) -> MemRefType | None:
    """`memref_type` with its layout as a `strided<...>` (itself if it has
    one or none), or None if its layout is not strided."""
    layout = memref_type.layout
    if not isinstance(layout, AffineMapAttr):
        return memref_type
    if is_identity_map(layout):
        return _with_layout(memref_type, NoneAttr())
    found = map_strides_and_offset(layout.data)
    if found is None:
        return None
    strides, offset = found
    return _with_layout(memref_type, StridedLayoutAttr(strides, offset))


def _with_layout(memref_type: MemRefType, layout: Attribute) -> MemRefType:
    return MemRefType(
        memref_type.element_type,
        memref_type.get_shape(),
        layout,  # pyright: ignore[reportArgumentType]
        memref_type.memory_space,
    )


def collapsed_layout(
    source: MemRefType, groups: Sequence[Sequence[int]]
) -> Attribute | None:
    """The layout of `source` collapsed by `groups` if the groups are
    contiguous for any runtime strides and sizes, else None (MLIR's
    `isGuaranteedCollapsible` and `computeCollapsedLayoutMap`): no layout
    for an identity source; else each group takes the stride of its last
    dimension not of size 1, and each dimension before the last of a group
    must have the stride of the next times its size, known statically --
    unless it has size 1, whose stride is meaningless."""
    strided = strided_form(source)
    if strided is None:
        return None
    layout = strided.layout
    if not isinstance(layout, StridedLayoutAttr):
        return NoneAttr()
    shape = source.get_shape()
    source_strides = layout.get_strides()
    strides: list[int | None] = []
    for group in groups:
        last = len(group) - 1
        while last > 0 and shape[group[last]] == 1:
            last -= 1
        if shape[group[last]] != DYNAMIC_INDEX or last == 0:
            strides.append(source_strides[group[last]])
        else:
            strides.append(None)
    for group, stride in zip(groups, strides, strict=True):
        for dim in reversed(group[1:]):
            size = shape[dim]
            stride = None if stride is None or size == DYNAMIC_INDEX else stride * size
            source_stride = source_strides[dim - 1]
            if shape[dim - 1] == 1:
                continue
            if stride is None or source_stride is None or stride != source_stride:
                return None
    return StridedLayoutAttr(strides, layout.get_offset())
