"""Builder, verifier and memory effects of `memref.realloc`."""

from __future__ import annotations

import pytest
from xdsl.dialects import test
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IndexType,
    IntegerAttr,
    MemRefType,
    StridedLayoutAttr,
    StringAttr,
    f32,
    i32,
    i64,
)
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.traits import EffectInstance, MemoryEffectKind, get_effects
from xdsl.transforms.dead_code_elimination import is_trivially_dead
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.memref import ReallocOp, realloc_result_type

STATIC = MemRefType(f32, [2])
DYNAMIC = MemRefType(f32, [DYNAMIC_INDEX])


def values(*types: Attribute) -> tuple[SSAValue, ...]:
    """Fresh SSA values of the given types, defined by a `test.op`."""
    return tuple(test.TestOp(result_types=types).results)


def test_static_realloc_builder() -> None:
    (source,) = values(STATIC)
    op = ReallocOp(source, MemRefType(f32, [8]))
    op.verify()
    assert op.source is source
    assert op.dynamic_result_size is None
    assert op.alignment is None
    assert op.result.type == MemRefType(f32, [8])
    assert str(op) == "%0 = memref.realloc %1 : memref<2xf32> to memref<8xf32>"


def test_dynamic_realloc_builder_with_alignment() -> None:
    source, size = values(STATIC, IndexType())
    op = ReallocOp(source, DYNAMIC, size, alignment=16)
    op.verify()
    assert op.dynamic_result_size is size
    assert op.alignment == IntegerAttr(16, i64)
    assert "{alignment = 16 : i64}" in str(op)


def test_alignment_may_be_given_as_an_attribute() -> None:
    (source,) = values(DYNAMIC)
    op = ReallocOp(source, STATIC, alignment=IntegerAttr(4, i64))
    op.verify()
    assert op.alignment == IntegerAttr(4, i64)


def test_result_type_helper_keeps_element_type_and_memory_space() -> None:
    source_type = MemRefType(f32, [2], memory_space=StringAttr("gpu"))
    assert realloc_result_type(source_type, 5) == MemRefType(
        f32, [5], memory_space=StringAttr("gpu")
    )
    assert realloc_result_type(source_type, None) == MemRefType(
        f32, [DYNAMIC_INDEX], memory_space=StringAttr("gpu")
    )


def test_realloc_frees_its_source_and_allocates_its_result() -> None:
    source, size = values(STATIC, IndexType())
    op = ReallocOp(source, DYNAMIC, size)
    assert get_effects(op) == {
        EffectInstance(MemoryEffectKind.FREE, source),
        EffectInstance(MemoryEffectKind.ALLOC, op.result),
    }
    # Even unused, a realloc frees its source, so it must stay.
    assert not is_trivially_dead(op)


@pytest.mark.parametrize(
    "source_type, result_type, message",
    [
        (MemRefType(f32, [2, 2]), STATIC, "operand #0 must be 1D memref"),
        (STATIC, MemRefType(f32, [2, 2]), "result #0 must be 1D memref"),
        (STATIC, MemRefType(i32, [4]), "different element types"),
        (
            STATIC,
            MemRefType(f32, [4], memory_space=IntegerAttr(1, i64)),
            "different memory spaces",
        ),
        (
            MemRefType(f32, [2], StridedLayoutAttr([2])),
            STATIC,
            "unsupported layout for source memref type",
        ),
        (
            STATIC,
            MemRefType(f32, [4], StridedLayoutAttr([1], 3)),
            "unsupported layout for result memref type",
        ),
    ],
)
def test_verifier_rejects_incompatible_types(
    source_type: MemRefType, result_type: MemRefType, message: str
) -> None:
    (source,) = values(source_type)
    with pytest.raises(VerifyException, match=message):
        ReallocOp(source, result_type).verify()


def test_identity_layouts_spelled_out_are_accepted() -> None:
    """MLIR treats `strided<[1]>` and `affine_map<(d0) -> (d0)>` as no layout."""
    (source,) = values(MemRefType(f32, [2], StridedLayoutAttr([1])))
    identity = AffineMapAttr(AffineMap.identity(1))
    ReallocOp(source, MemRefType(f32, [4], identity)).verify()


def test_memory_space_zero_is_the_default_space() -> None:
    (source,) = values(STATIC)
    ReallocOp(source, MemRefType(f32, [4], memory_space=IntegerAttr(0, i64))).verify()


def test_size_operand_exactly_when_the_result_is_dynamic() -> None:
    source, size = values(STATIC, IndexType())
    with pytest.raises(VerifyException, match="missing dimension operand"):
        ReallocOp(source, DYNAMIC).verify()
    with pytest.raises(VerifyException, match="unnecessary dimension operand"):
        ReallocOp(source, STATIC, size).verify()


@pytest.mark.parametrize("alignment", [0, -8, 3, 12])
def test_alignment_must_be_a_positive_power_of_two(alignment: int) -> None:
    (source,) = values(STATIC)
    with pytest.raises(VerifyException, match="power of two"):
        ReallocOp(source, STATIC, alignment=alignment).verify()


def test_alignment_must_be_i64() -> None:
    (source,) = values(STATIC)
    with pytest.raises(VerifyException, match="i64"):
        ReallocOp(source, STATIC, alignment=IntegerAttr(8, i32)).verify()
