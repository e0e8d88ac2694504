"""The simplification's shortcuts past the walker's visits:
`RemoveDeallocMemrefsContainedInRetained` goes on to what
`DecideAliasingBySelects` makes of the dealloc it leaves, in the same
visit, and a dealloc built that no pattern would change is not visited.
The pipeline's output is the same as when the walker visits each dealloc
and applies the patterns one at a time, on programs nobody wrote for it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from xdsl.ir import Operation
from xdsl.passes import PassPipeline
from xdsl.pattern_rewriter import PatternRewriter

from tests.test_shapes_bench import shapes_bench
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.sanitizer.harness import parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    RemoveDeallocMemrefsContainedInRetained,
    _DeallocWalker,  # pyright: ignore[reportPrivateUsage]
)
from xdsl_dealloc.universe import Universe

PIPELINES = (
    "buffer-deallocation-pipeline",
    "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}",
)


def _inputs() -> Iterator[tuple[str, str]]:
    for seed in range(40):
        yield f"program {seed}", generate_program(seed)
    for shape in shapes_bench.SHAPES:
        yield f"shape {shape}", shapes_bench.dealloc_module(shape, 6)


INPUTS = list(_inputs())


def _run(pipeline: str, text: str) -> str:
    module = parse_module(text)
    PassPipeline.parse_spec(Universe.get_multiverse().all_passes, pipeline).apply(
        pipeline_context(), module
    )
    return str(module)


class _Shortcuts:
    """Counts the decisions made in the same visit and the visits spared,
    or (`enabled` false) leaves each dealloc to the walker's next visit."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, enabled: bool) -> None:
        self.made = 0
        self.spared = 0
        pattern = RemoveDeallocMemrefsContainedInRetained
        remaining = pattern._decide_remaining  # pyright: ignore[reportPrivateUsage]
        modified = pattern._decide_modified  # pyright: ignore[reportPrivateUsage]

        def decide_remaining(
            this: RemoveDeallocMemrefsContainedInRetained, *args: Any
        ) -> bool:
            if not enabled:
                return False
            decided = remaining(this, *args)
            self.made += decided
            return decided

        def decide_modified(
            this: RemoveDeallocMemrefsContainedInRetained,
            op: DeallocOp,
            rewriter: PatternRewriter,
        ) -> None:
            if enabled:
                modified(this, op, rewriter)
                self.made += op.parent is None

        unqueue = _DeallocWalker.unqueue

        def spare(walker: _DeallocWalker, op: Operation) -> None:
            if enabled:
                unqueue(walker, op)
                self.spared += 1

        monkeypatch.setattr(pattern, "_decide_remaining", decide_remaining)
        monkeypatch.setattr(pattern, "_decide_modified", decide_modified)
        monkeypatch.setattr(_DeallocWalker, "unqueue", spare)


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_shortcuts_equal_pattern_by_pattern(
    pipeline: str, monkeypatch: pytest.MonkeyPatch
):
    shortcuts = _Shortcuts(monkeypatch, enabled=True)
    chained = {name: _run(pipeline, text) for name, text in INPUTS}
    assert shortcuts.made > 0, "no input exercises the decision in the same visit"
    assert shortcuts.spared > 0, "no input exercises a visit spared"
    monkeypatch.undo()
    _Shortcuts(monkeypatch, enabled=False)
    for name, text in INPUTS:
        assert _run(pipeline, text) == chained[name], name
