"""Prints the table of docs/one-shot-bufferize.md: for each program of
tests/bufferization/corpus and each of its option sets, our in-place
decisions against mlir-opt-22's, and both sides' allocations and copies."""

from __future__ import annotations

from pathlib import Path

import xdsl_dealloc
from xdsl_dealloc.testing.bufferization import comparison_row, option_sets

CORPUS = Path(__file__).parent.parent / "tests" / "bufferization" / "corpus"


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


if __name__ == "__main__":
    main()
