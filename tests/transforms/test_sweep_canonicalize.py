"""The pipeline with its one-sweep canonicalization gives what it gives with
xDSL's canonicalize, on the test programs of the deallocation pass."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.passes import ModulePass
from xdsl.transforms.canonicalize import CanonicalizePass

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass

ROOT = Path(__file__).parent.parent
PASS_TESTS = ROOT / "filecheck" / "transforms" / "ownership-based-buffer-deallocation"
INPUTS = [
    *sorted(
        path
        for path in PASS_TESTS.glob("*.mlir")
        if path.name not in {"errors.mlir", "remove_existing.mlir"}
    ),
    ROOT.parent / "examples" / "deallocation.mlir",
]


def run_pipeline(text: str, use_xdsl_canonicalize: bool) -> str:
    module = parse_module(text)
    for module_pass in BufferDeallocationPipelinePass().passes():
        step: ModulePass = module_pass
        if use_xdsl_canonicalize and isinstance(module_pass, SweepCanonicalizePass):
            step = CanonicalizePass()
        step.apply(Context(), module)
    return str(module)


@pytest.mark.parametrize("path", INPUTS, ids=lambda path: path.name)
def test_same_result_as_canonicalize(path: Path):
    text = path.read_text()
    assert run_pipeline(text, False) == run_pipeline(text, True)


def test_private_dynamic_ownership_variant():
    text = (PASS_TESTS / "dynamic_ownership.mlir").read_text()
    pipeline = replace(
        BufferDeallocationPipelinePass(), private_function_dynamic_ownership=True
    )
    module = parse_module(text)
    pipeline.apply(Context(), module)
    module.verify()
