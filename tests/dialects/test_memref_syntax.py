"""The memref ops the plugin adds (`transpose`, `reshape`, `prefetch`) built in
Python, and the amendment of xDSL's memref classes (`memref_syntax`)."""

from __future__ import annotations

import pytest
from xdsl.dialects import memref, test
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    MemRefType,
    StridedLayoutAttr,
    StringAttr,
    UnrankedMemRefType,
    f32,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects
from xdsl.transforms.dead_code_elimination import is_trivially_dead
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.memref import PrefetchOp, ReshapeOp, TransposeOp
from xdsl_dealloc.dialects.memref_syntax import amend_memref_syntax

SWAP = AffineMap.from_callable(lambda i, j: (j, i))


def values(*types: Attribute) -> tuple[SSAValue, ...]:
    """Fresh SSA values of the given types, defined by a `test.op`."""
    return tuple(test.TestOp(result_types=types).results)


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        (MemRefType(f32, [4, 5]), MemRefType(f32, [5, 4], StridedLayoutAttr([1, 5]))),
        (
            MemRefType(f32, [DYNAMIC_INDEX, DYNAMIC_INDEX]),
            MemRefType(
                f32, [DYNAMIC_INDEX, DYNAMIC_INDEX], StridedLayoutAttr([1, None])
            ),
        ),
        (
            MemRefType(
                f32, [4, 5], StridedLayoutAttr([10, 2], None), StringAttr("gpu")
            ),
            MemRefType(
                f32, [5, 4], StridedLayoutAttr([2, 10], None), StringAttr("gpu")
            ),
        ),
        # A transpose that keeps the row-major order needs no layout.
        (MemRefType(f32, [1, 4], StridedLayoutAttr([1, 1])), MemRefType(f32, [4, 1])),
    ],
)
def test_transpose_result_type(source: MemRefType, expected: MemRefType) -> None:
    assert TransposeOp.permuted_type(source, SWAP) == expected
    (value,) = values(source)
    op = TransposeOp(value, SWAP, expected)
    op.verify()
    assert is_trivially_dead(op)


def test_reshape_reads_its_shape() -> None:
    source, shape = values(MemRefType(f32, [8]), MemRefType(IndexType(), [2]))
    op = ReshapeOp(source, shape, MemRefType(f32, [DYNAMIC_INDEX, DYNAMIC_INDEX]))
    op.verify()
    assert get_effects(op) == {EffectInstance(MemoryEffectKind.READ, shape)}
    assert is_trivially_dead(op)
    unranked = ReshapeOp(source, shape, UnrankedMemRefType.from_type(f32))
    unranked.verify()


def test_prefetch_declares_a_write_and_is_kept() -> None:
    # As in MLIR (`--test-side-effects`), so that nothing drops the hint.
    buffer, index = values(MemRefType(f32, [8]), IndexType())
    op = PrefetchOp(
        buffer, [index], is_write=True, locality_hint=2, is_data_cache=False
    )
    op.verify()
    assert get_effects(op) == {EffectInstance(MemoryEffectKind.WRITE, buffer)}
    assert not is_trivially_dead(op)
    with pytest.raises(VerifyException, match="localityHint"):
        PrefetchOp(
            buffer, [index], is_write=True, locality_hint=4, is_data_cache=True
        ).verify()


def test_amending_twice_changes_nothing() -> None:
    definition = memref.CopyOp.get_irdl_definition()
    before = (definition.assembly_format, list(definition.operands))
    amend_memref_syntax()
    assert (definition.assembly_format, list(definition.operands)) == before
    a, b = values(MemRefType(f32, [2]), UnrankedMemRefType.from_type(f32))
    copy = memref.CopyOp(b, a)
    copy.verify()
    assert str(copy) == "memref.copy %0, %1 : memref<*xf32> to memref<2xf32>"
