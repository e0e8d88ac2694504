"""`BufferizableOpInterface` models (and the destination-style and subset
models the analysis reads), one module per dialect, for One-Shot Bufferize.
"""

from __future__ import annotations


def register() -> None:
    """Attaches every bufferization model of this package to its op class."""
    from xdsl_dealloc.models.bufferizable import (
        arith,
        bufferization,
        cf,
        func,
        linalg,
        scf,
        tensor,
    )

    for dialect in (arith, bufferization, cf, func, linalg, scf, tensor):
        dialect.register()
