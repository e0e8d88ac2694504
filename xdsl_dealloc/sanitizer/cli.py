"""`xdsl-dealloc-check FILE [--function NAME] [--max-steps N]`: the sanitizer
on the command line.

Exit status: 0 when every run is clean, 1 on any finding (a run stopped by
the step budget included), 2 when the input cannot be checked (unreadable,
empty or unparsable file, unknown function, unsupported op or argument type),
with a one-line message on stderr.  On a terminal, stderr shows the progress.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from xdsl_dealloc.sanitizer.findings import SanitizerInputError
from xdsl_dealloc.sanitizer.harness import (
    SanitizerOptions,
    SanitizerReport,
    check_module,
)
from xdsl_dealloc.sanitizer.memory import MemRefValue


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="xdsl-dealloc-check",
        description="Execute buffer IR and report leaks, double frees, invalid "
        "frees, uses after free and misused bufferization.dealloc ops.",
    )
    parser.add_argument("file", help="an MLIR file, or - for standard input")
    parser.add_argument(
        "--function", help="check only this function (private ones too)"
    )
    parser.add_argument(
        "--max-steps",
        type=_positive,
        default=SanitizerOptions.max_steps,
        metavar="N",
        help="stop a run after N executed ops and report it as budget-exceeded "
        f"(default {SanitizerOptions.max_steps})",
    )
    parser.add_argument(
        "--print-results",
        action="store_true",
        help="print the values each run returned (a memref as its elements)",
    )
    return parser.parse_args(argv)


def _result_text(value: Any) -> str:
    if isinstance(value, MemRefValue):
        return f"{value.elements()}"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _results(report: SanitizerReport) -> str:
    """One line per run: `@f(inputs) -> values`."""
    return "\n".join(
        f"@{run.function}({run.inputs_text}) -> "
        + ", ".join(_result_text(value) for value in run.results)
        for run in report.runs
    )


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive integer, not {text!r}")
    return value


def _show_progress(line: str) -> None:
    """Rewrites one status line on the terminal."""
    sys.stderr.write(f"\r\x1b[K{line}")
    sys.stderr.flush()


def main(argv: Sequence[str] | None = None) -> int:
    arguments = _arguments(argv)
    try:
        if arguments.file == "-":
            text, filename = sys.stdin.read(), "<stdin>"
        else:
            with open(arguments.file, encoding="utf-8") as file:
                text, filename = file.read(), arguments.file
        on_terminal = sys.stderr.isatty()
        try:
            report = check_module(
                text,
                arguments.function,
                options=SanitizerOptions(max_steps=arguments.max_steps),
                filename=filename,
                progress=_show_progress if on_terminal else None,
            )
        finally:
            if on_terminal:
                _show_progress("")
    except OSError as error:
        print(f"xdsl-dealloc-check: error: {error}", file=sys.stderr)
        return 2
    except UnicodeDecodeError as error:
        print(
            f"xdsl-dealloc-check: error: {arguments.file}: not UTF-8 text "
            f"(byte {error.start})",
            file=sys.stderr,
        )
        return 2
    except SanitizerInputError as error:
        message = " ".join(str(error).split())
        print(f"xdsl-dealloc-check: error: {message}", file=sys.stderr)
        return 2
    if arguments.print_results:
        print(_results(report))
    print(report.format())
    return 0 if report.clean else 1


if __name__ == "__main__":
    sys.exit(main())
