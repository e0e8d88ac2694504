"""Prints the tables of docs/one-shot-bufferize.md: for each program of
tests/bufferization/corpus and each of its option sets, and for each
program of tests/one_shot_bufferize/corpus with function boundaries, our
in-place decisions against mlir-opt-22's, and both sides' allocations and
copies."""

from __future__ import annotations

from pathlib import Path

import xdsl_dealloc
from xdsl_dealloc.testing.bufferization.corpus import load_corpus
from xdsl_dealloc.testing.bufferization.one_shot import (
    allocations_and_copies,
    comparison_row,
    mlir_bufferization,
    option_sets,
    our_bufferization,
)

TESTS = Path(__file__).parent.parent / "tests"
CORPUS = TESTS / "bufferization" / "corpus"
FUNCTION_BOUNDARIES = TESTS / "one_shot_bufferize" / "corpus"


def main() -> None:
    xdsl_dealloc.register()
    print(
        "| program | options | same | better | worse | ours: allocs / copies "
        "| MLIR: allocs / copies |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for path in sorted(CORPUS.glob("*.mlir")):
        program = path.read_text()
        for options in option_sets(program):
            print(comparison_row(path.name, program, options))
    print()
    print("Function boundaries:")
    print()
    print(
        "| program | options | same | better | worse | ours: allocs / copies "
        "| MLIR: allocs / copies |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for corpus_program in load_corpus(FUNCTION_BOUNDARIES):
        options = " ".join(corpus_program.options)
        name = f"{corpus_program.name}.mlir"
        if "bufferize-function-boundaries=true" not in corpus_program.options:
            continue
        if "copy-before-write=true" in corpus_program.options:
            print(counts_row(name, corpus_program.text, options))
        else:
            print(comparison_row(name, corpus_program.text, options))


def counts_row(name: str, program: str, options: str) -> str:
    """A row without decisions (copy-before-write makes none)."""
    ours = allocations_and_copies(str(our_bufferization(program, options)))
    theirs = allocations_and_copies(mlir_bufferization(program, options))
    return (
        f"| `{name}` | {options} | - | - | - | {ours[0]} / {ours[1]} | "
        f"{theirs[0]} / {theirs[1]} |"
    )


if __name__ == "__main__":
    main()
