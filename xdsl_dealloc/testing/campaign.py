"""Running many generated programs through the property, in worker processes.

Shared by the test suite (a fixed range of seeds) and
`scripts/fuzz_campaign.py` (any range, or until a deadline);
`in_workers` also by the tensor programs' campaign
(`bufferization_fuzzing`).
"""

from __future__ import annotations

import itertools
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from xdsl_dealloc.testing.differential import (
    KNOWN_BUGS,
    Failure,
    PipelineOptions,
    check_program,
)
from xdsl_dealloc.testing.program_generator import GeneratorConfig, generate_program
from xdsl_dealloc.testing.shrinking import ShrinkResult

DEFAULT_CONFIG = GeneratorConfig(excluded=frozenset(KNOWN_BUGS))
"""Everything but the constructs of known bugs."""


def options_for(seed: int, dynamic_ownership: str = "mixed") -> PipelineOptions:
    """`on`, `off`, or `mixed`: every fourth seed with private-function-dynamic-ownership."""
    dynamic = dynamic_ownership == "on" or (
        dynamic_ownership == "mixed" and seed % 4 == 3
    )
    return PipelineOptions(private_function_dynamic_ownership=dynamic)


@dataclass(frozen=True)
class Job:
    seed: int
    config: GeneratorConfig
    options: PipelineOptions

    def program(self) -> str:
        return generate_program(self.seed, self.config)


@dataclass(frozen=True)
class Outcome:
    job: Job
    failure: Failure | None
    seconds: float


def run_job(job: Job) -> Outcome:
    start = time.monotonic()
    failure = check_program(job.program(), job.options)
    return Outcome(job, failure, time.monotonic() - start)


def seeds_from(first: int, count: int | None) -> Iterable[int]:
    """`count` seeds from `first`, or endlessly."""
    return itertools.count(first) if count is None else range(first, first + count)


Item = TypeVar("Item")
Result = TypeVar("Result")


def in_workers(
    function: Callable[[Item], Result], items: Iterable[Item], processes: int
) -> Iterator[Result]:
    """`map(function, items)`, in `processes` forked workers when more than
    one; in order and lazily, so a caller may stop early."""
    if processes <= 1:
        yield from map(function, items)
        return
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        yield from pool.imap(function, items, chunksize=4)


def run_campaign(
    seeds: Iterable[int],
    config: GeneratorConfig = DEFAULT_CONFIG,
    dynamic_ownership: str = "mixed",
    processes: int = 1,
) -> Iterator[Outcome]:
    """The outcome of each seed, in order; lazily, so a caller may stop early."""
    jobs = (Job(seed, config, options_for(seed, dynamic_ownership)) for seed in seeds)
    return in_workers(run_job, jobs, processes)


class FailureReporter:
    """What the campaign scripts do with a failing program: the first one of
    each kind (stage and keys) is written to `out` as `seed-N.mlir` and,
    shrunk, as `seed-N.min.mlir`; later ones of that kind are only listed."""

    def __init__(self, out: Path, shrink_seconds: float, verbose: bool) -> None:
        self.out = out
        self.shrink_seconds = shrink_seconds
        self.verbose = verbose
        self.seen: set[tuple[str, tuple[str, ...]]] = set()

    def report(
        self,
        seed: int,
        text: str,
        failure: Failure,
        shrink: Callable[[str, Failure, float], ShrinkResult],
        notes: Sequence[str] = (),
    ) -> None:
        """`shrink(text, failure, seconds)` shrinks the program; `notes` are
        more lines to print under the failure."""
        signature = (failure.stage, failure.keys)
        if signature in self.seen:
            print(f"seed {seed}: again {signature}", flush=True)
            return
        self.seen.add(signature)
        self.out.mkdir(parents=True, exist_ok=True)
        original = self.out / f"seed-{seed}.mlir"
        original.write_text(text)
        print(f"seed {seed}: {failure.stage} {failure.keys} -> {original}")
        if self.verbose:
            print("  " + failure.detail.replace("\n", "\n  "))
        for note in notes:
            print("  " + note.replace("\n", "\n  "))
        if self.shrink_seconds > 0:
            result = shrink(text, failure, self.shrink_seconds)
            shrunk = self.out / f"seed-{seed}.min.mlir"
            shrunk.write_text(result.text)
            print(
                f"  shrunk in {result.accepted_edits} edits ({result.tried_edits} "
                f"tried{', timed out' if result.timed_out else ''}) -> {shrunk}"
            )
            print("  " + result.text.replace("\n", "\n  "))
        sys.stdout.flush()
