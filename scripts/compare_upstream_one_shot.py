"""Prints the table of docs/one-shot-bufferize.md on MLIR's own One-Shot
Bufferize tests: per upstream file, its chunks in scope, the programs of
tests/one_shot_bufferize/corpus/<file>/ covering them, the inputs run, how
many programs agree with mlir-opt-22 on values, in-place decisions and
diagnostics, and each difference with its reason."""

from __future__ import annotations

from pathlib import Path

import xdsl_dealloc
from xdsl_dealloc.testing.bufferization.upstream import table

CORPUS = Path(__file__).parent.parent / "tests" / "one_shot_bufferize" / "corpus"


def main() -> None:
    xdsl_dealloc.register()
    print(table(CORPUS))


if __name__ == "__main__":
    main()
