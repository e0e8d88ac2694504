#!/usr/bin/env python3
"""Fuzz campaign: generated programs through our buffer-deallocation-pipeline.

Every program must come out accepted, verifying, accepted by mlir-opt-22 and
clean under the memory sanitizer (`xdsl_dealloc.testing.differential.
check_program`).  For each new kind of failure the program is shrunk and
both versions are written to the output directory; the seed reproduces it:

    python scripts/fuzz_campaign.py --start 1000 --count 5000 --jobs 2
    python scripts/fuzz_campaign.py --duration 3600 --out fuzz-results
    python scripts/fuzz_campaign.py --seed 1234            # one program, verbose
    python scripts/fuzz_campaign.py --seed 1234 --print    # just print it

Constructs of `KNOWN_BUGS` are left out unless `--include-known-bugs`;
`--exclude a,b` leaves out more (names: `program_generator.CONSTRUCTS`).
Exit status: 0 when no program failed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import partial
from pathlib import Path

from xdsl_dealloc.testing.campaign import (
    FailureReporter,
    Outcome,
    run_campaign,
    seeds_from,
)
from xdsl_dealloc.testing.differential import (
    KNOWN_BUGS,
    Failure,
    PipelineOptions,
    input_undefined_behaviour,
    mlir_tools_missing,
)
from xdsl_dealloc.testing.program_generator import (
    CONSTRUCTS,
    GeneratorConfig,
    generate_program,
)
from xdsl_dealloc.testing.shrinking import ShrinkResult, shrink_failure


def shrink_in_mode(
    text: str, failure: Failure, seconds: float, options: PipelineOptions
) -> ShrinkResult:
    """`shrink_failure` with the seed's pipeline options."""
    return shrink_failure(text, failure, options, time_limit=seconds)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--count", type=int, help="programs to run")
    parser.add_argument("--duration", type=float, help="stop after this many seconds")
    parser.add_argument("--seed", type=int, help="run (or --print) one seed only")
    parser.add_argument("--print", action="store_true", help="print the program")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--exclude", default="", help="constructs to leave out")
    parser.add_argument("--include-known-bugs", action="store_true")
    parser.add_argument(
        "--private-function-dynamic-ownership",
        choices=("off", "on", "mixed"),
        default="mixed",
    )
    parser.add_argument("--shrink-seconds", type=float, default=300.0)
    parser.add_argument("--out", type=Path, default=Path("fuzz-results"))
    parser.add_argument("--max-functions", type=int, default=3)
    parser.add_argument("--max-statements", type=int, default=7)
    parser.add_argument("--max-depth", type=int, default=3)
    arguments = parser.parse_args()

    excluded = {name for name in arguments.exclude.split(",") if name}
    if not arguments.include_known_bugs:
        excluded |= set(KNOWN_BUGS)
    unknown = excluded - CONSTRUCTS
    if unknown:
        parser.error(
            f"unknown constructs {sorted(unknown)}; known: {sorted(CONSTRUCTS)}"
        )
    config = GeneratorConfig(
        max_functions=arguments.max_functions,
        max_statements=arguments.max_statements,
        max_depth=arguments.max_depth,
        excluded=frozenset(excluded),
    )
    mode = arguments.private_function_dynamic_ownership

    if arguments.seed is not None and arguments.print:
        print(generate_program(arguments.seed, config), end="")
        return 0
    missing = mlir_tools_missing()
    if missing is not None:
        print(f"cannot run: {missing}", file=sys.stderr)
        return 2
    if arguments.seed is not None:
        arguments.start, arguments.count = arguments.seed, 1

    print(
        f"excluded: {', '.join(sorted(excluded)) or 'nothing'}; "
        f"private-function-dynamic-ownership: {mode}; jobs: {arguments.jobs}",
        flush=True,
    )
    deadline = (
        None if arguments.duration is None else time.monotonic() + arguments.duration
    )
    count = arguments.count
    if count is None and deadline is None:
        count = 100
    reporter = FailureReporter(
        arguments.out, arguments.shrink_seconds, verbose=arguments.seed is not None
    )
    failures: list[Outcome] = []
    ran = 0
    start = time.monotonic()
    outcomes = run_campaign(
        seeds_from(arguments.start, count), config, mode, arguments.jobs
    )
    for outcome in outcomes:
        ran += 1
        failure = outcome.failure
        if failure is not None:
            failures.append(outcome)
            text = outcome.job.program()
            undefined = input_undefined_behaviour(text)
            notes = (
                [
                    "the generated input itself has undefined behaviour "
                    "(generator bug):",
                    undefined[0],
                ]
                if undefined
                else []
            )
            reporter.report(
                outcome.job.seed,
                text,
                failure,
                partial(shrink_in_mode, options=outcome.job.options),
                notes,
            )
        if ran % 100 == 0:
            print(
                f"{ran} programs, {len(failures)} failing, "
                f"{time.monotonic() - start:.0f}s",
                flush=True,
            )
        if deadline is not None and time.monotonic() > deadline:
            break
    print(
        f"done: {ran} programs from seed {arguments.start}, {len(failures)} failing "
        f"({len(reporter.seen)} distinct), {time.monotonic() - start:.0f}s"
    )
    for outcome in failures:
        if outcome.failure is not None:
            failure = outcome.failure
            print(f"  seed {outcome.job.seed}: {failure.stage} {failure.keys}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
