"""Running many generated programs through the property, in worker processes.

Shared by the test suite (a fixed range of seeds) and
`scripts/fuzz_campaign.py` (any range, or until a deadline);
`in_workers` also by the tensor programs' campaign
(`bufferization_fuzzing`).
"""

from __future__ import annotations

import itertools
import multiprocessing
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar

from xdsl_dealloc.testing.differential import (
    KNOWN_BUGS,
    Failure,
    PipelineOptions,
    check_program,
)
from xdsl_dealloc.testing.program_generator import GeneratorConfig, generate_program

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
