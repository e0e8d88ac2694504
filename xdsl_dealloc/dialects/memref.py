"""`memref.realloc`, which xDSL's memref dialect lacks, added to that dialect."""

from __future__ import annotations

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I64,
    IndexType,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    i64,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import (
    EffectInstance,
    MemoryEffect,
    MemoryEffectKind,
)
from xdsl.utils.exceptions import VerifyException


class ReallocMemoryEffect(MemoryEffect):
    """Frees the source buffer and allocates the result, like C's `realloc`."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, ReallocOp)
        return {
            EffectInstance(MemoryEffectKind.FREE, op.source),
            EffectInstance(MemoryEffectKind.ALLOC, op.result),
        }


def _has_identity_layout(memref_type: MemRefType) -> bool:
    """No layout, or one spelled out as the identity (`strided<[1]>`), as in MLIR."""
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return True
    return layout.get_affine_map() == AffineMap.identity(memref_type.get_num_dims())


def _memory_space(memref_type: MemRefType) -> Attribute:
    """MLIR drops an integer memory space 0 from a memref type; xDSL keeps it."""
    space = memref_type.memory_space
    if isinstance(space, IntegerAttr) and space.value.data == 0:
        return NoneAttr()
    return space


@irdl_op_definition
class ReallocOp(IRDLOperation):
    """
    Grows or shrinks a 1-D buffer, keeping the common prefix of its contents.
    The source buffer is freed; the result is a new allocation (possibly at the
    same address).
    """

    name = "memref.realloc"

    source = operand_def(base(MemRefType))
    dynamic_result_size = opt_operand_def(IndexType)
    result = result_def(base(MemRefType))
    alignment = opt_prop_def(IntegerAttr[I64])

    traits = traits_def(ReallocMemoryEffect())
    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = (
        "$source (`(` $dynamic_result_size^ `)`)? attr-dict "
        "`:` type($source) `to` type($result)"
    )

    def __init__(
        self,
        source: SSAValue | Operation,
        result_type: MemRefType,
        dynamic_result_size: SSAValue | Operation | None = None,
        alignment: int | IntegerAttr | None = None,
    ):
        if isinstance(alignment, int):
            alignment = IntegerAttr(alignment, i64)
        super().__init__(
            operands=(source, dynamic_result_size),
            result_types=(result_type,),
            properties={"alignment": alignment} if alignment is not None else {},
        )

    def verify_(self) -> None:
        # Messages and order follow MLIR's, so diagnostics read the same.
        source_type = self.source.type
        result_type = self.result.type
        assert isinstance(source_type, MemRefType)
        assert isinstance(result_type, MemRefType)
        for position, memref_type in (
            ("operand #0", source_type),
            ("result #0", result_type),
        ):
            if memref_type.get_num_dims() != 1:
                raise VerifyException(
                    f"{position} must be 1D memref of any type values, "
                    f"but got '{memref_type}'"
                )
        if self.alignment is not None:
            value = self.alignment.value.data
            if value <= 0 or value & (value - 1):
                raise VerifyException(
                    "attribute 'alignment' failed to satisfy constraint: 64-bit "
                    "signless integer attribute whose value is positive and whose "
                    "value is a power of two > 0"
                )
        for which, memref_type in (("source", source_type), ("result", result_type)):
            if not _has_identity_layout(memref_type):
                raise VerifyException(
                    f"unsupported layout for {which} memref type '{memref_type}'"
                )
        types = (
            f"source memref type '{source_type}' and result memref type '{result_type}'"
        )
        if _memory_space(source_type) != _memory_space(result_type):
            raise VerifyException(f"different memory spaces specified for {types}")
        if source_type.element_type != result_type.element_type:
            raise VerifyException(f"different element types specified for {types}")
        result_is_dynamic = result_type.get_shape()[0] == DYNAMIC_INDEX
        if result_is_dynamic and self.dynamic_result_size is None:
            raise VerifyException(
                f"missing dimension operand for result type '{result_type}'"
            )
        if not result_is_dynamic and self.dynamic_result_size is not None:
            raise VerifyException(
                f"unnecessary dimension operand for result type '{result_type}'"
            )


def _extended_dialect() -> Dialect:
    existing = xdsl_memref.MemRef
    return Dialect(
        existing.name,
        [*existing.operations, ReallocOp],
        list(existing.attributes),
    )


MemRef = _extended_dialect()
"""xDSL's memref dialect plus `memref.realloc`, under the same name."""


def realloc_result_type(source: MemRefType, size: int | None) -> MemRefType:
    """The 1-D memref type a realloc of `source` to `size` elements produces."""
    return MemRefType(
        source.element_type,
        [DYNAMIC_INDEX if size is None else size],
        memory_space=source.memory_space,
    )
