"""Running many generated programs through the property, in worker processes.

Shared by the test suite (a fixed range of seeds) and
`scripts/fuzz_campaign.py` (any range, or until a deadline);
`in_workers`, the command line (`campaign_parser`, `excluded_constructs`,
`planned_seeds`) and `FailureReporter` also by the tensor programs'
campaign (`bufferization.fuzzing`, `scripts/tensor_fuzz_campaign.py`).
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from xdsl_dealloc.testing.deallocation.differential import KNOWN_BUGS, check_program
from xdsl_dealloc.testing.deallocation.program_generator import (
    GeneratorConfig,
    generate_program,
)
from xdsl_dealloc.testing.pipelines import Failure, PipelineOptions
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


def campaign_parser(
    doc: str | None,
    *,
    out: str,
    max_functions: int,
    max_statements: int,
    max_depth: int,
) -> argparse.ArgumentParser:
    """The options of both campaign scripts (with their own defaults for
    the output directory and the generator's sizes); a script adds its own."""
    parser = argparse.ArgumentParser(description=(doc or "").split("\n\n")[0])
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--count", type=int, help="programs to run")
    parser.add_argument("--duration", type=float, help="stop after this many seconds")
    parser.add_argument("--seed", type=int, help="run (or --print) one seed only")
    parser.add_argument("--print", action="store_true", help="print the program")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--exclude", default="", help="constructs to leave out")
    parser.add_argument("--shrink-seconds", type=float, default=300.0)
    parser.add_argument("--out", type=Path, default=Path(out))
    parser.add_argument("--max-functions", type=int, default=max_functions)
    parser.add_argument("--max-statements", type=int, default=max_statements)
    parser.add_argument("--max-depth", type=int, default=max_depth)
    return parser


def excluded_constructs(
    parser: argparse.ArgumentParser,
    arguments: argparse.Namespace,
    known: frozenset[str],
    also: Iterable[str] = (),
) -> frozenset[str]:
    """`--exclude`'s constructs and `also`; a parser error for a name not
    in `known`."""
    excluded = {name for name in arguments.exclude.split(",") if name} | set(also)
    unknown = excluded - known
    if unknown:
        parser.error(f"unknown constructs {sorted(unknown)}; known: {sorted(known)}")
    return frozenset(excluded)


def planned_seeds(arguments: argparse.Namespace) -> tuple[Iterable[int], float | None]:
    """The seeds to run and the `time.monotonic()` deadline, if any: the
    one `--seed`, `--count` seeds from `--start` (until `--duration` if
    given), or, with neither count nor duration, 100."""
    if arguments.seed is not None:
        return [arguments.seed], None
    deadline = (
        None if arguments.duration is None else time.monotonic() + arguments.duration
    )
    count = arguments.count
    if count is None and deadline is None:
        count = 100
    return seeds_from(arguments.start, count), deadline


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
