"""Prints the table of docs/one-shot-bufferize.md on empty-tensor
elimination: for each program of the One-Shot corpus
(tests/one_shot_bufferize/corpus, under each of its option sets) that reaches
`eliminate-empty-tensors`, the allocations and copies of ours and
mlir-opt-22's One-Shot Bufferize, without and with the elimination first,
and whether all four compute the same values."""

from __future__ import annotations

from pathlib import Path

import xdsl_dealloc
from xdsl_dealloc.testing.bufferization.corpus import load_corpus
from xdsl_dealloc.testing.bufferization.empty_tensor_elimination import (
    elimination_comparison,
    reaches_elimination,
)

CORPUS = Path(__file__).parent.parent / "tests" / "one_shot_bufferize" / "corpus"


def main() -> None:
    xdsl_dealloc.register()
    print(
        "| program | options | ours | ours, eliminated | MLIR | MLIR, eliminated "
        "| values |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for program in load_corpus(CORPUS):
        if reaches_elimination(program):
            print(elimination_comparison(program).row())


if __name__ == "__main__":
    main()
