"""Replacing an op by a copy with more operands or results, and reading,
growing or shrinking the operand segments of `AttrSizedOperandSegments` ops
(for the models, and the ops of `xdsl_dealloc.dialects`); building,
inserting and erasing ops and moving uses without xDSL's generic steps
(for the passes, which do it for most ops they see)."""

from __future__ import annotations

import struct
from collections.abc import Collection, Mapping, Sequence
from functools import cache
from itertools import count, repeat
from typing import TypeVar

from xdsl.dialects.builtin import (
    UNKNOWN_LOC,
    BytesAttr,
    DenseArrayBase,
    LocationAttr,
    i32,
)
from xdsl.ir import (
    Attribute,
    Operation,
    OpResult,
    Region,
    SSAValue,
    SSAValues,
    Use,
)
from xdsl.irdl import AttrSizedOperandSegments, IRDLOperation, OptionalDef
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint, Rewriter

SEGMENTS = AttrSizedOperandSegments.attribute_name
"""The name of the operand segment sizes property."""

_OpT = TypeVar("_OpT", bound=Operation)


def build_op(
    op_class: type[_OpT],
    operands: Sequence[SSAValue] = (),
    result_types: Sequence[Attribute] = (),
    properties: Mapping[str, Attribute] | None = None,
    attributes: Mapping[str, Attribute] | None = None,
    regions: Sequence[Region] = (),
    location: LocationAttr = UNKNOWN_LOC,
) -> _OpT:
    """The op `op_class.create(...)` builds (without successors), its fields
    set one by one: `create` goes through the successor setter with an
    empty list and IRDL's definition for the default properties of every
    op, which are decided here once per class (One-Shot Bufferize builds
    some thirty ops per function, its clone of the module included)."""
    op = op_class.__new__(op_class)
    # (`map` rather than generators, which cost a call per item.)
    uses = tuple(map(Use, repeat(op), range(len(operands))))
    _add_uses(operands, uses)
    op._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]
    op._operand_uses = uses  # pyright: ignore[reportPrivateUsage]
    op.results = SSAValues(map(OpResult, result_types, repeat(op), count()))
    op._successors = ()  # pyright: ignore[reportPrivateUsage]
    op._successor_uses = ()  # pyright: ignore[reportPrivateUsage]
    op.properties = {} if properties is None else dict(properties)
    op.attributes = {} if attributes is None else dict(attributes)
    op.location = location
    op.regions = ()
    op.parent = None
    op._next_op = None  # pyright: ignore[reportPrivateUsage]
    op._prev_op = None  # pyright: ignore[reportPrivateUsage]
    for region in regions:
        op.add_region(region)
    default_properties, default_attributes = _defaults(op_class)
    for name, value in default_properties:
        op.properties.setdefault(name, value)
    for name, value in default_attributes:
        op.attributes.setdefault(name, value)
    return op


_Defaults = tuple[tuple[str, Attribute], ...]


@cache
def _defaults(op_class: type[Operation]) -> tuple[_Defaults, _Defaults]:
    """The properties and attributes IRDL gives an op of `op_class` built
    without them (`IRDLOperation.__post_init__`)."""
    if not issubclass(op_class, IRDLOperation):
        return (), ()
    definition = op_class.get_irdl_definition()
    return tuple(
        (name, field.default_value)
        for name, field in definition.properties.items()
        if not isinstance(field, OptionalDef) and field.default_value is not None
    ), tuple(
        (name, field.default_value)
        for name, field in definition.attributes.items()
        if not isinstance(field, OptionalDef) and field.default_value is not None
    )


@cache
def segment_sizes(*sizes: int) -> DenseArrayBase:
    """The `operandSegmentSizes` property for these sizes, built once: the
    deallocation passes set it on thousands of ops."""
    return DenseArrayBase(i32, BytesAttr(struct.pack(f"<{len(sizes)}i", *sizes)))


