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

from xdsl_dealloc.interfaces.registry import attach_on_first_lookup


def register() -> None:
    """Attaches every model of this package to its op class, but those of
    `affine` (`register_affine`), `linalg` and `tensor` (see
    `register_tensor_dialects`); One-Shot Bufferize's are attached when
    first looked up (`bufferizable.INTERFACES`): their modules cost the
    deallocation passes, which never read them, a fifth of their imports."""
    from xdsl_dealloc.models import (
        arith,
        bufferizable,
        bufferization,
        cf,
        dealloc_test,
        deallocation,
        func,
        memref,
        scf,
        spirv,
    )

    for dialect in (arith, bufferization, cf, dealloc_test, func, scf, memref, spirv):
        dialect.register()
    deallocation.register()
    attach_on_first_lookup(bufferizable.INTERFACES, bufferizable.register)


def register_affine() -> None:
    """Attaches the models of `affine`'s op classes, which `register` leaves
    to `xdsl_dealloc.load_affine_models`: importing xDSL's `affine` costs
    more than the models of all other dialects."""
    from xdsl_dealloc.models import affine

    affine.register()


def register_tensor_dialects() -> None:
    """Attaches the models of `linalg`'s and `tensor`'s op classes, which
    `register` leaves to `xdsl_dealloc.load_tensor_dialects`."""
    from xdsl_dealloc.models import bufferizable, linalg

    linalg.register()
    bufferizable.register_tensor_dialects()


def register_ml_program() -> None:
    """Attaches the bufferization models of `ml_program`'s global ops, which
    `register` leaves to `xdsl_dealloc.load_ml_program_models`."""
    from xdsl_dealloc.models.bufferizable import ml_program

    ml_program.register()
