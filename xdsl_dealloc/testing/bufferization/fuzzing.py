"""The property every generated tensor program must have, and its numbers.

`check_tensor_program(text)` bufferizes a program of
`tensor_program_generator` (its options on its first line) with ours and
with `mlir-opt-22 --one-shot-bufferize`, frees both with our
`buffer-deallocation-pipeline` and runs them under the sanitizer for every
input (`corpus`).  It holds when:

- ours accepts what MLIR accepts, without crashing, and its output verifies
  (rejecting what MLIR rejects too is fine: both then agree that a loop
  yields a new buffer, say);
- `mlir-opt-22` accepts our bufferized program;
- our deallocation pipeline takes both bufferized programs, and the
  sanitizer finds nothing in either;
- both compute the same results and write the same memory, run by run.

The same check takes the modules of `tensor_module_generator` (function
boundaries), and with `eliminate_empty_tensors` runs both sides'
`eliminate-empty-tensors` first.
A `TensorProgramCheck` also carries both sides' allocations and copies, for
the table of docs/one-shot-bufferize.md.  Failures are
`pipelines.Failure`s, so `shrinking.shrink` reduces them as it does the
deallocation fuzzer's.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from xdsl_dealloc.sanitizer.findings import FindingKind
from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    Execution,
    RunOutcome,
    StaticBufferCounts,
    run_mlir,
    run_ours,
)
from xdsl_dealloc.testing.bufferization.empty_tensor_elimination import (
    mlir_after,
    ours_after,
)
from xdsl_dealloc.testing.bufferization.module_generator import (
    TensorModuleConfig,
    generate_tensor_module,
)
from xdsl_dealloc.testing.bufferization.program_generator import (
    TensorGeneratorConfig,
    generate_tensor_program,
)
from xdsl_dealloc.testing.campaign import in_workers
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection
from xdsl_dealloc.testing.pipelines import Failure, crash_key, diagnostic_key
from xdsl_dealloc.testing.shrinking import ShrinkResult, shrink


@dataclass(frozen=True)
class TensorProgramCheck:
    failure: Failure | None
    mlir_rejects: bool
    """`mlir-opt-22 --one-shot-bufferize` rejects the input."""
    mlir_crashes: bool
    """It crashes on it (counted among the rejections too)."""
    ours_rejects: bool
    mlir_wrong: bool
    """MLIR's bufferized program computes other values than MLIR's
    `copy-before-write` and ours (its analysis missed a conflict)."""
    ours: StaticBufferCounts | None
    mlir: StaticBufferCounts | None
    runs: int
    """Sanitizer runs of our bufferized program."""

    def ours_costs_more(self) -> bool:
        """Both bufferize it, correctly, and ours allocates or copies more."""
        if self.failure is not None or self.ours is None or self.mlir is None:
            return False
        return (
            self.ours.allocations > self.mlir.allocations
            or self.ours.copies > self.mlir.copies
        )


MLIR_CRASH = "PLEASE submit a bug report"
"""What mlir-opt-22 prints when it crashes."""

MLIR_WRONG_KINDS = frozenset({FindingKind.WRITE_TO_CONSTANT})
"""Findings in MLIR's bufferized program that are its bufferization's, not
our deallocation's: a constant written in place."""


def _findings(
    execution: Execution, whose: str, ignored: frozenset[FindingKind] = frozenset()
) -> Failure | None:
    if execution.report is None:
        return None
    kinds = sorted(
        {
            finding.kind.value
            for finding in execution.report.findings
            if finding.kind not in ignored
        }
    )
    if not kinds:
        return None
    return Failure(
        f"sanitizer findings ({whose} bufferization)",
        tuple(kinds),
        f"{execution.report.format()}\n{execution.bufferized}",
    )


REFERENCE_OPTIONS = ("copy-before-write=true", "allow-return-allocs-from-loops=true")
"""MLIR without its analysis (every write into a copy): the values a program
must compute, asked when MLIR's and ours differ or MLIR rejects the program."""

REFERENCE_BOUNDARY_OPTIONS = (
    "bufferize-function-boundaries=true",
    "function-boundary-type-conversion=fully-dynamic-layout-map",
)
"""Added to the reference's options for a module bufferized with function
boundaries (without them its calls of tensors do not bufferize); fully
dynamic layouts, because MLIR 22 infers the result layout of a recursive
function after bufferizing calls of it (docs/one-shot-bufferize.md)."""


