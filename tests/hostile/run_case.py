"""Runs one hostile input as `xdsl-opt` does and prints what happened as JSON.

    python -m tests.hostile.run_case XDSL_OPT_ARGUMENTS...

The test runs this in a subprocess with a timeout, so a hang fails the test
instead of the suite.  It goes through `xDSLOptMain` (the code of `xdsl-opt`:
its option parsing, parser, pass pipeline with verification before and
between passes, and printer), but keeps the module, so that it can tell
whether a pass that failed left the module unchanged, and runs the output
under the sanitizer.  The outcome is one of

- `diagnostic`: an xDSL `DiagnosticException` or `ParseError`, with its
  message and whether the module is unchanged;
- `output`: the printed module, and the sanitizer's verdict on it (`clean`,
  the kinds it found, or why it cannot check it);
- `crash`: any other exception, with its type, message and the innermost
  frame of this project's code.
"""

from __future__ import annotations

import json
import sys
import traceback
from io import StringIO
from typing import Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from xdsl_dealloc.sanitizer import (
    SanitizerInputError,
    SanitizerOptions,
    check_module,
)

STEPS = 20_000
"""The sanitizer's budget per run: endless loops in the inputs are its
findings, and a small budget keeps their runs short."""


def _text(module: ModuleOp) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


def _crash(error: BaseException) -> dict[str, Any]:
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if "xdsl_dealloc" in f.filename]
    where = ours[-1] if ours else (frames[-1] if frames else None)
    return {
        "outcome": "crash",
        "type": type(error).__name__,
        "message": str(error).strip().splitlines()[0] if str(error).strip() else "",
        "where": None if where is None else f"{where.filename}:{where.lineno}",
    }


def _sanitize(module: ModuleOp, max_steps: int) -> dict[str, Any]:
    """The sanitizer's verdict on the module `xdsl-opt` printed (the module
    itself: parsing the text again would double the time of the big cases)."""
    options = SanitizerOptions(max_steps=max_steps)
    try:
        report = check_module(module, options=options)
    except SanitizerInputError as error:
        return {"sanitizer": "cannot check", "why": " ".join(str(error).split())}
    kinds = sorted({finding.kind.value for finding in report.findings})
    return {"sanitizer": "clean" if report.clean else "findings", "kinds": kinds}


def _diagnostic(error: Exception) -> str:
    """The message with xDSL's notes (the module with the failing op marked)."""
    return "\n".join([str(error), *getattr(error, "__notes__", [])])


def run(arguments: list[str], max_steps: int = STEPS) -> dict[str, Any]:
    opt = xDSLOptMain(args=arguments)
    ((chunk, offset),), extension = opt.prepare_input()
    try:
        module = opt.parse_chunk(chunk, extension, offset)
    except ParseError as error:
        return {
            "outcome": "diagnostic",
            "message": _diagnostic(error),
            "unchanged": True,
        }
    assert module is not None
    before = _text(module)
    try:
        opt.apply_passes(module)
    except DiagnosticException as error:
        return {
            "outcome": "diagnostic",
            "message": _diagnostic(error),
            "unchanged": _text(module) == before,
        }
    output = opt.output_resulting_program(module)
    return {"outcome": "output", "output": output, **_sanitize(module, max_steps)}


def outcome_of(arguments: list[str], max_steps: int = STEPS) -> dict[str, Any]:
    """`run`, with any other exception reported as a crash."""
    try:
        return run(arguments, max_steps)
    except Exception as error:
        return _crash(error)


def main() -> None:
    json.dump(outcome_of(sys.argv[1:]), sys.stdout)


if __name__ == "__main__":
    main()
