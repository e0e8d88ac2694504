"""The property, on generated programs: our pipeline's output of every one
verifies, is accepted by mlir-opt-22 and runs clean under the sanitizer.

A fixed range of seeds runs here (every fourth with
private-function-dynamic-ownership), on all cores, leaving out the
constructs of known bugs (`KNOWN_BUGS`, each with a regression test).  Set
`XDSL_DEALLOC_FUZZ_PROGRAMS` / `XDSL_DEALLOC_FUZZ_SEED` to run other seeds;
`scripts/fuzz_campaign.py` runs long campaigns.  A failure names its seeds
and shows the first one's program shrunk.
"""

from __future__ import annotations

import os

from tests.markers import needs_mlir
from xdsl_dealloc.testing.campaign import DEFAULT_CONFIG, Outcome, run_campaign
from xdsl_dealloc.testing.shrinking import shrink_failure

PROGRAMS = int(os.environ.get("XDSL_DEALLOC_FUZZ_PROGRAMS", "300"))
FIRST_SEED = int(os.environ.get("XDSL_DEALLOC_FUZZ_SEED", "0"))
SHRINK_SECONDS = 120.0

pytestmark = needs_mlir


def _explain(failures: list[Outcome]) -> str:
    first = failures[0]
    assert first.failure is not None
    shrunk = shrink_failure(
        first.job.program(),
        first.failure,
        first.job.options,
        time_limit=SHRINK_SECONDS,
    )
    seeds = ", ".join(str(outcome.job.seed) for outcome in failures)
    return (
        f"{len(failures)} of {PROGRAMS} generated programs fail (seeds {seeds}).\n"
        f"Seed {first.job.seed} ({first.job.options}): {first.failure}\n"
        f"Shrunk program:\n{shrunk.text}\n"
        f"Reproduce: python scripts/fuzz_campaign.py --seed {first.job.seed}"
    )


def test_generated_programs_are_deallocated_safely(campaign_processes: int):
    outcomes = list(
        run_campaign(
            range(FIRST_SEED, FIRST_SEED + PROGRAMS),
            DEFAULT_CONFIG,
            "mixed",
            campaign_processes,
        )
    )
    assert len(outcomes) == PROGRAMS
    failures = [outcome for outcome in outcomes if outcome.failure is not None]
    assert not failures, _explain(failures)
