"""Programs of the forms MLIR's CPU integration tests of linalg, tensor and
memref use (written here): tensor.pad of dynamic shapes by SSA amounts,
insert_slice ops into one constant, dynamic collapse/expand_shape, semi-affine
maps with `ceildiv`, `alloc_tensor`, loops of slices and `linalg.dot`,
`mmt4d` and `matvec` on integers, convolutions on dynamic memrefs, rank-reducing
subviews, generic traits given by attribute aliases, `tensor.splat` of
dynamic sizes, maps with constant terms, tensors printed unranked through
`printMemrefF32`, constants of complex, index, f16 and bf16 elements
compared by `verifyMemRef*` (arguments `bufferization.access = "read"`), and
the checks `-generate-runtime-verification` adds (the `index` dialect,
`cf.assert`).

Each is bufferized and deallocated by our pipeline, compiled by mlir-opt-22
and run by mlir-runner-22, and must print what MLIR 22's own pipeline makes
it print.  The memref-level
programs free their own buffers, which MLIR 22's deallocation refuses
("memory free side-effect on MemRef value not supported"; ours keeps the
program's frees): their reference is the program as written, run as MLIR's
integration tests run theirs."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.markers import needs_native
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.native import (
    run_memref_printing_program,
)

PROGRAMS = Path(__file__).parent / "integration"
MEMREF_LEVEL = ("conv_memref", "subview_rank_reducing")
PIPELINE = (
    "one-shot-bufferize{bufferize-function-boundaries=true},"
    "buffer-deallocation-pipeline"
)
MLIR_PIPELINE = (
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--buffer-deallocation-pipeline",
)

pytestmark = needs_native


def _run(command: list[str], text: str) -> str:
    done = subprocess.run(command, input=text, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize(
    ("name", "verified"),
    [
        *((path.stem, False) for path in sorted(PROGRAMS.glob("*.mlir"))),
        ("generic_traits", True),
    ],
)
def test_prints_what_mlirs_flow_prints(name: str, verified: bool):
    """`verified`: with the checks of `-generate-runtime-verification`."""
    text = (PROGRAMS / f"{name}.mlir").read_text()
    if verified:
        text = mlir_opt_output(text, "--generate-runtime-verification")
    ours = run_memref_printing_program(_run(["xdsl-opt", "-p", PIPELINE], text))
    reference = text if name in MEMREF_LEVEL else mlir_opt_output(text, *MLIR_PIPELINE)
    theirs = run_memref_printing_program(reference)

    assert ours.count("\n") >= 2
    assert ours == theirs