def rebuild_with(
    op: Operation,
    operands: Sequence[SSAValue],
    extra_result_types: Sequence[Attribute],
    rewriter: Rewriter,
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """A new op of the same class with `operands`, the old results followed by
    `extra_result_types`, and the old regions, replacing `op`."""
    new_op = build_op(
        type(op),
        operands,
        [*op.result_types, *extra_result_types],
        properties if properties is not None else op.properties,
        op.attributes,
        [op.detach_region(region) for region in list(op.regions)],
        op.location,
    )
    if op.successors:
        new_op.successors = list(op.successors)
    rewriter.insert_op(new_op, InsertPoint.before(op))
    for old, new in zip(op.results, new_op.results, strict=False):
        new.name_hint = old.name_hint
        old.replace_all_uses_with(new)
    rewriter.erase_op(op)
    return new_op


def rebuild_without_results(
    op: Operation, indices: Collection[int], rewriter: Rewriter
) -> Operation:
    """A new op of the same class without the results at `indices` (which
    nothing uses), with the old operands and regions, replacing `op`."""
    kept = [result for result in op.results if result.index not in indices]
    new_op = type(op).create(
        operands=list(op.operands),
        result_types=[result.type for result in kept],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        successors=list(op.successors),
        regions=[op.detach_region(region) for region in list(op.regions)],
        location=op.location,
    )
    rewriter.insert_op(new_op, InsertPoint.before(op))
    for old, new in zip(kept, new_op.results, strict=True):
        new.name_hint = old.name_hint
        old.replace_all_uses_with(new)
    rewriter.erase_op(op)
    return new_op


def grow_segment(
    op: Operation, segment: int, values: Sequence[SSAValue]
) -> tuple[list[SSAValue], dict[str, Attribute]]:
    """Operands and properties of `op` with `values` appended to operand
    segment `segment` (for ops with `AttrSizedOperandSegments`)."""
    sizes = list(operand_segment_sizes(op))
    end = sum(sizes[: segment + 1])
    operands = [*op.operands[:end], *values, *op.operands[end:]]
    sizes[segment] += len(values)
    properties = dict(op.properties)
    properties[SEGMENTS] = segment_sizes(*sizes)
    return operands, properties


def shrink_segment(
    op: Operation, segment: int, position: int
) -> tuple[list[SSAValue], dict[str, Attribute]]:
    """Operands and properties of `op` without the `position`-th operand of
    operand segment `segment` (for ops with `AttrSizedOperandSegments`)."""
    sizes = list(operand_segment_sizes(op))
    assert 0 <= position < sizes[segment]
    erased = sum(sizes[:segment]) + position
    operands = [*op.operands[:erased], *op.operands[erased + 1 :]]
    sizes[segment] -= 1
    properties = dict(op.properties)
    properties[SEGMENTS] = segment_sizes(*sizes)
    return operands, properties


def operand_segment_sizes(op: Operation) -> tuple[int, ...]:
    """The operand segment sizes of `op` (an op with
    `AttrSizedOperandSegments`), read straight from their `i32` bytes: IRDL's
    accessors decode them anew for every operand they return, even a
    single one."""
    sizes = op.properties[SEGMENTS]
    assert isinstance(sizes, DenseArrayBase)
    data = sizes.data.data
    return _int32_array(len(data) // 4).unpack(data)


@cache
def _int32_array(count: int) -> struct.Struct:
    return struct.Struct(f"<{count}i")


def append_operands(op: Operation, values: Sequence[SSAValue]) -> None:
    """`op.operands = [*op.operands, *values]`, adding only the new
    operands' uses: xDSL's setter drops and adds back every use (the
    deallocation pass extends thousands of branches and yields)."""
    start = len(op._operands)  # pyright: ignore[reportPrivateUsage]
    uses = tuple(map(Use, repeat(op), range(start, start + len(values))))
    _add_uses(values, uses)
    op._operands = SSAValues((*op._operands, *values))  # pyright: ignore[reportPrivateUsage]
    op._operand_uses = (*op._operand_uses, *uses)  # pyright: ignore[reportPrivateUsage]


def _add_uses(values: Sequence[SSAValue], uses: Sequence[Use]) -> None:
    """`value.add_use(use)` for each pair, in order, as xDSL links a use in
    (first in its value's list), without a call per use: `uses` are new,
    linked to nothing yet."""
    for value, use in zip(values, uses, strict=True):
        first = value.first_use
        if first is not None:
            use._next_use = first  # pyright: ignore[reportPrivateUsage]
            first._prev_use = use  # pyright: ignore[reportPrivateUsage]
        value.first_use = use


def move_uses(value: SSAValue, replacement: SSAValue) -> list[Operation]:
    """`value.replace_all_uses_with(replacement)` for another value; the
    user of each use moved, in the use list's order.  Each use, in that
    order, moves to the front of `replacement`'s use list, its user's
    operand tuple rebuilt with `replacement` in its place (xDSL's
    `OpOperands.__setitem__`, without building the view and slices), and
    `replacement` takes `value`'s name hint if it has none."""
    users: list[Operation] = []
    use = value.first_use
    while use is not None:
        next_use = use._next_use  # pyright: ignore[reportPrivateUsage]
        user = use.operation
        users.append(user)
        value.remove_use(use)
        replacement.add_use(use)
        operands = list(user._operands)  # pyright: ignore[reportPrivateUsage]
        operands[use.index] = replacement
        user._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]
        use = next_use
    if replacement.name_hint is None:
        replacement.name_hint = value.name_hint
    return users


def erase_unused_op(op: Operation) -> None:
    """`Rewriter.erase_op(op)` for an op whose results have no uses:
    detached from its block, if any, and its references dropped, without
    xDSL's replacing of each result's (absent) uses by a new
    `ErasedSSAValue` (a bufferization erases an op for nearly every op it
    bufferizes)."""
    assert all(result.first_use is None for result in op.results)
    if (block := op.parent) is not None:
        block.detach_op(op)
    op.drop_all_references()


def insert_new_op(op: Operation, point: InsertPoint) -> None:
    """`Rewriter.insert_op(op, point)` for an op just built (in no block):
    no op can hold the block it goes to, so xDSL's check that it does not
    (a walk up from the block, for each op) is left out."""
    before = point.insert_before
    if before is None:
        point.block.add_op(op)
        return
    block = point.block
    op.parent = block
    if before.prev_op is None:
        block._first_op = op  # pyright: ignore[reportPrivateUsage]
    before._insert_prev_op(op)  # pyright: ignore[reportPrivateUsage]


def insert_built(
    rewriter: PatternRewriter, ops: Sequence[Operation], point: InsertPoint
) -> None:
    """`rewriter.insert(ops, point)` for ops just built (in no block): each
    goes in as `insert_new_op` puts it, then, as `insert` does, its results
    take the rewriter's name hint and its listeners hear of it."""
    rewriter.has_done_action = True
    for op in ops:
        insert_new_op(op, point)
    hint = rewriter.name_hint
    for op in ops:
        if hint is not None:
            for result in op.results:
                if result.name_hint is None:
                    result._name = hint  # pyright: ignore[reportPrivateUsage]
        rewriter.handle_operation_insertion(op)


def set_operands_and_properties(
    op: Operation, operands: Sequence[SSAValue], properties: dict[str, Attribute]
) -> None:
    """Updates `op` in place (no new results, so no replacement needed)."""
    op.operands = operands
    op.properties = properties
