"""`BufferizableOpInterface` models (and the destination-style and subset
models the analysis reads), one module per dialect, for One-Shot Bufferize.
"""

from __future__ import annotations

INTERFACES = (
    "xdsl_dealloc.interfaces.bufferizable.BufferizableOpInterface",
    "xdsl_dealloc.interfaces.bufferizable.DestinationStyleOpInterface",
    "xdsl_dealloc.interfaces.bufferizable.SubsetInsertionOpInterface",
    "xdsl_dealloc.interfaces.function_bufferization.FunctionBoundaryInterface",
)
"""The interfaces of the models of this package, by name: deferring the
models (`xdsl_dealloc.models.register`) imports neither them nor their
modules."""


def register() -> None:
    """Attaches the bufferization models of this package to their op
    classes, but those of `linalg` and `tensor`."""
    from xdsl_dealloc.models.bufferizable import arith, bufferization, cf, func, scf

    for dialect in (arith, bufferization, cf, func, scf):
        dialect.register()


def register_tensor_dialects() -> None:
    """Attaches the bufferization models of `linalg`'s and `tensor`'s ops."""
    from xdsl_dealloc.models.bufferizable import linalg, tensor

    linalg.register()
    tensor.register()
