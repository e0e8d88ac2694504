"""One-Shot Bufferize, MLIR 22's next to ours, judged by running the result.

A corpus program is a tensor program in MLIR's custom form whose functions
take `i1`, `index` or integer arguments (and memref out-parameters), and
return scalars or write into their out-parameters.  Its first lines may say

    // OPTIONS: bufferize-function-boundaries=true copy-before-write=true
    // OPTIONS: analysis-heuristic=top-down
    // EXPECT: @f(%c = true): 3.0 | %out = [1.0, 2.0]

Each `OPTIONS` line is one set of options of `one-shot-bufferize` the
program runs with (MLIR's spelling, used as is for both, so booleans are
`true`/`false`, which both read; an empty line: the default options); a
program without one runs with the default options.  `load_corpus` makes a
`CorpusProgram` of each set, named after the file, and `name[options]` for
the sets after the default one of a program with several.  Each `EXPECT`
line is the outcome of one run, as `RunOutcome.text` writes it, checked by
hand; a program without one is held to MLIR 22's own output instead (its
in-place decisions and its bufferized program, `tests/one_shot_bufferize/
test_decisions.py`).

`run_mlir(program)` bufferizes with `mlir-opt-22 --one-shot-bufferize=...`,
`run_ours(program, pipeline)` with our passes (in process); both then free
with our `buffer-deallocation-pipeline` and run every public function under
the sanitizer for all inputs (`Execution`): what each run returns and
writes, its findings and counters, and the allocations and copies the
bufferized program contains.  Our deallocation pipeline is the one used for both
sides because it runs in process on anything `mlir-opt-22` bufferizes
(linalg ops on memrefs included), and it is what a user of this package
runs after `one-shot-bufferize`; MLIR's would add nothing to the
comparison of the two bufferizations.

`compare(program, pipeline)` puts the two executions side by side
(`ExecutionComparison`): equal outcomes, and our allocations and copies against
MLIR's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xdsl.dialects import func, memref
from xdsl.dialects.builtin import ModuleOp

from xdsl_dealloc.sanitizer import (
    SanitizerInputError,
    SanitizerReport,
    check_module,
    parse_module,
)
from xdsl_dealloc.sanitizer.memory import MemRefValue
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.pipelines import PipelineOptions, Status, run_our_pipeline

DEALLOCATION = "buffer-deallocation-pipeline"


@dataclass(frozen=True)
class CorpusProgram:
    name: str
    text: str
    options: tuple[str, ...] = ()
    """`one-shot-bufferize` options, `name=value` each."""
    expected: tuple[str, ...] = ()
    """Hand-checked `RunOutcome.text`s."""

    @staticmethod
    def load(path: Path) -> CorpusProgram:
        return CorpusProgram.from_text(path.stem, path.read_text())

    @staticmethod
    def from_text(name: str, text: str) -> CorpusProgram:
        """The program of a text with one option set."""
        programs = corpus_programs(name, text)
        if len(programs) != 1:
            raise ValueError(f"{name} lists {len(programs)} option sets")
        return programs[0]

    def argument_names(self) -> dict[str, list[str]]:
        return argument_names(parse_module(self.text, self.name))

    def mlir_pass(self) -> str:
        """The `mlir-opt-22` argument."""
        if not self.options:
            return "--one-shot-bufferize"
        return f"--one-shot-bufferize={' '.join(self.options)}"

    def our_pass(self, name: str = "one-shot-bufferize") -> str:
        """Our pass as an xdsl-opt `-p` spec, with the program's options."""
        return f"{name}{{{' '.join(self.options)}}}" if self.options else name


def corpus_programs(name: str, text: str) -> list[CorpusProgram]:
    """`text` under each option set its `OPTIONS` lines give."""
    option_sets: list[tuple[str, ...]] = []
    expected: list[str] = []
    for line in text.splitlines():
        if match := re.match(r"//\s*OPTIONS:(.*)", line):
            option_sets.append(tuple(match.group(1).split()))
        elif match := re.match(r"//\s*EXPECT:\s*(.*)", line):
            expected.append(match.group(1).strip())
    if not option_sets:
        option_sets.append(())
    return [
        CorpusProgram(
            f"{name}[{' '.join(options)}]"
            if options and len(option_sets) > 1
            else name,
            text,
            options,
            tuple(expected),
        )
        for options in option_sets
    ]


def load_corpus(directory: Path) -> list[CorpusProgram]:
    """The programs of the `.mlir` files of `directory`, one per option set."""
    return [
        program
        for path in sorted(directory.glob("*.mlir"))
        for program in corpus_programs(path.stem, path.read_text())
    ]


def _value_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, MemRefValue):
        return "[" + ", ".join(_value_text(v) for v in value.elements()) + "]"
    return str(value)


@dataclass(frozen=True)
class RunOutcome:
    """What one call computed: its results, and the contents of its memref
    arguments afterwards."""

    function: str
    inputs: str
    results: tuple[str, ...]
    written: tuple[tuple[str, str], ...]
    """(argument name, contents) of each memref argument."""

    @property
    def text(self) -> str:
        """`@f(%c = true): 3.0, [1.0] | %out = [2.0]` (results, then the
        memref arguments)."""
        parts = [", ".join(self.results)] if self.results else []
        parts += [f"{name} = {contents}" for name, contents in self.written]
        return f"@{self.function}({self.inputs}): " + " | ".join(parts)


