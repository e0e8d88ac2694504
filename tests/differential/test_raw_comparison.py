"""Our pipeline against MLIR 22's on generated programs taken raw, as users
write them (not canonicalized first): over a sample of seeds, ours inserts
and runs no more than MLIR's on any row of `scripts/compare_with_mlir.py`'s
table where MLIR's output is safe, and its output has no finding.  (The
script runs the 200 seeds of docs/differential.md.)"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.deallocation.differential import (
    KNOWN_BUGS,
    OutputCheck,
    compare_program,
)
from xdsl_dealloc.testing.deallocation.program_generator import (
    MLIR_INCOMPATIBLE,
    GeneratorConfig,
    generate_program,
)

pytestmark = needs_mlir

SAMPLE = range(0, 16)
"""The seeds compared; their raw programs once cost ours 2 to 25 times
MLIR's frees and allocations."""

CONFIG = GeneratorConfig(excluded=MLIR_INCOMPATIBLE | frozenset(KNOWN_BUGS))

ROWS: dict[str, Callable[[OutputCheck], int]] = {
    # A call of MLIR's dealloc helper counts as one check (it makes many).
    "runtime alias checks, static": lambda check: (
        _static(check).alias_checks + _static(check).helper_calls
    ),
    "runtime alias checks, executed": lambda check: (
        _counters(check).alias_comparisons + _counters(check).helper_calls
    ),
    "deallocations, static": lambda check: _static(check).deallocations,
    "frees, executed": lambda check: _counters(check).frees,
    "clones, static": lambda check: _static(check).clones,
    "heap allocations, executed": lambda check: _counters(check).allocations,
}


def _static(check: OutputCheck):
    assert check.static is not None
    return check.static


def _counters(check: OutputCheck):
    assert check.counters is not None
    return check.counters


@cache
def compared() -> list[tuple[int, OutputCheck, OutputCheck]]:
    """(seed, ours, MLIR's) for the seeds of `SAMPLE` both pipelines accept
    and run (MLIR 22 crashes on some now and then), and whose output by
    MLIR 22 runs clean: where it returns one buffer as two results, which
    its callers free twice, it saves the copy ours makes (seed 1)."""
    rows: list[tuple[int, OutputCheck, OutputCheck]] = []
    for seed in SAMPLE:
        comparison = compare_program(generate_program(seed, CONFIG), f"seed {seed}")
        assert comparison.ours.clean, f"seed {seed}: {comparison.ours.run.message}"
        if comparison.mlir.clean:
            rows.append((seed, comparison.ours, comparison.mlir))
    return rows


@pytest.mark.parametrize("row", list(ROWS))
def test_ours_at_most_mlir_on_raw_programs(row: str):
    count = ROWS[row]
    rows = compared()
    assert len(rows) >= len(SAMPLE) - 3, "MLIR 22 failed on too many seeds"
    ours = sum(count(mine) for _, mine, _ in rows)
    theirs = sum(count(mlir) for _, _, mlir in rows)
    worse = [seed for seed, mine, mlir in rows if count(mine) > count(mlir)]
    assert ours <= theirs, f"{row}: ours {ours}, MLIR {theirs} (more on seeds {worse})"