def _reference(program: CorpusProgram) -> CorpusProgram:
    boundaries = "bufferize-function-boundaries=true" in program.options
    options = REFERENCE_OPTIONS + (REFERENCE_BOUNDARY_OPTIONS if boundaries else ())
    return replace(program, options=options)


def _our_failure(ours: Execution, mlir: Execution) -> Failure | None:
    """Everything but the values: ours rejects or crashes where MLIR does
    not, mlir-opt rejects our output, deallocation fails, findings."""
    if ours.error.startswith("crashed"):
        return Failure("crashed", (crash_key(ours.error),), ours.error)
    if ours.error.startswith("rejected"):
        if not mlir.bufferized:
            return None
        message = ours.error.removeprefix("rejected: ")
        return Failure("rejected", (diagnostic_key(message),), message)
    if ours.bufferized:
        rejection = mlir_opt_rejection(ours.bufferized)
        if rejection is not None:
            return Failure(
                "mlir-opt rejects the output",
                (diagnostic_key(rejection),),
                f"{rejection}\n{ours.bufferized}",
            )
    if ours.error:
        return Failure("deallocation", (diagnostic_key(ours.error),), ours.error)
    return _findings(ours, "our") or _findings(mlir, "MLIR's", MLIR_WRONG_KINDS)


def _observable(execution: Execution) -> tuple[RunOutcome, ...]:
    """What a run must compute: its results and what it wrote into `%out`
    (a `writable` input, `%in`, or a tensor argument of a public function,
    `%in0`, `%in1`..., may be written in place or not, as decided)."""
    return tuple(
        replace(
            outcome,
            written=tuple(w for w in outcome.written if not w[0].startswith("%in")),
        )
        for outcome in execution.outcomes
    )


def _value_failure(ours: Execution, reference: Execution) -> Failure | None:
    if reference.ok and _observable(reference) == _observable(ours):
        return None
    different = [
        f"reference: {theirs.text}\nours:      {mine.text}"
        for theirs, mine in zip(_observable(reference), _observable(ours), strict=False)
        if theirs != mine
    ]
    return Failure(
        "different values",
        ("values",),
        "\n".join(different[:4] or [reference.error]) + f"\n{ours.bufferized}",
    )


def check_tensor_program(
    text: str, name: str = "generated", *, eliminate_empty_tensors: bool = False
) -> TensorProgramCheck:
    """With `eliminate_empty_tensors`, both sides run their
    `eliminate-empty-tensors` before bufferizing."""
    program = CorpusProgram.from_text(name, text)
    if eliminate_empty_tensors:
        mlir = mlir_after(program)
        ours = ours_after(program)
    else:
        mlir = run_mlir(program)
        ours = run_ours(program)
    failure = _our_failure(ours, mlir)
    mlir_wrong = False
    if (
        failure is not None
        and failure.stage == "rejected"
        and (
            "is not equivalent" in failure.detail
            or "cannot avoid RaW conflict" in failure.detail
            or "would write to read-only buffer" in failure.detail
        )
        and "scf.index_switch" in text
    ):
        # MLIR 22 accepts the loop, or the materialize_in_destination
        # whose source a case yields while another yields its destination
        # (or a constant), only because it does not see that a switch
        # result aliases what its cases yield (seed 11483; with an scf.if instead it rejects
        # both as ours does).
        failure, mlir_wrong = None, True
    if (
        failure is None
        and ours.ok
        and not (mlir.ok and _observable(mlir) == _observable(ours))
    ):
        reference = run_mlir(_reference(program))
        failure = _value_failure(ours, reference)
        mlir_wrong = failure is None and mlir.ok
    mlir_wrong = mlir_wrong or (failure is None and not mlir.clean and mlir.ok)
    return TensorProgramCheck(
        failure=failure,
        mlir_rejects=not mlir.bufferized,
        mlir_crashes=MLIR_CRASH in mlir.error,
        ours_rejects=not ours.bufferized,
        mlir_wrong=mlir_wrong,
        ours=ours.counts,
        mlir=mlir.counts,
        runs=len(ours.outcomes),
    )


