"""Memory effects of the tensor/buffer bridge ops of `bufferization`, which
xDSL declares none for; the deallocation pass rejects memref ops with
unknown effects."""

from __future__ import annotations

from xdsl.dialects.builtin import MemRefType, UnrankedMemRefType
from xdsl.ir import Operation
from xdsl.traits import EffectInstance, MemoryEffect, MemoryEffectKind, NoMemoryEffect

from xdsl_dealloc.dialects.bufferization import (
    MaterializeInDestinationOp,
    ToBufferOp,
    ToTensorOp,
)
from xdsl_dealloc.interfaces.registry import register_interface


class MaterializeInDestinationEffect(MemoryEffect):
    """Writes the destination buffer when the destination is a memref."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        assert isinstance(op, MaterializeInDestinationOp)
        if isinstance(op.dest.type, MemRefType | UnrankedMemRefType):
            return {EffectInstance(MemoryEffectKind.WRITE, op.dest)}
        return set()


def register() -> None:
    """Attaches the memory effects of the tensor/buffer bridge ops."""
    register_interface(ToBufferOp, NoMemoryEffect())
    register_interface(ToTensorOp, NoMemoryEffect())
    register_interface(MaterializeInDestinationOp, MaterializeInDestinationEffect())
