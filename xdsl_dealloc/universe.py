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

The loaders of `scf`, `func`, `cf` and `arith` work the same way: each has
xDSL's classes read MLIR 22's forms besides their own, once, when called
(see `xdsl_dealloc.dialects.amend` and docs/mlir-syntax.md).

The plugin is a guest: loading a dialect adds ops and readable forms, and
nothing else.  xDSL's ops print, verify and canonicalize as xDSL ships them
until `xdsl_dealloc.register()` runs, which the loaders of our passes call
first (so a pipeline with one of them runs with MLIR 22's forms, verifiers
and patterns throughout, parsing included: `xdsl-opt` loads the passes
before it reads its input), and so does the `mlir-forms` switch for a run
without them.  `tensor` and `linalg`'s loaders, and those of the passes that
build their ops, call `xdsl_dealloc.load_tensor_dialects()`; `affine`'s
loader calls `xdsl_dealloc.load_affine_models()`, `ml_program`'s
`xdsl_dealloc.load_ml_program_models()`.  The loaders of `affine`, `dlti`,
`ml_program` and `vector` have xDSL's classes read MLIR 22's forms too;
`index` is a dialect of ours.

This is the one module whose import changes xDSL (xDSL loads an entry point
by importing it): it installs the loaders, which cost nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Dialect
from xdsl.passes import ModulePass
from xdsl.universe import XDSL_UNIVERSE, Universe


def _get_bufferization() -> Dialect:
    from xdsl_dealloc.dialects.bufferization import Bufferization, read_xdsl_ops

    read_xdsl_ops()
    return Bufferization


def _get_memref() -> Dialect:
    """`memref.realloc` needs nothing of `register`: parsing a memref program
    costs no more than with xDSL alone.  `xdsl-run` gets `memref.copy` and
    `memref.cast` (xDSL's interpreter is imported then anyway only if
    `xdsl-run` runs)."""
    import sys

    from xdsl_dealloc.dialects.memref import extended_memref

    if "xdsl.interpreter" in sys.modules:
        from xdsl_dealloc.interpreter_functions import add_memref_functions

        add_memref_functions()
    return extended_memref()


def _get_scf() -> Dialect:
    from xdsl_dealloc.dialects.scf import extended_scf

    return extended_scf()


def _get_func() -> Dialect:
    from xdsl_dealloc.dialects.func import extended_func

    return extended_func()


def _get_cf() -> Dialect:
    from xdsl_dealloc.dialects.cf import amended_cf

    return amended_cf()


def _get_tensor() -> Dialect:
    from xdsl_dealloc import load_tensor_dialects
    from xdsl_dealloc.dialects.tensor import extended_tensor

    load_tensor_dialects()
    return extended_tensor()


def _get_linalg() -> Dialect:
    from xdsl_dealloc import load_tensor_dialects
    from xdsl_dealloc.dialects.linalg import extended_linalg

    load_tensor_dialects()
    return extended_linalg()


def _get_arith() -> Dialect:
    from xdsl_dealloc.dialects.arith import amended_arith

    return amended_arith()


def _get_affine() -> Dialect:
    from xdsl.dialects.affine import Affine

    from xdsl_dealloc import load_affine_models
    from xdsl_dealloc.dialects.affine import amend_affine_syntax

    amend_affine_syntax()
    load_affine_models()
    return Affine


def _get_ml_program() -> Dialect:
    from xdsl_dealloc import load_ml_program_models
    from xdsl_dealloc.dialects.ml_program import extended_ml_program

    dialect = extended_ml_program()
    load_ml_program_models()
    return dialect


def _get_dlti() -> Dialect:
    from xdsl_dealloc.dialects.dlti import amended_dlti

    return amended_dlti()


def _get_index() -> Dialect:
    from xdsl_dealloc.dialects.index import index_dialect

    return index_dialect()


def _get_vector() -> Dialect:
    from xdsl_dealloc.dialects.vector import extended_vector

    return extended_vector()


def _get_spirv() -> Dialect:
    from xdsl_dealloc.dialects.spirv import Spirv

    return Spirv


def _get_dealloc_test() -> Dialect:
    from xdsl_dealloc.dialects.dealloc_test import DeallocTest

    return DeallocTest


EXTENDED_DIALECTS: dict[str, Callable[[], Dialect]] = {
    "affine": _get_affine,
    "arith": _get_arith,
    "bufferization": _get_bufferization,
    "cf": _get_cf,
    "dealloc_test": _get_dealloc_test,
    "dlti": _get_dlti,
    "func": _get_func,
    "index": _get_index,
    "linalg": _get_linalg,
    "memref": _get_memref,
    "ml_program": _get_ml_program,
    "scf": _get_scf,
    "spirv": _get_spirv,
    "tensor": _get_tensor,
    "vector": _get_vector,
}

TENSOR_DIALECTS = ("linalg", "tensor")
"""The dialects `register()` leaves to `xdsl_dealloc.load_tensor_dialects`."""

LOADED_LATER = (
    "affine",
    "dlti",
    "index",
    "ml_program",
    "spirv",
    "vector",
    *TENSOR_DIALECTS,
)
"""The dialects whose models `register()` leaves to their loaders: those
of `affine` and `ml_program` (which have no patterns of ours) come with
`xdsl_dealloc.load_affine_models` and `load_ml_program_models`; `dlti`,
`index`, `spirv` and `vector` have none."""


