#!/usr/bin/env python3
"""Fuzz campaign: generated programs through our buffer-deallocation-pipeline.

Every program must come out accepted, verifying, accepted by mlir-opt-22 and
clean under the memory sanitizer (`xdsl_dealloc.testing.deallocation.differential.
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

import sys
import time
from functools import partial

from xdsl_dealloc.testing.campaign import (
    FailureReporter,
    Outcome,
    campaign_parser,
    excluded_constructs,
    planned_seeds,
    run_campaign,
)
from xdsl_dealloc.testing.deallocation.differential import (
    KNOWN_BUGS,
    input_undefined_behaviour,
)
from xdsl_dealloc.testing.deallocation.program_generator import (
    CONSTRUCTS,
    GeneratorConfig,
    generate_program,
)
from xdsl_dealloc.testing.mlir_tools import mlir_tools_missing
from xdsl_dealloc.testing.pipelines import Failure, PipelineOptions
from xdsl_dealloc.testing.shrinking import ShrinkResult, shrink_failure


def shrink_in_mode(
    text: str, failure: Failure, seconds: float, options: PipelineOptions
) -> ShrinkResult:
    """`shrink_failure` with the seed's pipeline options."""
    return shrink_failure(text, failure, options, time_limit=seconds)


def main() -> int:
    parser = campaign_parser(
        __doc__, out="fuzz-results", max_functions=3, max_statements=7, max_depth=3
    )
    parser.add_argument("--include-known-bugs", action="store_true")
    parser.add_argument(
        "--private-function-dynamic-ownership",
        choices=("off", "on", "mixed"),
        default="mixed",
    )
    parser.add_argument(
        "--partial-deallocs",
        type=float,
        default=0.0,
        help="how often a program's own dealloc frees on one branch only",
    )
    arguments = parser.parse_args()

    known_bugs = () if arguments.include_known_bugs else KNOWN_BUGS
    excluded = excluded_constructs(parser, arguments, CONSTRUCTS, known_bugs)
    config = GeneratorConfig(
        max_functions=arguments.max_functions,
        max_statements=arguments.max_statements,
        max_depth=arguments.max_depth,
        excluded=excluded,
        partial_deallocs=arguments.partial_deallocs,
    )
    mode = arguments.private_function_dynamic_ownership

    if arguments.seed is not None and arguments.print:
        print(generate_program(arguments.seed, config), end="")
        return 0
    missing = mlir_tools_missing()
    if missing is not None:
        print(f"cannot run: {missing}", file=sys.stderr)
        return 2

    print(
        f"excluded: {', '.join(sorted(excluded)) or 'nothing'}; "
        f"private-function-dynamic-ownership: {mode}; jobs: {arguments.jobs}",
        flush=True,
    )
    seeds, deadline = planned_seeds(arguments)
    reporter = FailureReporter(
        arguments.out, arguments.shrink_seconds, verbose=arguments.seed is not None
    )
    failures: list[Outcome] = []
    ran = 0
    start = time.monotonic()
    outcomes = run_campaign(seeds, config, mode, arguments.jobs)
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
        f"done: {ran} programs, {len(failures)} failing "
        f"({len(reporter.seen)} distinct), {time.monotonic() - start:.0f}s"
    )
    for outcome in failures:
        if outcome.failure is not None:
            failure = outcome.failure
            print(f"  seed {outcome.job.seed}: {failure.stage} {failure.keys}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
