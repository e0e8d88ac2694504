"""Native end to end: bufferized by ours and deallocated by our pipeline,
lowered by mlir-opt-22 and run by mlir-runner-22, a program prints the same
values as MLIR 22's own `--one-shot-bufferize --buffer-deallocation-pipeline`
compiled and run the same way (corpus programs and generated ones)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.markers import needs_native
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram
from xdsl_dealloc.testing.bufferization.native import mlir_natively, ours_natively
from xdsl_dealloc.testing.bufferization.program_generator import (
    TensorGeneratorConfig,
    generate_tensor_program,
)

CORPUS = Path(__file__).parent / "corpus"
NATIVE_CORPUS = (
    "insert_slice_in_for",
    "read_after_write",
    "if_of_tensors",
    "nonfinite_constants",
    "forall_partial_shared_out",
    "copy_to_other_element_type",
)
"""Not `argument_layout_maps`: MLIR 22 lowers no allocation of an
affine-map layout to LLVM (its own bufferization makes the same)."""
GENERATED_SEEDS = (3, 21)
"""Between them: `scf.forall`, `scf.while`, `scf.execute_region`, `tensor.pad`,
`generate`, `splat`, `reshape`, `concat` and `bufferization.alloc_tensor`."""
NATIVE_CONFIG = TensorGeneratorConfig(
    max_functions=1, excluded=frozenset({"index_switch", "writable_input"})
)
"""Without `scf.index_switch`, where MLIR 22 may compute other values (see
test_generated.py), and writable inputs, which ours may write in place where
MLIR copies (both correct; the harness prints the inputs too)."""

pytestmark = needs_native


def _programs() -> list[CorpusProgram]:
    corpus = [CorpusProgram.load(CORPUS / f"{name}.mlir") for name in NATIVE_CORPUS]
    generated = [
        CorpusProgram.from_text(
            f"seed-{seed}", generate_tensor_program(seed, NATIVE_CONFIG)
        )
        for seed in GENERATED_SEEDS
    ]
    return corpus + generated


@pytest.mark.parametrize("program", _programs(), ids=lambda program: program.name)
def test_ours_prints_what_mlir_prints(program: CorpusProgram):
    ours = ours_natively(program)
    assert ours, "the harness called nothing"
    assert ours == mlir_natively(program)
