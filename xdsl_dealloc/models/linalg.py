"""The memory effects of xDSL's linalg ops on memrefs: each structured op
reads its inputs and outputs and writes its outputs (ours declare it
themselves), so the deallocation pass accepts them, as MLIR 22's does."""

from __future__ import annotations

from xdsl_dealloc.dialects.linalg import (
    StructuredMemoryEffect,
    structured_op_classes,
)
from xdsl_dealloc.interfaces.registry import register_interface


def register() -> None:
    """Attaches the structured ops' memory effects."""
    for op_class in structured_op_classes():
        register_interface(op_class, StructuredMemoryEffect())
