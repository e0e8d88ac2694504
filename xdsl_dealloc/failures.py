"""How `xdsl-opt` reports a failure of one of our passes: the diagnostic
alone (it names the op, where it is, and what is wrong), without the Python
traceback that `xdsl-opt` shows for an uncaught error.  Errors raised
elsewhere (xDSL's own passes, bugs) keep their traceback, and so does every
error when `XDSL_DEALLOC_TRACEBACK` is set."""

from __future__ import annotations

import os
import sys
from types import TracebackType

from xdsl.utils.exceptions import DiagnosticException

_installed = False


def _raised_by_this_package(trace: TracebackType | None) -> bool:
    while trace is not None:
        if trace.tb_frame.f_globals.get("__name__", "").startswith("xdsl_dealloc."):
            return True
        trace = trace.tb_next
    return False


def report_pass_failures_briefly() -> None:
    """Installs the report above as `sys.excepthook` (once)."""
    global _installed
    if _installed or os.environ.get("XDSL_DEALLOC_TRACEBACK"):
        return
    _installed = True
    previous = sys.excepthook

    def report(
        kind: type[BaseException],
        error: BaseException,
        trace: TracebackType | None,
    ) -> None:
        if isinstance(error, DiagnosticException) and _raised_by_this_package(trace):
            print(f"error: {error}", file=sys.stderr)
        else:
            previous(kind, error, trace)

    sys.excepthook = report
