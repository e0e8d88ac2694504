"""The corpus programs of MLIR 22's forms this package reads since the
frontend corpus (dynamic `tensor.reshape`, `tensor.pad` into a static
result, `arith.remf`, `ml_program` globals, `tensor.concat` of dynamic
shapes): bufferized and deallocated by
our passes, compiled by mlir-opt-22 and run by mlir-runner-22, each call
prints the values the program's EXPECT lines give (which the sanitizer
computes too, see test_corpus.py)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.markers import needs_native
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram
from xdsl_dealloc.testing.native import (
    insert_into_module,
    run_printing_program,
)

CORPUS = Path(__file__).parent / "corpus"
PROGRAMS = (
    "pad_static_result",
    "reshape_dynamic",
    "remf_generic",
    "ml_program_globals",
    "concat_dynamic",
)
PIPELINE = (
    "one-shot-bufferize{bufferize-function-boundaries=true},"
    "buffer-deallocation-pipeline"
)

pytestmark = needs_native


def _printing_main(function: str, argument: str, result_types: list[str]) -> str:
    """A `@main` calling `function` once (a fresh process per call: the
    globals start from their initial values, as in the sanitizer's runs)."""
    results = [f"%r{k}" for k in range(len(result_types))]
    prints = [
        f"    vector.print {r} : {t} punctuation <comma>"
        for r, t in zip(results, result_types, strict=True)
    ]
    return "\n".join(
        [
            "  func.func @main() {",
            f"    %argument = arith.constant {argument} : index",
            f"    {', '.join(results)} = func.call @{function}(%argument) : "
            f"(index) -> ({', '.join(result_types)})",
            *prints,
            "    func.return",
            "  }",
        ]
    )


@pytest.mark.parametrize("name", PROGRAMS)
def test_native_run_prints_the_expected_values(name: str):
    program = CorpusProgram.load(CORPUS / f"{name}.mlir")
    bufferized = subprocess.run(
        ["xdsl-opt", "-p", PIPELINE, str(CORPUS / f"{name}.mlir")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert program.expected
    for expected in program.expected:
        # "@f(%i = 3): 4.0, 4, 3.0"
        call, values = expected.split(": ", 1)
        function, argument = call[1:].rstrip(")").split("(%i = ")
        signature = next(
            line
            for line in program.text.splitlines()
            if f"func.func @{function}(" in line
        )
        returned = signature.split(") -> ", 1)[1].removesuffix(" {")
        result_types = returned.removeprefix("(").removesuffix(")").split(", ")
        main = _printing_main(function, argument, result_types)
        printed = run_printing_program(insert_into_module(bufferized, main))
        assert [float(v) for v in printed.rstrip(", \n").split(", ")] == [
            float(v) for v in values.split(", ")
        ], (expected, printed)
