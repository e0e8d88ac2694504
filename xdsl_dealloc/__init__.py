"""MLIR's bufferization dialect and ownership-based buffer deallocation for xDSL.

Nothing is attached to xDSL on import: `register()` does it, once.  The
`xdsl.universe` entry point (`xdsl_dealloc.universe`) calls it when
`xdsl-opt` first loads one of our dialects or passes; a program embedding
the package calls it before building its context.
"""

from __future__ import annotations

_registered = False


def register() -> None:
    """Attaches everything this package adds to xDSL: the dialect loaders in
    xDSL's universe, MLIR 22's textual forms and verifiers on xDSL's ops of
    `memref`, `scf`, `func`, `cf`, `arith`, `tensor`, `linalg` and
    `bufferization` (passes build such ops from inputs that have none), the
    interface models of xDSL's dialects, and the canonicalization patterns
    MLIR has and xDSL lacks (`transforms/canonicalization/registered.py`).
    Calling it again does nothing."""
    global _registered
    if _registered:
        return
    _registered = True
    from xdsl.universe import XDSL_UNIVERSE

    from xdsl_dealloc import models
    from xdsl_dealloc.dialects.arith import amend_arith_syntax
    from xdsl_dealloc.dialects.bufferization import amend_xdsl_ops
    from xdsl_dealloc.dialects.cf import amend_cf_syntax
    from xdsl_dealloc.dialects.func import amend_func_syntax
    from xdsl_dealloc.dialects.linalg import amend_linalg_syntax
    from xdsl_dealloc.dialects.memref_syntax import amend_memref_syntax
    from xdsl_dealloc.dialects.scf import amend_scf_syntax
    from xdsl_dealloc.dialects.tensor import amend_tensor_syntax
    from xdsl_dealloc.transforms.canonicalization.registered import (
        register_canonicalizations,
    )
    from xdsl_dealloc.universe import EXTENDED_DIALECTS, install_extended_dialects

    install_extended_dialects()
    for amend in (
        amend_memref_syntax,
        amend_scf_syntax,
        amend_func_syntax,
        amend_cf_syntax,
        amend_arith_syntax,
        amend_tensor_syntax,
        amend_linalg_syntax,
        amend_xdsl_ops,
    ):
        amend()
    models.register()
    register_canonicalizations(
        op_class
        for name in EXTENDED_DIALECTS
        for op_class in XDSL_UNIVERSE.all_dialects[name]().operations
    )