def shrink_tensor_failure(
    text: str,
    failure: Failure,
    *,
    time_limit: float = 300.0,
    eliminate_empty_tensors: bool = False,
) -> ShrinkResult:
    """Shrinks `text` while it fails as `failure` (its options line kept)."""
    options = text.splitlines()[0] if text.startswith("// OPTIONS:") else ""

    def still_fails(candidate: str) -> bool:
        result = check_tensor_program(
            f"{options}\n{candidate}", eliminate_empty_tensors=eliminate_empty_tensors
        )
        return failure.persists_in(result.failure)

    result = shrink(text, still_fails, time_limit=time_limit)
    return replace(result, text=f"{options}\n{result.text}")


DEFAULT_TENSOR_CONFIG = TensorGeneratorConfig()


@dataclass(frozen=True)
class TensorJob:
    seed: int
    config: TensorGeneratorConfig | TensorModuleConfig
    """A module config generates modules (`tensor_module_generator`)."""
    eliminate_empty_tensors: bool = False

    def program(self) -> str:
        if isinstance(self.config, TensorModuleConfig):
            return generate_tensor_module(self.seed, self.config)
        return generate_tensor_program(self.seed, self.config)


@dataclass(frozen=True)
class TensorOutcome:
    job: TensorJob
    check: TensorProgramCheck
    seconds: float


def run_tensor_job(job: TensorJob) -> TensorOutcome:
    start = time.monotonic()
    check = check_tensor_program(
        job.program(),
        f"seed-{job.seed}",
        eliminate_empty_tensors=job.eliminate_empty_tensors,
    )
    return TensorOutcome(job, check, time.monotonic() - start)


def run_tensor_campaign(
    seeds: Iterable[int],
    config: TensorGeneratorConfig | TensorModuleConfig = DEFAULT_TENSOR_CONFIG,
    processes: int = 1,
    *,
    eliminate_empty_tensors: bool = False,
) -> Iterator[TensorOutcome]:
    """The outcome of each seed, in order, lazily."""
    jobs = (TensorJob(seed, config, eliminate_empty_tensors) for seed in seeds)
    return in_workers(run_tensor_job, jobs, processes)


@dataclass
class CampaignTotals:
    """Allocations and copies of ours against MLIR's over many programs."""

    programs: int = 0
    both_bufferize: int = 0
    both_reject: int = 0
    only_mlir_rejects: int = 0
    mlir_crashes: int = 0
    mlir_wrong: int = 0
    failing: int = 0
    ours: list[int] = field(default_factory=lambda: [0, 0])
    mlir: list[int] = field(default_factory=lambda: [0, 0])
    fewer_equal_more: dict[str, list[int]] = field(
        default_factory=lambda: {"allocations": [0, 0, 0], "copies": [0, 0, 0]}
    )

    @classmethod
    def of(cls, outcomes: Iterable[TensorOutcome]) -> CampaignTotals:
        """The totals of finished outcomes."""
        totals = cls()
        for outcome in outcomes:
            totals.add(outcome.check)
        return totals

    def add(self, check: TensorProgramCheck) -> None:
        self.programs += 1
        self.failing += check.failure is not None
        self.mlir_wrong += check.mlir_wrong
        self.mlir_crashes += check.mlir_crashes
        if check.mlir_rejects:
            self.both_reject += check.ours_rejects
            self.only_mlir_rejects += not check.ours_rejects
        if check.ours is None or check.mlir is None or check.failure is not None:
            return
        self.both_bufferize += 1
        for position, what in enumerate(("allocations", "copies")):
            ours, theirs = getattr(check.ours, what), getattr(check.mlir, what)
            self.ours[position] += ours
            self.mlir[position] += theirs
            column = 0 if ours < theirs else 1 if ours == theirs else 2
            self.fewer_equal_more[what][column] += 1

    def markdown(self) -> str:
        rows = [
            "| | ours fewer / equal / more (programs) | total ours | total MLIR 22 |",
            "| --- | --- | --- | --- |",
        ]
        for position, what in enumerate(("allocations", "copies")):
            fewer, equal, more = self.fewer_equal_more[what]
            rows.append(
                f"| {what} | {fewer} / {equal} / {more} | {self.ours[position]} | "
                f"{self.mlir[position]} |"
            )
        return "\n".join(rows)

    def summary(self) -> str:
        return (
            f"{self.programs} programs: both bufferize {self.both_bufferize}, "
            f"both reject {self.both_reject}, only MLIR rejects "
            f"{self.only_mlir_rejects} (crashes {self.mlir_crashes}), "
            f"MLIR's result wrong {self.mlir_wrong}, "
            f"ours failing {self.failing}"
        )
