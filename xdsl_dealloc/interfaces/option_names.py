"""The names pass options take, as types `pass_options` checks: a module of
their own, so that checking the options of a pass imports nothing of the
passes that read them (One-Shot Bufferize's state, for these)."""

from __future__ import annotations

from typing import NewType

DialectName = NewType("DialectName", str)
"""A dialect's name in a pass option (`dialect-filter=arith,tensor`)."""

FunctionName = NewType("FunctionName", str)
"""A function's symbol name in a pass option (`no-analysis-func-filter=f,g`)."""
