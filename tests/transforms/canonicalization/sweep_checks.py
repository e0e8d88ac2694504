"""Shared by the tests of the pipeline's canonicalization rules: a program
before and after the sweep, and what a program does when run."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp

from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass


def swept(text: str) -> tuple[ModuleOp, ModuleOp]:
    """`text` parsed, and parsed then canonicalized by the pipeline's sweep."""
    before = parse_module(text)
    after = parse_module(text)
    SweepCanonicalizePass().apply(Context(), after)
    after.verify()
    return before, after


def behaviour(module: ModuleOp) -> list[tuple[object, ...]]:
    """Inputs and results (returned buffers as printed, with their heap
    numbers) of every run of the module's one function, which must run
    clean under the sanitizer."""
    report = check_module(module)
    assert report.clean, report.format()
    (function,) = report.functions
    return [(run.inputs, repr(run.results)) for run in function.runs]
