"""Every complete IR example of the specification documents parses.

The documents this project implements (MLIR's ownership-based buffer
deallocation page, the 2023 LLVM Developers' Meeting bufferization tutorial,
the deallocation pipeline announcement, the old buffer deallocation internals
and the bufferization dialect reference) live in `../shared/seeds/` beside a
checkout.  Their examples are what a new user copies first.  This test pulls
every example out of them, and for each one that is a complete program (a
`func.func` or `module` at the top) says what it is:

- `Parses`: it uses only `memref`, `scf`, `cf`, `arith`, `func` and
  `bufferization`, and `xdsl-opt` reads it, in MLIR 22's spelling where MLIR
  renamed something since the document was written (the respellings it
  needed are listed, and shown to be needed);
- `OutOfScope`: it uses another dialect, pseudo-code or an elision (`...`);
- `NotValidMlir`: even respelled, `mlir-opt-22` rejects it (a slip in the
  document); xDSL must then reject it with a diagnostic, not a crash.

Fragments (a few ops without their function) are not complete programs and
are left out.  The table must name exactly the complete examples found, so a
changed document makes this test say what to look at.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from xdsl_dealloc.sanitizer import SanitizerInputError, parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection, mlir_tools_missing

SPECIFICATION = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"

pytestmark = pytest.mark.skipif(
    not SPECIFICATION.is_dir(),
    reason=f"the specification documents are not at {SPECIFICATION}",
)


def _func_func(text: str) -> str:
    """`func @f` and `func private @f` became `func.func` when `std` split."""
    return re.sub(r"(?m)^(\s*)func (?=@|private |public )", r"\1func.func ", text)


def _clone_in_bufferization(text: str) -> str:
    """`memref.clone %m : (T) -> (T)` moved to `bufferization.clone %m : T to T`."""
    return re.sub(
        r"memref\.clone (%\w+) : \((.*)\) -> \((.*)\)",
        r"bufferization.clone \1 : \2 to \3",
        text,
    )


def _clone_names_result_type(text: str) -> str:
    """`bufferization.clone %m : T` names its result type: `: T to T`."""
    return re.sub(
        r"(bufferization\.clone %\w+ : )(\S+)$", r"\1\2 to \2", text, flags=re.M
    )


Respelling = Callable[[str], str]


@dataclass(frozen=True)
class Parses:
    """In scope: parses as MLIR 22 spells it after `respellings`."""

    respellings: tuple[Respelling, ...] = ()
    preceded_by: str | None = None
    """Another example of the same document that defines what this one calls."""


@dataclass(frozen=True)
class OutOfScope:
    """Uses something outside the six dialects: `marker` occurs in it."""

    marker: str


@dataclass(frozen=True)
class NotValidMlir:
    """A slip in the document: `mlir-opt-22` rejects it, respelled or not."""

    why: str
    respellings: tuple[Respelling, ...] = ()


Verdict = Parses | OutOfScope | NotValidMlir

DEALLOCATION = "000"  # MLIR's ownership-based buffer deallocation page
TUTORIAL = "001"  # the 2023 LLVM Developers' Meeting bufferization tutorial
ANNOUNCEMENT = "002"  # the deallocation pipeline announcement and its thread
INTERNALS = "003"  # the old buffer deallocation internals page

EXAMPLES: dict[str, Verdict] = {
    f"{DEALLOCATION}:255": NotValidMlir("memref<?xi8> allocated without a size"),
    f"{DEALLOCATION}:269": OutOfScope("..."),
    f"{DEALLOCATION}:507": NotValidMlir("memref.load and memref.dim lack types"),
    f"{TUTORIAL}:24": OutOfScope("tosa."),
    f"{TUTORIAL}:64": NotValidMlir("the function's body is cut off"),
    f"{TUTORIAL}:109": OutOfScope("..."),
    f"{TUTORIAL}:188": OutOfScope("tensor."),
    f"{TUTORIAL}:199": OutOfScope("..."),
    f"{TUTORIAL}:225": OutOfScope("tensor."),
    f"{TUTORIAL}:236": Parses(),
    f"{TUTORIAL}:261": OutOfScope("tensor."),
    f"{TUTORIAL}:272": Parses(),
    f"{TUTORIAL}:294": OutOfScope("tensor."),
    f"{TUTORIAL}:306": OutOfScope("..."),
    f"{TUTORIAL}:856": OutOfScope("linalg."),
    f"{TUTORIAL}:892": OutOfScope("linalg."),
    f"{TUTORIAL}:930": OutOfScope("linalg."),
    f"{TUTORIAL}:971": OutOfScope("linalg."),
    f"{TUTORIAL}:1426": OutOfScope("tensor."),
    f"{TUTORIAL}:1437": Parses(),
    f"{TUTORIAL}:1582": NotValidMlir("scf.parallel's bounds are misspelled"),
    f"{TUTORIAL}:1665": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1680": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1698": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1716": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1750": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1768": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1789": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1810": OutOfScope("my_dialect."),
    f"{TUTORIAL}:1841": NotValidMlir("binds two results of a one-result call"),
    f"{TUTORIAL}:1853": Parses((_clone_names_result_type,)),
    f"{TUTORIAL}:1929": OutOfScope("..."),
    f"{TUTORIAL}:1985": NotValidMlir(
        "memref.get_global of a global it never declares", (_func_func,)
    ),
    f"{TUTORIAL}:1996": Parses((_func_func,)),
    f"{TUTORIAL}:2003": NotValidMlir(
        "memref.get_global of a global it never declares", (_func_func,)
    ),
    f"{ANNOUNCEMENT}:47": OutOfScope("test."),
    f"{ANNOUNCEMENT}:63": OutOfScope("test."),
    f"{ANNOUNCEMENT}:81": OutOfScope("test."),
    f"{ANNOUNCEMENT}:122": Parses(),
    f"{ANNOUNCEMENT}:147": Parses(preceded_by=f"{ANNOUNCEMENT}:122"),
    f"{ANNOUNCEMENT}:156": NotValidMlir(
        "memref.extract_aligned_pointer_as_index given the wrong memref type"
    ),
    f"{ANNOUNCEMENT}:222": OutOfScope("numba_util."),
    f"{INTERNALS}:23": OutOfScope("partial_write("),
    f"{INTERNALS}:42": OutOfScope("..."),
    f"{INTERNALS}:78": OutOfScope("use("),
    f"{INTERNALS}:95": OutOfScope("use("),
    f"{INTERNALS}:112": OutOfScope("use("),
    f"{INTERNALS}:134": OutOfScope("use("),
    f"{INTERNALS}:153": OutOfScope("use("),
    f"{INTERNALS}:180": OutOfScope("use("),
    f"{INTERNALS}:211": OutOfScope("use("),
    f"{INTERNALS}:256": OutOfScope("custom."),
    f"{INTERNALS}:275": OutOfScope("use("),
    f"{INTERNALS}:291": OutOfScope("use("),
    f"{INTERNALS}:307": OutOfScope("custom."),
    f"{INTERNALS}:325": OutOfScope("custom."),
    f"{INTERNALS}:353": OutOfScope("use("),
    f"{INTERNALS}:380": OutOfScope("use("),
    f"{INTERNALS}:430": Parses((_func_func, _clone_in_bufferization)),
    f"{INTERNALS}:439": Parses((_func_func,)),
    f"{INTERNALS}:452": OutOfScope("test."),
    f"{INTERNALS}:470": OutOfScope("test."),
}


def _table_cells(lines: list[str]) -> Iterator[str]:
    """The documents are laid out as one-column tables (`| text |`)."""
    for line in lines:
        if line.startswith("|"):
            line = line[1:].removeprefix(" ")
            line = line.removesuffix("|").removesuffix(" ")
        yield line


def _fenced_examples(lines: list[str]) -> Iterator[tuple[int, str]]:
    start: int | None = None
    for number, line in enumerate(lines, 1):
        if line.strip().startswith("```"):
            if start is None:
                start = number + 1
            else:
                yield start, "\n".join(lines[start - 1 : number - 1])
                start = None


def _unfenced_functions(lines: list[str]) -> Iterator[tuple[int, str]]:
    """Pages without fences: a function runs to the `}` at its indentation."""
    number = 0
    while number < len(lines):
        line = lines[number]
        if re.match(r"\s*(func\.func|func|module)\b", line):
            indent = len(line) - len(line.lstrip())
            end = number + 1
            while end < len(lines) and lines[end] != " " * indent + "}":
                end += 1
            yield number + 1, "\n".join(lines[number : end + 1])
            number = end
        number += 1


def _complete_examples() -> dict[str, str]:
    """Document prefix and first line of each complete example, with its text."""
    found: dict[str, str] = {}
    for path in sorted(SPECIFICATION.glob("*.txt")):
        lines = list(_table_cells(path.read_text().splitlines()))
        fenced = any(line.strip().startswith("```") for line in lines)
        examples = _fenced_examples(lines) if fenced else _unfenced_functions(lines)
        for line, text in examples:
            code = [
                re.sub(r"^\d+ ", "", row)  # listings with line numbers
                for row in text.splitlines()
                if not row.strip().startswith("//")
            ]
            if re.match(r"(func\.func|func|module)\b", "\n".join(code).strip()):
                found[f"{path.name[:3]}:{line}"] = "\n".join(code)
    return found


@pytest.fixture(scope="module")
def complete_examples() -> dict[str, str]:
    return _complete_examples()


def _respelled(text: str, respellings: tuple[Respelling, ...]) -> str:
    for respell in respellings:
        text = respell(text)
    return text


def _mlir_opt_accepts(text: str) -> bool:
    return mlir_opt_rejection(text, "--allow-unregistered-dialect") is None


def test_the_table_names_every_complete_example(
    complete_examples: dict[str, str],
) -> None:
    assert sorted(complete_examples) == sorted(EXAMPLES)


def _cases(kind: type) -> list[str]:
    return [key for key, verdict in EXAMPLES.items() if isinstance(verdict, kind)]


@pytest.mark.parametrize("key", _cases(Parses))
def test_example_parses_in_mlir_22_spelling(
    key: str, complete_examples: dict[str, str]
) -> None:
    verdict = EXAMPLES[key]
    assert isinstance(verdict, Parses)
    text = complete_examples[key]
    if verdict.preceded_by is not None:
        text = complete_examples[verdict.preceded_by] + "\n" + text
    respelled = _respelled(text, verdict.respellings)
    parse_module(respelled, key)
    if verdict.respellings:
        with pytest.raises(SanitizerInputError):
            parse_module(text, key)
    if not mlir_tools_missing():
        assert _mlir_opt_accepts(respelled)
        assert _mlir_opt_accepts(text) == (not verdict.respellings)


@pytest.mark.parametrize("key", _cases(OutOfScope))
def test_example_out_of_scope_says_why(
    key: str, complete_examples: dict[str, str]
) -> None:
    verdict = EXAMPLES[key]
    assert isinstance(verdict, OutOfScope)
    assert verdict.marker in complete_examples[key]


@pytest.mark.parametrize("key", _cases(NotValidMlir))
def test_example_that_mlir_rejects_gets_a_diagnostic(
    key: str, complete_examples: dict[str, str]
) -> None:
    verdict = EXAMPLES[key]
    assert isinstance(verdict, NotValidMlir)
    respelled = _respelled(complete_examples[key], verdict.respellings)
    with pytest.raises(SanitizerInputError):
        parse_module(respelled, key)
    if not mlir_tools_missing():
        assert not _mlir_opt_accepts(respelled)
