"""The sanitizer tests' inputs (`inputs/`) checked, and their findings located
by the lines of the input they name."""

from __future__ import annotations

from pathlib import Path

from xdsl_dealloc.sanitizer import (
    Finding,
    FindingKind,
    RunReport,
    SanitizerReport,
    check_module,
)

INPUTS = Path(__file__).parent / "inputs"


def source(name: str) -> str:
    return (INPUTS / name).read_text()


def check_input(name: str, function: str | None = None) -> SanitizerReport:
    return check_module(source(name), function, filename=name)


def lines_of(name: str, snippet: str, after: str | None = None) -> list[int]:
    """The lines of input `name` containing `snippet` (after the first line
    containing `after`, if given)."""
    lines = source(name).splitlines()
    start = (
        0 if after is None else next(i for i, text in enumerate(lines) if after in text)
    )
    return [
        number
        for number, line in enumerate(lines, start=1)
        if number > start and snippet in line
    ]


def line_of(name: str, snippet: str, after: str | None = None) -> int:
    """The line of the first line of input `name` containing `snippet`."""
    lines = lines_of(name, snippet, after)
    assert lines, f"{snippet!r} is not in {name}"
    return lines[0]


def location_line(location: str) -> int:
    return int(location.split(":")[1])


def finding_line(finding: Finding) -> int:
    return location_line(finding.location)


def kinds(findings: tuple[Finding, ...]) -> list[FindingKind]:
    return [finding.kind for finding in findings]


def only_finding(run: RunReport) -> Finding:
    assert len(run.findings) == 1, [str(f) for f in run.findings]
    return run.findings[0]


def run_with(report: SanitizerReport, **inputs: str) -> RunReport:
    """The run whose arguments (named without `%`) had these values."""
    wanted = {f"%{name}": value for name, value in inputs.items()}
    matching = [
        run for run in report.runs if wanted.items() <= dict(run.inputs).items()
    ]
    assert len(matching) == 1, [run.inputs for run in report.runs]
    return matching[0]
