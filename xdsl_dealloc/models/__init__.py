"""External models: the interfaces of `xdsl_dealloc.interfaces`, attached to
the op classes of xDSL's dialects (MLIR's external models).

One module per dialect holds the models every pass and analysis reads
(control flow, views, memory effects); `deallocation/` holds, per dialect,
the `BufferDeallocationOpInterface` models of the ownership-based
deallocation pass.  Importing a module attaches nothing: `register` does
(through `xdsl_dealloc.register`), and a downstream package attaches its own
models the same way, with `xdsl_dealloc.interfaces.registry.register_interface`.
"""

from __future__ import annotations


def register() -> None:
    """Attaches every model of this package to its op class."""
    from xdsl_dealloc.models import (
        affine,
        arith,
        bufferizable,
        bufferization,
        cf,
        dealloc_test,
        deallocation,
        func,
        linalg,
        memref,
        scf,
    )

    for dialect in (
        affine,
        arith,
        bufferization,
        cf,
        dealloc_test,
        func,
        linalg,
        scf,
        memref,
    ):
        dialect.register()
    deallocation.register()
    bufferizable.register()
