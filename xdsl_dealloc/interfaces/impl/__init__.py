"""Interface models for xDSL's built-in dialects, one module per dialect.

Importing this package registers them all (MLIR's external models); a
downstream dialect registers its own the same way, through
`xdsl_dealloc.interfaces.registry.register_interface`.
"""

from xdsl_dealloc.interfaces.impl import (  # noqa: F401
    arith,
    bufferization,
    cf,
    func,
    memref,
    scf,
)
