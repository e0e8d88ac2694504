#!/usr/bin/env python3
"""Fuzz campaign: generated tensor programs through our one-shot-bufferize.

Every program (`xdsl_dealloc.testing.bufferization.program_generator`) is
bufferized by ours and by `mlir-opt-22 --one-shot-bufferize` (with the
options on its first line); our output must verify and be accepted by
mlir-opt-22, both bufferized programs, freed by our
buffer-deallocation-pipeline, must run clean under the sanitizer for all
inputs and compute the same values (MLIR's `copy-before-write` decides
when MLIR's own result differs from ours:
`bufferization.fuzzing.check_tensor_program`).  For each new kind of
failure the program is shrunk and both versions are written to the output
directory; the seed reproduces it:

    python scripts/tensor_fuzz_campaign.py --start 1000 --count 2000 --jobs 2
    python scripts/tensor_fuzz_campaign.py --duration 3600 --out tensor-fuzz
    python scripts/tensor_fuzz_campaign.py --seed 1234           # one program, verbose
    python scripts/tensor_fuzz_campaign.py --seed 1234 --print   # just print it
    python scripts/tensor_fuzz_campaign.py --count 500 --markdown  # the docs table

`--modules` generates whole modules instead
(`bufferization.module_generator`: callees passing tensors, recursion,
declarations, `bufferize-function-boundaries`), `--max-functions` then
bounding the callees; `--eliminate-empty-tensors` runs both sides'
`eliminate-empty-tensors` before bufferizing:

    python scripts/tensor_fuzz_campaign.py --modules --count 1000 --jobs 2 --markdown
    python scripts/tensor_fuzz_campaign.py --modules --eliminate-empty-tensors --count 1000

`--exclude a,b` leaves out constructs (`bufferization.program_generator.CONSTRUCTS`,
with `--modules` also `bufferization.module_generator.MODULE_CONSTRUCTS`);
`--include a,b` adds forms of MLIR's own tests that are off by default
(`bufferization.program_generator.OPT_IN_CONSTRUCTS`, with `--modules` also
`bufferization.module_generator.MODULE_OPT_IN_CONSTRUCTS`; `all` for every one):

    python scripts/tensor_fuzz_campaign.py --modules --include all --count 2000 --jobs 2
Every 100 programs, and at the end (also when interrupted), it prints the allocations and copies of ours against MLIR's, over
the programs both bufferize.  Exit status: 0 when no program failed, 1
otherwise.
"""

from __future__ import annotations

import sys
import time

from xdsl_dealloc.testing.bufferization.fuzzing import (
    CampaignTotals,
    TensorJob,
    TensorOutcome,
    run_tensor_campaign,
    shrink_tensor_failure,
)
from xdsl_dealloc.testing.bufferization.module_generator import (
    MODULE_CONSTRUCTS,
    MODULE_OPT_IN_CONSTRUCTS,
    TensorModuleConfig,
)
from xdsl_dealloc.testing.bufferization.program_generator import (
    CONSTRUCTS,
    OPT_IN_CONSTRUCTS,
    TensorGeneratorConfig,
)
from xdsl_dealloc.testing.campaign import (
    FailureReporter,
    campaign_parser,
    excluded_constructs,
    planned_seeds,
)
from xdsl_dealloc.testing.mlir_tools import mlir_tools_missing


def _costs(outcome: TensorOutcome) -> str:
    """`seed: ours / MLIR allocations, ours / MLIR copies`."""
    ours, mlir = outcome.check.ours, outcome.check.mlir
    assert ours is not None and mlir is not None
    wrong = " (MLIR computes wrong values)" if outcome.check.mlir_wrong else ""
    return (
        f"{outcome.job.seed}: {ours.allocations} / {mlir.allocations}, "
        f"{ours.copies} / {mlir.copies}{wrong}"
    )


