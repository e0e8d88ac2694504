"""`xdsl-dealloc-passes` lists every pass and option with a meaning, and
docs/passes.md is its output."""

from __future__ import annotations

from pathlib import Path

import pytest

from xdsl_dealloc.pass_reference import (
    OPTION_MEANINGS,
    PASS_MEANINGS,
    main,
    markdown,
    options_of,
    passes,
)

DOCS = Path(__file__).parents[1] / "docs" / "passes.md"


def test_every_pass_and_option_has_a_meaning() -> None:
    by_name = dict(passes())
    assert set(PASS_MEANINGS) == set(by_name)
    for name, pass_class in by_name.items():
        options = {option.name: option for option in options_of(name, pass_class)}
        assert set(OPTION_MEANINGS.get(name, {})) == set(options), name
        assert all(option.meaning for option in options.values())


def test_the_docs_are_the_listing() -> None:
    assert DOCS.read_text() == markdown(), "regenerate: xdsl-dealloc-passes --markdown"


def test_the_listing_gives_types_defaults_and_choices(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main([]) == 0
    listing = capsys.readouterr().out
    assert (
        "  analysis-heuristic (one of bottom-up, top-down, "
        "bottom-up-from-terminators, fuzzer; default bottom-up): "
    ) in listing
    assert "  inline-limit (int >= 0; default 0): " in listing
    assert '  allocation-ops (op names ("dialect.op"); default (none)): ' in listing
