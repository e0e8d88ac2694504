#!/usr/bin/env python3
"""Our buffer-deallocation-pipeline next to MLIR 22's: what each inserts and runs.

For every program of tests/differential/corpus (and, with --generated N, N
generated programs that MLIR 22 accepts), both pipelines run and both
outputs run under the memory sanitizer.  Over the programs both accept,
the table counts for how many ours has fewer, as many or more runtime alias
checks, dealloc-helper calls, deallocations and clones than MLIR's, in the
IR ("static") and as executed by the sanitizer over all inputs:

    python scripts/compare_with_mlir.py
    python scripts/compare_with_mlir.py --generated 200 --jobs 2
    python scripts/compare_with_mlir.py --generated 200 --markdown  # for docs/differential.md
    python scripts/compare_with_mlir.py --verbose                   # every program
    python scripts/compare_with_mlir.py --canonicalize-first        # dead code removed
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from dataclasses import dataclass
from pathlib import Path

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
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output, mlir_tools_missing

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "differential" / "corpus"

METRICS = (
    ("runtime alias checks, static", "alias_checks"),
    ("runtime alias checks, executed", "alias_comparisons"),
    ("dealloc helper calls, static", "helper_calls"),
    ("dealloc helper calls, executed", "executed_helper_calls"),
    ("deallocations, static", "deallocations"),
    ("frees, executed", "frees"),
    ("clones, static", "clones"),
    ("heap allocations, executed", "allocations"),
)
"""(row label, key of `measure`)."""

GENERATED_CONFIG = GeneratorConfig(excluded=MLIR_INCOMPATIBLE | frozenset(KNOWN_BUGS))


@dataclass(frozen=True)
class Measured:
    """One pipeline's result on one program, reduced to what the table needs."""

    status: str
    message: str
    findings: tuple[str, ...]
    numbers: dict[str, int] | None
    """None unless the output was accepted and run."""


@dataclass(frozen=True)
class Row:
    name: str
    ours: Measured
    mlir: Measured


def measure(check: OutputCheck) -> Measured:
    message = check.run.message.strip().splitlines()[0] if check.run.message else ""
    findings = tuple(kind.value for kind in check.finding_kinds)
    if check.static is None or check.counters is None:
        return Measured(check.run.status.value, message, findings, None)
    static, executed = check.static, check.counters
    numbers = {
        "alias_checks": static.alias_checks,
        "alias_comparisons": executed.alias_comparisons,
        "helper_calls": static.helper_calls,
        "executed_helper_calls": executed.helper_calls,
        "deallocations": static.deallocations,
        "frees": executed.frees,
        "clones": static.clones,
        "allocations": executed.allocations,
    }
    return Measured(check.run.status.value, message, findings, numbers)


def compare(named_program: tuple[str, str]) -> Row:
    name, text = named_program
    comparison = compare_program(text, name)
    return Row(name, measure(comparison.ours), measure(comparison.mlir))


def corpus_programs() -> list[tuple[str, str]]:
    return [(path.stem, path.read_text()) for path in sorted(CORPUS.glob("*.mlir"))]


def generated_programs(start: int, count: int) -> list[tuple[str, str]]:
    return [
        (f"seed {seed}", generate_program(seed, GENERATED_CONFIG))
        for seed in range(start, start + count)
    ]