def main() -> int:
    parser = campaign_parser(
        __doc__,
        out="tensor-fuzz-results",
        max_functions=2,
        max_statements=8,
        max_depth=2,
    )
    parser.add_argument(
        "--markdown", action="store_true", help="print the totals as a table"
    )
    parser.add_argument("--modules", action="store_true", help="generate modules")
    parser.add_argument(
        "--eliminate-empty-tensors",
        action="store_true",
        help="run eliminate-empty-tensors before bufferizing, on both sides",
    )
    parser.add_argument(
        "--include",
        default="",
        help="opt-in constructs to generate too (comma-separated, or all)",
    )
    arguments = parser.parse_args()

    known = CONSTRUCTS | MODULE_CONSTRUCTS if arguments.modules else CONSTRUCTS
    excluded = excluded_constructs(parser, arguments, known)
    opt_in = (
        OPT_IN_CONSTRUCTS | MODULE_OPT_IN_CONSTRUCTS
        if arguments.modules
        else OPT_IN_CONSTRUCTS
    )
    included = {name for name in arguments.include.split(",") if name}
    if "all" in included:
        included = set(opt_in)
    if included - opt_in:
        parser.error(
            f"unknown opt-in constructs {sorted(included - opt_in)}; "
            f"known: {sorted(opt_in)}"
        )
    config: TensorGeneratorConfig | TensorModuleConfig
    if arguments.modules:
        config = TensorModuleConfig(
            max_callees=arguments.max_functions + 1,
            max_statements=arguments.max_statements - 2,
            max_depth=arguments.max_depth,
            excluded=excluded,
            included=frozenset(included),
        )
    else:
        config = TensorGeneratorConfig(
            max_functions=arguments.max_functions,
            max_statements=arguments.max_statements,
            max_depth=arguments.max_depth,
            excluded=excluded,
            included=frozenset(included),
        )
    eliminate = arguments.eliminate_empty_tensors
    if arguments.seed is not None and arguments.print:
        print(TensorJob(arguments.seed, config).program(), end="")
        return 0
    missing = mlir_tools_missing()
    if missing is not None:
        print(f"cannot run: {missing}", file=sys.stderr)
        return 2
    seeds, deadline = planned_seeds(arguments)

    print(
        f"{'modules' if arguments.modules else 'programs'}"
        f"{', eliminate-empty-tensors first' if eliminate else ''}; "
        f"excluded: {', '.join(sorted(excluded)) or 'nothing'}; "
        f"included: {', '.join(sorted(included)) or 'nothing'}; jobs: {arguments.jobs}",
        flush=True,
    )
    totals = CampaignTotals()
    reporter = FailureReporter(
        arguments.out, arguments.shrink_seconds, verbose=arguments.seed is not None
    )
    failures: list[TensorOutcome] = []
    wrong_in_mlir: list[int] = []
    costlier: list[TensorOutcome] = []
    only_mlir_rejects: list[int] = []
    start = time.monotonic()
    outcomes = run_tensor_campaign(
        seeds, config, arguments.jobs, eliminate_empty_tensors=eliminate
    )
    try:
        for outcome in outcomes:
            totals.add(outcome.check)
            if outcome.check.mlir_wrong:
                wrong_in_mlir.append(outcome.job.seed)
            if outcome.check.mlir_rejects and not outcome.check.ours_rejects:
                only_mlir_rejects.append(outcome.job.seed)
            if outcome.check.ours_costs_more():
                costlier.append(outcome)
                print(f"seed {_costs(outcome)}", flush=True)
            failure = outcome.check.failure
            if failure is not None:
                failures.append(outcome)
                reporter.report(
                    outcome.job.seed,
                    outcome.job.program(),
                    failure,
                    lambda text, failure, seconds: shrink_tensor_failure(
                        text,
                        failure,
                        time_limit=seconds,
                        eliminate_empty_tensors=eliminate,
                    ),
                )
            if totals.programs % 100 == 0:
                print(
                    f"{time.monotonic() - start:.0f}s: {totals.summary()}", flush=True
                )
            if deadline is not None and time.monotonic() > deadline:
                break
    except KeyboardInterrupt:
        print("interrupted", flush=True)
    print(f"done in {time.monotonic() - start:.0f}s")
    print(totals.summary())
    if wrong_in_mlir:
        shown = ", ".join(map(str, wrong_in_mlir[:20]))
        print(f"MLIR 22's bufferization computes wrong values on seeds {shown}")
    if only_mlir_rejects:
        shown = ", ".join(map(str, only_mlir_rejects[:20]))
        print(f"MLIR 22 rejects or crashes on seeds {shown}, ours bufferizes them")
    if arguments.markdown:
        print(totals.markdown())
    if costlier:
        print(
            "ours allocates or copies more (seed: ours / MLIR 22 allocations, copies):"
        )
    for outcome in costlier:
        print(f"  {_costs(outcome)}")
    for outcome in failures:
        if outcome.check.failure is not None:
            failure = outcome.check.failure
            print(f"  seed {outcome.job.seed}: {failure.stage} {failure.keys}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
