#!/usr/bin/env python3
"""The buffer optimizations on the corpus and on generated programs.

Each program goes through `buffer-hoisting,buffer-loop-hoisting,
promote-buffers-to-stack,buffer-deallocation-pipeline` (checked: verifies,
mlir-opt-22 accepts it, the sanitizer is clean for all inputs) and through
the deallocation pipeline alone; prints the sanitizer's counters of both
(executed heap allocations, peak live heap bytes, summed over programs) and
what ours and mlir-opt-22's optimizations did with every allocation:

    python scripts/buffer_optimizations.py --count 300
    python scripts/buffer_optimizations.py --count 300 --verbose   # per program

Exit status: 0 when every program is clean and we move or promote every
allocation MLIR does, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from xdsl_dealloc.sanitizer import Counters
from xdsl_dealloc.testing.deallocation.buffer_optimizations import (
    Decision,
    check_optimized,
    counters,
    optimization_decisions,
)
from xdsl_dealloc.testing.deallocation.program_generator import generate_program

CORPUS = Path(__file__).parent.parent / "tests" / "differential" / "corpus"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    programs = [(path.name, path.read_text()) for path in sorted(CORPUS.glob("*.mlir"))]
    programs += [
        (f"seed {seed}", generate_program(seed))
        for seed in range(arguments.start, arguments.start + arguments.count)
    ]
    before: list[Counters] = []
    after: list[Counters] = []
    decided = {side: dict.fromkeys(Decision, 0) for side in ("ours", "mlir")}
    failures = differing = lower_peak = higher_peak = 0
    for name, text in programs:
        failure = check_optimized(text)
        decisions = optimization_decisions(text)
        unoptimized, optimized = counters(text)
        before.append(unoptimized)
        after.append(optimized)
        lower_peak += optimized.peak_live_bytes < unoptimized.peak_live_bytes
        higher_peak += optimized.peak_live_bytes > unoptimized.peak_live_bytes
        for side, outcomes in (("ours", decisions.ours), ("mlir", decisions.mlir)):
            for decision in Decision:
                decided[side][decision] += decisions.count(outcomes, decision)
        if failure is not None:
            failures += 1
            print(f"{name}: {failure}")
        for tag in decisions.differences():
            differing += 1
            print(
                f"{name}: {decisions.descriptions[tag]}: ours "
                f"{decisions.ours[tag].decision.value}, MLIR "
                f"{decisions.mlir[tag].decision.value}"
            )
        if arguments.verbose:
            print(
                f"{name}: allocations {unoptimized.allocations} -> "
                f"{optimized.allocations}, peak live bytes "
                f"{unoptimized.peak_live_bytes} -> {optimized.peak_live_bytes}"
            )
    total_before, total_after = Counters.total(before), Counters.total(after)
    print(
        f"{len(programs)} programs, {failures} failing, {differing} allocations decided differently"
    )
    print(
        f"executed heap allocations: {total_before.allocations} -> {total_after.allocations}"
    )
    print(
        f"sum of peak live heap bytes: {sum(c.peak_live_bytes for c in before)} -> "
        f"{sum(c.peak_live_bytes for c in after)} (lower in {lower_peak}, higher in "
        f"{higher_peak} programs)"
    )
    for side, counts in decided.items():
        print(f"{side}: " + ", ".join(f"{d.value} {n}" for d, n in counts.items()))
    missed = decided["mlir"][Decision.PROMOTED] > decided["ours"][Decision.PROMOTED]
    return 1 if failures or missed else 0


if __name__ == "__main__":
    sys.exit(main())