def _pass_loader(
    module: str, class_name: str, builds_tensor_ops: bool = False
) -> Callable[[], type[ModulePass]]:
    """Imports the pass when first used; its options are checked before it is
    made from a pipeline specification (see `xdsl_dealloc.pass_options`).  A
    pass that may build `tensor` or `linalg` ops in a module that has none
    loads those dialects first."""

    def load() -> type[ModulePass]:
        import importlib

        from xdsl_dealloc import load_tensor_dialects, register
        from xdsl_dealloc.failures import report_pass_failures_briefly
        from xdsl_dealloc.ir.source_positions import record_positions
        from xdsl_dealloc.pass_options import check_pass_options

        register()
        record_positions()
        report_pass_failures_briefly()
        if builds_tensor_ops:
            load_tensor_dialects()

        return check_pass_options(getattr(importlib.import_module(module), class_name))

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
    "buffer-hoisting": _pass_loader(
        "xdsl_dealloc.transforms.buffer_hoisting", "BufferHoistingPass"
    ),
    "buffer-loop-hoisting": _pass_loader(
        "xdsl_dealloc.transforms.buffer_hoisting", "BufferLoopHoistingPass"
    ),
    "promote-buffers-to-stack": _pass_loader(
        "xdsl_dealloc.transforms.promote_buffers_to_stack",
        "PromoteBuffersToStackPass",
    ),
    "optimize-allocation-liveness": _pass_loader(
        "xdsl_dealloc.transforms.optimize_allocation_liveness",
        "OptimizeAllocationLivenessPass",
    ),
    "one-shot-bufferize": _pass_loader(
        "xdsl_dealloc.transforms.one_shot_bufferize",
        "OneShotBufferizePass",
        builds_tensor_ops=True,
    ),
    "eliminate-empty-tensors": _pass_loader(
        "xdsl_dealloc.transforms.eliminate_empty_tensors",
        "EliminateEmptyTensorsPass",
        builds_tensor_ops=True,
    ),
    "drop-equivalent-buffer-results": _pass_loader(
        "xdsl_dealloc.transforms.drop_equivalent_buffer_results",
        "DropEquivalentBufferResultsPass",
    ),
    "buffer-results-to-out-params": _pass_loader(
        "xdsl_dealloc.transforms.buffer_results_to_out_params",
        "BufferResultsToOutParamsPass",
    ),
    "test-print-liveness": _pass_loader(
        "xdsl_dealloc.transforms.test_print_liveness", "TestPrintLivenessPass"
    ),
    "mlir-forms": _pass_loader("xdsl_dealloc.transforms.mlir_forms", "MLIRFormsPass"),
    "linalg-generalize-map-reduce": _pass_loader(
        "xdsl_dealloc.transforms.linalg_generalize_map_reduce",
        "LinalgGeneralizeMapReducePass",
        builds_tensor_ops=True,
    ),
}
"""Pass name to lazy loader, so that `xdsl-opt` start-up imports no pass."""


def _get_canonicalize() -> type[ModulePass]:
    """xDSL's `canonicalize` taking MLIR 22's options too (checked first, see
    `xdsl_dealloc.pass_options`); without them it is xDSL's, with the
    patterns MLIR has and xDSL lacks once `register()` has run."""
    from xdsl_dealloc.pass_options import check_pass_options
    from xdsl_dealloc.transforms.canonicalize import MLIRCanonicalizePass

    return check_pass_options(MLIRCanonicalizePass)


@dataclass(frozen=True)
class EmptyTensorToAllocTensor(ModulePass):
    """xDSL's `empty-tensor-to-alloc-tensor`, or ours (MLIR 22's: see
    `xdsl_dealloc.transforms.empty_tensor_to_alloc_tensor`) in a run with
    MLIR 22's forms.  Which one is decided when it runs, once every pass of
    the pipeline has been loaded (a later pass of ours may choose MLIR's)."""

    name = "empty-tensor-to-alloc-tensor"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        from xdsl_dealloc import is_registered, load_tensor_dialects

        if not is_registered():
            from xdsl.transforms.empty_tensor_to_alloc_tensor import (
                EmptyTensorToAllocTensorPass as XDSLPass,
            )

            XDSLPass().apply(ctx, op)
            return
        from xdsl_dealloc.transforms.empty_tensor_to_alloc_tensor import (
            EmptyTensorToAllocTensorPass,
        )

        load_tensor_dialects()
        EmptyTensorToAllocTensorPass().apply(ctx, op)


def install_extended_dialects(universe: Universe = XDSL_UNIVERSE) -> None:
    """Points xDSL's loaders for the dialects we extend at ours, its
    `canonicalize` at the one taking MLIR's options too, its
    `empty-tensor-to-alloc-tensor` at the one choosing between xDSL's and
    ours, and has the affine parser read semi-affine maps too
    (`xdsl_dealloc.dialects.affine_maps`: where xDSL raised a Python
    error)."""
    from xdsl_dealloc.dialects import affine_maps

    universe.all_dialects.update(EXTENDED_DIALECTS)
    universe.all_passes["canonicalize"] = _get_canonicalize
    universe.all_passes["empty-tensor-to-alloc-tensor"] = _get_empty_tensor_to_alloc
    affine_maps.install()


def _get_empty_tensor_to_alloc() -> type[ModulePass]:
    from xdsl_dealloc.pass_options import check_pass_options

    return check_pass_options(EmptyTensorToAllocTensor)


install_extended_dialects()  # what loading the entry point does: see above

DEALLOC_UNIVERSE = Universe(all_passes=PASSES)
