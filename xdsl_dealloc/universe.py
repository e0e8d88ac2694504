"""The `xdsl.universe` entry point: our passes, and our ops in xDSL's dialects.

Why the dialects are not simply listed in `DEALLOC_UNIVERSE.all_dialects`:
xDSL's multiverse refuses two dialects with the same name, and xDSL itself
already registers `bufferization` (five ops) and `memref` (without `realloc`).
A dialect of another name would make `bufferization.dealloc` unparsable, and a
copy of the dialect with new classes would break every xDSL pattern that
matches the existing classes.

The mechanism: `Universe.get_multiverse()` first loads every entry point and
only then merges their dialect tables.  Loading this module swaps the *loaders*
that xDSL's own universe (`xdsl.universe.XDSL_UNIVERSE`) holds for these two
names with loaders returning the extended dialects, which contain the very
same xDSL op classes plus ours.  So under `xdsl-opt` every op parses, the
existing classes are untouched, and a program that never imports this plugin
(a plain `Context` with `xdsl.dialects.bufferization.Bufferization`, or
`get_all_dialects()`) sees exactly what xDSL ships.

This is the one module whose import changes xDSL (xDSL loads an entry point
by importing it): it installs the loaders and the printing fix, which cost
nothing, and the loaders of our passes and of `bufferization` call
`xdsl_dealloc.register()` first, so the rest (models, amendments of xDSL's
ops) is attached only once `xdsl-opt` uses one of them.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import XDSL_UNIVERSE, Universe


def _get_bufferization() -> Dialect:
    from xdsl_dealloc import register
    from xdsl_dealloc.dialects.bufferization import Bufferization

    register()
    return Bufferization


def _get_memref() -> Dialect:
    """`memref.realloc` needs nothing of `register`: parsing a memref program
    costs no more than with xDSL alone."""
    from xdsl_dealloc.dialects.memref import MemRef

    return MemRef


EXTENDED_DIALECTS: dict[str, Callable[[], Dialect]] = {
    "bufferization": _get_bufferization,
    "memref": _get_memref,
}


def _pass_loader(module: str, class_name: str) -> Callable[[], type[ModulePass]]:
    def load() -> type[ModulePass]:
        import importlib

        from xdsl_dealloc import register

        register()

        return getattr(importlib.import_module(module), class_name)

    return load


PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "ownership-based-buffer-deallocation": _pass_loader(
        "xdsl_dealloc.transforms.ownership_based_buffer_deallocation",
        "OwnershipBasedBufferDeallocationPass",
    ),
    "buffer-deallocation-simplification": _pass_loader(
        "xdsl_dealloc.transforms.buffer_deallocation_simplification",
        "BufferDeallocationSimplificationPass",
    ),
    "bufferization-lower-deallocations": _pass_loader(
        "xdsl_dealloc.transforms.bufferization_lower_deallocations",
        "LowerDeallocationsPass",
    ),
    "expand-realloc": _pass_loader(
        "xdsl_dealloc.transforms.expand_realloc", "ExpandReallocPass"
    ),
    "convert-bufferization-to-memref": _pass_loader(
        "xdsl_dealloc.transforms.convert_bufferization_to_memref",
        "ConvertBufferizationToMemRefPass",
    ),
    "dominance-cse": _pass_loader(
        "xdsl_dealloc.transforms.dominance_cse", "DominanceCSEPass"
    ),
    "buffer-deallocation-pipeline": _pass_loader(
        "xdsl_dealloc.transforms.buffer_deallocation_pipeline",
        "BufferDeallocationPipelinePass",
    ),
    "test-print-liveness": _pass_loader(
        "xdsl_dealloc.transforms.test_print_liveness", "TestPrintLivenessPass"
    ),
}
"""Pass name to lazy loader, so that `xdsl-opt` start-up imports no pass."""


def install_extended_dialects(universe: Universe = XDSL_UNIVERSE) -> None:
    """Points xDSL's loaders for `bufferization` and `memref` at ours."""
    universe.all_dialects.update(EXTENDED_DIALECTS)


def _install_on_load() -> None:
    """What loading the entry point does: see the module's docstring."""
    from xdsl_dealloc.dialects.printing_fixes import fix_printing

    install_extended_dialects()
    fix_printing()


_install_on_load()

DEALLOC_UNIVERSE = Universe(all_passes=PASSES)