def argument_names(module: ModuleOp) -> dict[str, list[str]]:
    """Each function's argument names as the program spells them (MLIR
    prints `%argN` instead)."""
    return {
        op.sym_name.data: [
            f"%{a.name_hint or f'arg{i}'}" for i, a in enumerate(op.args)
        ]
        for op in module.walk()
        if isinstance(op, func.FuncOp) and not op.is_declaration
    }


def _outcomes(
    report: SanitizerReport, names: dict[str, list[str]]
) -> tuple[RunOutcome, ...]:
    outcomes: list[RunOutcome] = []
    for run in report.runs:
        spelled = names.get(run.function, [])
        if len(spelled) != len(run.arguments):
            spelled = [name for name, _ in run.inputs]
        values = [value for _, value in run.inputs]
        inputs = ", ".join(
            f"{name} = {value}"
            for name, value, argument in zip(
                spelled, values, run.arguments, strict=True
            )
            if not isinstance(argument, MemRefValue)
        )
        written = tuple(
            (name, _value_text(argument))
            for name, argument in zip(spelled, run.arguments, strict=True)
            if isinstance(argument, MemRefValue)
        )
        outcomes.append(
            RunOutcome(
                run.function,
                inputs,
                tuple(_value_text(value) for value in run.results),
                written,
            )
        )
    return tuple(outcomes)


@dataclass(frozen=True)
class StaticBufferCounts:
    """Allocations and copies in the bufferized program (before deallocation)."""

    allocations: int
    copies: int


def static_buffer_counts(module: ModuleOp) -> StaticBufferCounts:
    ops = list(module.walk())
    return StaticBufferCounts(
        allocations=sum(isinstance(op, memref.AllocOp | memref.AllocaOp) for op in ops),
        copies=sum(isinstance(op, memref.CopyOp) for op in ops),
    )


@dataclass(frozen=True)
class Execution:
    """A bufferization of a program, freed and run, or why it could not be."""

    bufferized: str = ""
    """The bufferized program, before deallocation."""
    error: str = ""
    """Where the chain stopped: bufferization, deallocation or the sanitizer."""
    counts: StaticBufferCounts | None = None
    report: SanitizerReport | None = None
    outcomes: tuple[RunOutcome, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not self.error

    @property
    def clean(self) -> bool:
        return self.report is not None and self.report.clean


def execute_bufferized(bufferized: str, names: dict[str, list[str]]) -> Execution:
    """Frees with our deallocation pipeline and runs every public function;
    `names` are the programs's argument names (`argument_names`)."""
    try:
        counts = static_buffer_counts(parse_module(bufferized))
    except SanitizerInputError as error:
        return Execution(bufferized, f"bufferized program: {error}")
    deallocated = run_our_pipeline(bufferized, _Spec(spec=DEALLOCATION))
    if deallocated.status is not Status.ACCEPTED:
        return Execution(bufferized, f"{DEALLOCATION}: {deallocated.message}", counts)
    try:
        report = check_module(deallocated.output)
    except SanitizerInputError as error:
        return Execution(bufferized, f"sanitizer: {error}", counts)
    return Execution(bufferized, "", counts, report, _outcomes(report, names))


@dataclass(frozen=True)
class _Spec(PipelineOptions):
    """Any pipeline given as an xdsl-opt `-p` spec."""

    spec: str = ""

    def ours(self) -> str:
        return self.spec


def run_mlir(program: CorpusProgram) -> Execution:
    """MLIR 22's One-Shot Bufferize, then our deallocation and the sanitizer."""
    try:
        bufferized = mlir_opt_output(program.text, program.mlir_pass())
    except RuntimeError as error:
        return Execution(error=str(error))
    return execute_bufferized(bufferized, program.argument_names())


def run_ours(program: CorpusProgram, pipeline: str | None = None) -> Execution:
    """Our bufferization (`pipeline`, by default our `one-shot-bufferize`
    with the program's options), then the same deallocation and sanitizer."""
    try:
        bufferized = run_our_pipeline(
            program.text, _Spec(spec=pipeline or program.our_pass())
        )
    except ValueError as error:  # an option xdsl-opt rejects before running
        return Execution(error=f"pipeline: {error}")
    if bufferized.status is not Status.ACCEPTED:
        return Execution(error=f"{bufferized.status.value}: {bufferized.message}")
    return execute_bufferized(bufferized.output, program.argument_names())


@dataclass(frozen=True)
class ExecutionComparison:
    """A corpus program bufferized by MLIR and by us, both run."""

    program: CorpusProgram
    mlir: Execution
    ours: Execution

    @property
    def same_outcomes(self) -> bool:
        return (
            self.mlir.ok and self.ours.ok and self.mlir.outcomes == self.ours.outcomes
        )

    def count_differences(self) -> Sequence[str]:
        """Where ours allocates or copies more than MLIR (should be none)."""
        if self.mlir.counts is None or self.ours.counts is None:
            return ()
        worse: list[str] = []
        for what in ("allocations", "copies"):
            theirs = getattr(self.mlir.counts, what)
            ours = getattr(self.ours.counts, what)
            if ours > theirs:
                worse.append(f"{what}: ours {ours}, MLIR {theirs}")
        return worse


def compare(program: CorpusProgram, pipeline: str | None = None) -> ExecutionComparison:
    return ExecutionComparison(program, run_mlir(program), run_ours(program, pipeline))
