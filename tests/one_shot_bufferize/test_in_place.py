"""The pass works on the module itself where no diagnostic can come after
its first change, and on a copy of it elsewhere: both ways give the same
output, or the same diagnostic with the module left as it was, on every
program of the corpus under each of its option sets."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException

from tests.one_shot_bufferize.test_corpus import CORPUS
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms import one_shot_bufferize

_DECIDE = "_rewrite_cannot_fail"


def _outcome(program: CorpusProgram) -> str:
    """The module after the pass, or the diagnostic and the module as the
    diagnostic left it."""
    module = parse_module(program.text, program.name)
    pipeline = PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, program.our_pass()
    )
    try:
        pipeline.apply(pipeline_context(), module)
    except DiagnosticException as error:
        return f"{error}\n{module}"
    return str(module)


@pytest.mark.parametrize(
    "program", CORPUS, ids=[f"{p.name}-{i}" for i, p in enumerate(CORPUS)]
)
def test_in_place_and_on_a_copy_alike(
    program: CorpusProgram, monkeypatch: pytest.MonkeyPatch
) -> None:
    as_decided = _outcome(program)
    monkeypatch.setattr(one_shot_bufferize, _DECIDE, lambda *_: False)
    assert _outcome(program) == as_decided


def test_most_programs_are_bufferized_in_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The corpus has both kinds (memory spaces, layouts, unranked tensors,
    block arguments on the one side), so the test above compares both
    ways for most of it."""
    decide: Callable[..., bool] = vars(one_shot_bufferize)[_DECIDE]
    decisions: list[bool] = []

    def recording(*arguments: object) -> bool:
        decisions.append(decide(*arguments))
        return decisions[-1]

    monkeypatch.setattr(one_shot_bufferize, _DECIDE, recording)
    for program in CORPUS:
        _outcome(program)
    assert len(decisions) == len(CORPUS)
    assert len(CORPUS) / 2 < sum(decisions) < len(CORPUS)
