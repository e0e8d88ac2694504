"""`dominance-cse` against xDSL's `cse` as the pipeline's cse step, on the
differential corpus: the pipeline's output is never larger with it (xDSL's
leaves functions with branches alone; it also erases dead ops, which the
pipeline's canonicalize does next anyway), and runs clean under the
sanitizer for every boolean input, computing what the input computes."""

from __future__ import annotations

from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.transforms.common_subexpression_elimination import (
    CommonSubexpressionElimination,
)

from tests.transforms.pipeline_checks import assert_computes_as
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.dominance_cse import DominanceCSEPass

CORPUS = sorted(
    (Path(__file__).parent.parent / "differential" / "corpus").glob("*.mlir")
)


def pipeline_output(path: Path, cse: ModulePass) -> ModuleOp:
    """The pipeline's output with `cse` as its cse step."""
    module = parse_module(path.read_text())
    steps = BufferDeallocationPipelinePass().passes()
    assert any(isinstance(step, DominanceCSEPass) for step in steps)
    for step in steps:
        replaced = cse if isinstance(step, DominanceCSEPass) else step
        replaced.apply(pipeline_context(), module)
    module.verify()
    return module


def op_count(module: ModuleOp) -> int:
    return sum(1 for _ in module.walk())


@pytest.mark.parametrize("path", CORPUS, ids=lambda path: path.name)
def test_never_larger_than_with_xdsl_cse(path: Path):
    ours = pipeline_output(path, DominanceCSEPass())
    xdsls = pipeline_output(path, CommonSubexpressionElimination())
    assert op_count(ours) <= op_count(xdsls)
    assert_computes_as(str(ours), path.read_text())