def canonicalized(programs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The programs after `mlir-opt-22 --canonicalize`, which drops unused
    buffers and loop-carried values: xDSL's canonicalization keeps some of
    them, which the comparison would otherwise count against the
    deallocation passes."""
    result: list[tuple[str, str]] = []
    for name, text in programs:
        canonical = mlir_opt_output(
            text, "--allow-unregistered-dialect", "--canonicalize"
        )
        result.append((name, canonical))
    return result


def run(programs: list[tuple[str, str]], jobs: int) -> list[Row]:
    if jobs <= 1:
        return [compare(program) for program in programs]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return pool.map(compare, programs, chunksize=2)


def _listed(rows: list[Row]) -> str:
    """The number of rows, and their names."""
    if not rows:
        return "0"
    names = [row.name for row in rows]
    shown = ", ".join(names[:8]) + (", ..." if len(names) > 8 else "")
    return f"{len(rows)} ({shown})"


def summary(title: str, rows: list[Row], markdown: bool) -> str:
    compared = [
        (row.ours.numbers, row.mlir.numbers)
        for row in rows
        if row.ours.numbers is not None and row.mlir.numbers is not None
    ]
    facts = [
        f"both pipelines accept and run {len(compared)}",
        f"MLIR 22 rejects or crashes on {_listed([r for r in rows if r.mlir.status != 'accepted'])}",
        f"ours rejects or crashes on {_listed([r for r in rows if r.ours.status != 'accepted'])}",
    ]
    for who, findings in (
        ("ours", [r for r in rows if r.ours.findings]),
        ("MLIR 22", [r for r in rows if r.mlir.findings]),
    ):
        kinds = sorted(
            {kind for r in findings for kind in (r.ours.findings + r.mlir.findings)}
        )
        facts.append(
            f"sanitizer findings in the output of {who}: {_listed(findings)}"
            + (f", kinds: {', '.join(kinds)}" if kinds else "")
        )
    lines = [f"{'### ' if markdown else ''}{title}: {len(rows)} programs", ""]
    lines += [f"{'-' if markdown else ' '} {fact}" for fact in facts]
    lines.append("")

    header = ("", "ours fewer", "equal", "ours more", "total ours", "total MLIR")
    table: list[tuple[str, ...]] = []
    for label, key in METRICS:
        pairs = [(ours[key], mlir[key]) for ours, mlir in compared]
        table.append(
            (
                label,
                str(sum(o < m for o, m in pairs)),
                str(sum(o == m for o, m in pairs)),
                str(sum(o > m for o, m in pairs)),
                str(sum(o for o, _ in pairs)),
                str(sum(m for _, m in pairs)),
            )
        )
    if markdown:
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "---|" * len(header))
        lines += ["| " + " | ".join(row) + " |" for row in table]
    else:
        widths = [
            max(len(row[i]) for row in [header, *table]) for i in range(len(header))
        ]
        for row in [header, *table]:
            cells = [
                cell.ljust(width) if column == 0 else cell.rjust(width)
                for column, (cell, width) in enumerate(zip(row, widths, strict=True))
            ]
            lines.append("  " + "  ".join(cells))
    return "\n".join(lines) + "\n"


def details(rows: list[Row]) -> str:
    lines: list[str] = []
    for row in rows:
        lines.append(row.name)
        for who, measured in (("ours", row.ours), ("mlir", row.mlir)):
            text = f"  {who}: {measured.status}"
            if measured.numbers is not None:
                text += " " + " ".join(f"{k}={v}" for k, v in measured.numbers.items())
            if measured.findings:
                text += f" findings: {', '.join(measured.findings)}"
            if measured.status != "accepted":
                text += f" ({measured.message})"
            lines.append(text)
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--generated", type=int, default=0, help="generated programs")
    parser.add_argument("--start", type=int, default=0, help="first generated seed")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--markdown", action="store_true", help="markdown tables")
    parser.add_argument("--verbose", action="store_true", help="every program")
    parser.add_argument(
        "--canonicalize-first",
        action="store_true",
        help="run mlir-opt-22 --canonicalize on every program before both pipelines",
    )
    arguments = parser.parse_args()
    missing = mlir_tools_missing()
    if missing is not None:
        print(f"cannot compare: {missing}", file=sys.stderr)
        return 2

    sets = [("Corpus (tests/differential/corpus)", corpus_programs())]
    if arguments.generated:
        sets.append(
            (
                f"Generated programs (seeds {arguments.start}.."
                f"{arguments.start + arguments.generated - 1}, without "
                f"{', '.join(sorted(GENERATED_CONFIG.excluded))})",
                generated_programs(arguments.start, arguments.generated),
            )
        )
    for title, programs in sets:
        if arguments.canonicalize_first:
            programs = canonicalized(programs)
            title += ", canonicalized by mlir-opt-22 first"
        rows = run(programs, arguments.jobs)
        print(summary(title, rows, arguments.markdown))
        if arguments.verbose:
            print(details(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
