"""MLIR's bufferization dialect and ownership-based buffer deallocation for xDSL.

Nothing is attached to xDSL on import: `register()` does it, once.  The
`xdsl.universe` entry point (`xdsl_dealloc.universe`) calls it when
`xdsl-opt` first loads one of our dialects or passes; a program embedding
the package calls it before building its context.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable

_registered = False


def is_registered() -> bool:
    """Whether `register()` has run: xDSL's ops then print, verify and
    canonicalize as MLIR 22 does."""
    return _registered


_affine_models_attached = False
_ml_program_models_attached = False
_tensor_dialects_attached = False
_tensor_dialects_loaded = False


def register() -> None:
    """Attaches everything this package adds to xDSL: the dialect loaders in
    xDSL's universe, MLIR 22's textual forms and verifiers on xDSL's ops of
    `memref`, `scf`, `func`, `cf`, `arith` and `bufferization` (passes build
    such ops from inputs that have none), the check of `bufferization.*`
    attributes on every op, MLIR's reading of `dense<...>` literals, MLIR
    22's forms on the ops of every other dialect read so far or later
    (`dialects.amend.apply_mlir_forms`), the interface models of xDSL's
    dialects, and the canonicalization patterns MLIR has and xDSL lacks
    (`transforms/canonicalization/registered.py`).  Before it, the plugin
    only adds ops and reads MLIR 22's forms besides xDSL's: xDSL prints,
    verifies and rewrites as it ships (docs/architecture.md).  `tensor` and `linalg`
    (and `math`, which xDSL's `linalg` imports) cost more than the rest
    together: their syntax, models and patterns come with
    `load_tensor_dialects()`, which their loaders and the loaders of the
    passes building their ops call.  The models of `affine` come with
    `load_affine_models()`, which its loader calls, and here if xDSL's
    `affine` is already imported; those of `ml_program` the same way, with
    `load_ml_program_models()`.  Calling it again does nothing."""
    global _registered
    if _registered:
        return
    _registered = True
    from xdsl_dealloc import models
    from xdsl_dealloc.dialects.amend import apply_mlir_forms
    from xdsl_dealloc.dialects.arith import amend_arith_syntax
    from xdsl_dealloc.dialects.bufferization import amend_xdsl_ops
    from xdsl_dealloc.dialects.bufferization_attributes import (
        install_attribute_verifier,
    )
    from xdsl_dealloc.dialects.builtin import install_dense_literals
    from xdsl_dealloc.dialects.cf import amend_cf_syntax
    from xdsl_dealloc.dialects.func import amend_func_syntax
    from xdsl_dealloc.dialects.memref_syntax import amend_memref_syntax
    from xdsl_dealloc.dialects.scf import amend_scf_syntax
    from xdsl_dealloc.ir.symbol_index import install_symbol_index
    from xdsl_dealloc.universe import (
        EXTENDED_DIALECTS,
        LOADED_LATER,
        install_extended_dialects,
    )

    install_extended_dialects()
    install_attribute_verifier()
    install_symbol_index()
    install_dense_literals()
    for amend in (
        amend_memref_syntax,
        amend_scf_syntax,
        amend_func_syntax,
        amend_cf_syntax,
        amend_arith_syntax,
        amend_xdsl_ops,
    ):
        amend()
    apply_mlir_forms()
    models.register()
    _register_canonicalizations(
        name for name in EXTENDED_DIALECTS if name not in LOADED_LATER
    )
    if "xdsl.dialects.affine" in sys.modules:
        load_affine_models()
    if "xdsl_dealloc.dialects.ml_program" in sys.modules:
        load_ml_program_models()
    if _tensor_dialects_loaded or _TENSOR_MODULES & sys.modules.keys():
        load_tensor_dialects()
    else:
        from xdsl_dealloc.interfaces.registry import attach_on_first_lookup
        from xdsl_dealloc.models.bufferizable import INTERFACES

        # One-Shot Bufferize's first question loads them.
        attach_on_first_lookup(INTERFACES, load_tensor_dialects)


_TENSOR_MODULES = frozenset({"xdsl.dialects.linalg", "xdsl.dialects.tensor"})


def load_affine_models() -> None:
    """Attaches the control-flow models of xDSL's `affine` region ops, once
    `register()` has run (which calls this itself if `xdsl.dialects.affine`
    is imported by then).  `affine`'s loader in xDSL's universe calls it; a
    program that imports `xdsl.dialects.affine` only after `register()` and
    builds its context without the universe's loaders calls it too.
    Calling it again does nothing."""
    global _affine_models_attached
    if _affine_models_attached or not _registered:
        return
    _affine_models_attached = True
    from xdsl_dealloc import models

    models.register_affine()


def load_ml_program_models() -> None:
    """Attaches the bufferization models of `ml_program`'s global ops (the
    dialect with MLIR 22's forms is `dialects.ml_program.extended_ml_program`),
    once `register()` has run (which calls this itself if that module is
    imported by then).  `ml_program`'s loader in xDSL's universe calls it.
    Calling it again does nothing."""
    global _ml_program_models_attached
    if _ml_program_models_attached or not _registered:
        return
    _ml_program_models_attached = True
    from xdsl_dealloc import models

    models.register_ml_program()


def load_tensor_dialects() -> None:
    """Has xDSL's `tensor` and `linalg` read MLIR 22's forms (with our ops)
    and, once `register()` has run, gives them MLIR 22's forms and attaches
    their models and patterns.  The two go together: bufferizing a tensor op
    may build a `linalg.map`.  Calling it again does nothing."""
    global _tensor_dialects_loaded
    if not _tensor_dialects_loaded:
        from xdsl_dealloc.dialects.linalg import extended_linalg
        from xdsl_dealloc.dialects.tensor import extended_tensor

        _tensor_dialects_loaded = True
        extended_tensor()
        extended_linalg()
    if _registered:
        _attach_tensor_dialects()


def _attach_tensor_dialects() -> None:
    """MLIR 22's forms, models and patterns of `tensor` and `linalg`, once."""
    global _tensor_dialects_attached
    if _tensor_dialects_attached:
        return
    _tensor_dialects_attached = True
    from xdsl_dealloc import models
    from xdsl_dealloc.dialects.linalg import amend_linalg_syntax
    from xdsl_dealloc.dialects.tensor import amend_tensor_syntax
    from xdsl_dealloc.universe import TENSOR_DIALECTS

    amend_tensor_syntax()
    amend_linalg_syntax()
    models.register_tensor_dialects()
    _register_canonicalizations(TENSOR_DIALECTS)


def _register_canonicalizations(dialect_names: Iterable[str]) -> None:
    from xdsl.universe import XDSL_UNIVERSE

    from xdsl_dealloc.transforms.canonicalization.registered import (
        register_canonicalizations,
    )

    register_canonicalizations(
        op_class
        for name in dialect_names
        for op_class in XDSL_UNIVERSE.all_dialects[name]().operations
    )
