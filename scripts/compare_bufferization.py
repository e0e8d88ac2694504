"""Prints the tables of docs/one-shot-bufferize.md from the One-Shot corpus
(tests/one_shot_bufferize/corpus): for each program without hand-checked
values (no EXPECT lines) under each of its option sets, and for each
program with function boundaries, our in-place decisions against
mlir-opt-22's, and both sides' allocations and copies."""

from __future__ import annotations

from pathlib import Path

import xdsl_dealloc
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram, load_corpus
from xdsl_dealloc.testing.bufferization.one_shot import (
    allocations_and_copies,
    comparison_row,
    mlir_bufferization,
    our_bufferization,
)

CORPUS = Path(__file__).parent.parent / "tests" / "one_shot_bufferize" / "corpus"
HEADER = (
    "| program | options | same | better | worse | ours: allocs / copies "
    "| MLIR: allocs / copies |\n| --- | --- | --- | --- | --- | --- | --- |"
)


def main() -> None:
    xdsl_dealloc.register()
    programs = load_corpus(CORPUS)
    print(HEADER)
    for program in programs:
        if not program.expected:
            print(comparison_row(_file(program), program.text, _options(program)))
    print()
    print("Function boundaries:")
    print()
    print(HEADER)
    for program in programs:
        if "bufferize-function-boundaries=true" not in program.options:
            continue
        if "copy-before-write=true" in program.options:
            print(counts_row(_file(program), program.text, _options(program)))
        else:
            print(comparison_row(_file(program), program.text, _options(program)))


def _file(program: CorpusProgram) -> str:
    return f"{program.name.split('[')[0]}.mlir"


def _options(program: CorpusProgram) -> str:
    return " ".join(program.options)


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
