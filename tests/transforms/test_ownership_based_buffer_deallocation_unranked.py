"""What the functions of the lit test `unranked.mlir` (unranked memrefs
freed through `memref.reinterpret_cast`, as MLIR 22 frees them) compute
after `buffer-deallocation-pipeline`: the values of the original program."""

from __future__ import annotations

from pathlib import Path

from tests.transforms.pipeline_checks import deallocated, results_by_input

PROGRAM = (
    Path(__file__).parents[1]
    / "filecheck/transforms/ownership-based-buffer-deallocation/unranked.mlir"
).read_text()


def test_unranked_call_results_and_block_arguments_keep_their_values() -> None:
    module = deallocated(PROGRAM)
    assert results_by_input(module, "read_after_call") == {"": (1.0,)}
    assert results_by_input(module, "read_either") == {
        "%c = false": (2.0,),
        "%c = true": (1.0,),
    }


def test_an_unranked_argument_returned_is_a_copy_with_its_values() -> None:
    module = deallocated(PROGRAM)
    assert results_by_input(module, "read_argument_or_fresh") == {
        "%c = false": (3.0,),
        "%c = true": (4.0,),
    }
