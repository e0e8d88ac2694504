"""Replacing an op by a copy with more operands or results, and reading,
growing or shrinking the operand segments of `AttrSizedOperandSegments` ops
(for the models, and the ops of `xdsl_dealloc.dialects`)."""

from __future__ import annotations

import struct
from collections.abc import Collection, Sequence
from functools import cache

from xdsl.dialects.builtin import BytesAttr, DenseArrayBase, i32
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import AttrSizedOperandSegments
from xdsl.rewriter import InsertPoint, Rewriter

SEGMENTS = AttrSizedOperandSegments.attribute_name
"""The name of the operand segment sizes property."""


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
    new_op = type(op).create(
        operands=operands,
        result_types=[*op.result_types, *extra_result_types],
        properties=properties if properties is not None else dict(op.properties),
        attributes=dict(op.attributes),
        successors=list(op.successors),
        regions=[op.detach_region(region) for region in list(op.regions)],
        location=op.location,
    )
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


def set_operands_and_properties(
    op: Operation, operands: Sequence[SSAValue], properties: dict[str, Attribute]
) -> None:
    """Updates `op` in place (no new results, so no replacement needed)."""
    op.operands = operands
    op.properties = properties
