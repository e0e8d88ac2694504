"""MLIR's own One-Shot Bufferize tests, chunk by chunk, through programs of
ours (`corpus/<upstream file>/<chunk function>.mlir`): values, in-place
decisions and diagnostics as MLIR 22's (`testing/bufferization/upstream.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram
from xdsl_dealloc.testing.bufferization.upstream import (
    KNOWN_DIFFERENCES,
    MLIR_OUTPUT_NOT_READ,
    UPSTREAM_FILES,
    UpstreamFile,
    check,
    executions,
    header,
    upstream_programs,
)

CORPUS = Path(__file__).parent / "corpus"
PROGRAMS = upstream_programs(CORPUS)


def _id(case: tuple[UpstreamFile, CorpusProgram]) -> str:
    return case[1].name


def _cases(failing: dict[str, str]) -> list[object]:
    """Each program, those of `failing` as strict expected failures."""
    cases: list[object] = []
    for case in PROGRAMS:
        name = case[1].name
        marks = (
            [pytest.mark.xfail(reason=failing[name], strict=True)]
            if name in failing
            else []
        )
        cases.append(pytest.param(case, marks=marks, id=name))
    return cases


def test_each_program_covers_a_chunk_of_its_file_and_names_it() -> None:
    """A program is named after one chunk in scope of its upstream file
    (one program per chunk), and its UPSTREAM line names the chunk's
    function."""
    for upstream, program in PROGRAMS:
        assert program.name.split("/")[1] in upstream.chunks, program.name
        assert header(program, "UPSTREAM").startswith("@"), program.name


def test_every_folder_is_a_listed_file() -> None:
    """No program is left out for want of its file in `UPSTREAM_FILES`."""
    folders = {path.name for path in CORPUS.iterdir() if path.is_dir()}
    assert folders == {upstream.folder for upstream in UPSTREAM_FILES}


def test_known_differences_name_programs() -> None:
    names = {program.name for _, program in PROGRAMS}
    assert set(KNOWN_DIFFERENCES) | set(MLIR_OUTPUT_NOT_READ) <= names


@needs_mlir
@pytest.mark.parametrize("case", _cases(MLIR_OUTPUT_NOT_READ))
def test_mlir_computes_the_expected_values(
    case: tuple[UpstreamFile, CorpusProgram],
) -> None:
    """The EXPECT lines (checked by hand) are among MLIR's outcomes; every
    program that runs has some."""
    result = check(*case)
    assert result.values is None or case[1].expected
    assert result.expected_seen, result.differences


@needs_mlir
@pytest.mark.parametrize("case", _cases(KNOWN_DIFFERENCES))
def test_ours_agrees_with_mlir(case: tuple[UpstreamFile, CorpusProgram]) -> None:
    result = check(*case)
    assert result.agrees, result.differences


UNRANKED_CONSTANT = "one-shot-module-bufferize/unranked_constant_to_maybe_writing_func"


@needs_mlir
def test_an_unranked_constant_for_a_writing_call_gets_tensor_semantics() -> None:
    """The one program MLIR 22 rejects and ours bufferizes: a constant cast
    to an unranked tensor for a call that writes it (MLIR keeps unranked
    operands in place and cannot copy unranked tensors).  Ours copies the
    ranked constant before the cast; MLIR 22's bufferization of the program
    with that copy spelled out computes the same values, those of tensor
    semantics (the call writes 9.0 into its copy; the constant stays 1.0)."""
    upstream, program = next(
        case for case in PROGRAMS if case[1].name == UNRANKED_CONSTANT
    )
    cast = "%unranked = tensor.cast %t :"
    spelled = CorpusProgram(
        program.name,
        program.text.replace(
            cast,
            "%copy = bufferization.alloc_tensor() copy(%t) : tensor<3xf32>\n"
            "  %unranked = tensor.cast %copy :",
        ),
        program.options,
        program.expected,
    )
    assert cast in program.text
    theirs, _ = executions(upstream, spelled)
    _, ours = executions(upstream, program)
    assert theirs.ok and theirs.clean, theirs.error
    assert ours.ok and ours.clean, ours.error
    assert [o.text for o in ours.outcomes] == [o.text for o in theirs.outcomes]
    assert [o.text for o in ours.outcomes] == ["@main(): 9.0, 1.0"]


@needs_mlir
@pytest.mark.parametrize(
    "case",
    [
        pytest.param(case, id=case[1].name)
        for case in PROGRAMS
        if case[1].name in KNOWN_DIFFERENCES and not header(case[1], "MLIR-ERROR")
    ],
)
def test_a_known_difference_computes_mlirs_values(
    case: tuple[UpstreamFile, CorpusProgram],
) -> None:
    """A program decided otherwise than MLIR 22 decides it still computes
    MLIR's values, clean under the sanitizer, for every input."""
    result = check(*case)
    assert result.values and result.runs > 0, result.differences
