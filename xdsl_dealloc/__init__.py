"""MLIR's bufferization dialect and ownership-based buffer deallocation for xDSL.

Nothing is attached to xDSL on import: `register()` does it, once.  The
`xdsl.universe` entry point (`xdsl_dealloc.universe`) calls it when
`xdsl-opt` first loads one of our dialects or passes; a program embedding
the package calls it before building its context.
"""

from __future__ import annotations

_registered = False


def register() -> None:
    """Attaches everything this package adds to xDSL: the dialect loaders of
    `bufferization` and `memref` in xDSL's universe, the amendments of xDSL's
    bufferization ops, the printing fix, and the interface models of xDSL's
    dialects.  Calling it again does nothing."""
    global _registered
    if _registered:
        return
    _registered = True
    from xdsl_dealloc import models
    from xdsl_dealloc.dialects.bufferization import amend_xdsl_ops
    from xdsl_dealloc.dialects.printing_fixes import fix_printing
    from xdsl_dealloc.universe import install_extended_dialects

    install_extended_dialects()
    fix_printing()
    amend_xdsl_ops()
    models.register()
