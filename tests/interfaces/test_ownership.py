"""The combine table of MLIR's ownership-based buffer deallocation
documentation, including the symmetric cases."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import i1
from xdsl.ir import Block

from xdsl_dealloc.interfaces.ownership import Ownership

_X, _Y = Block(arg_types=[i1, i1]).args
UNINIT = Ownership.uninitialized()
UNKNOWN = Ownership.unknown_state()
UX, UY = Ownership.unique(_X), Ownership.unique(_Y)


@pytest.mark.parametrize(
    ("first", "second", "combined"),
    [
        (UNINIT, UNINIT, UNINIT),
        (UX, UNINIT, UX),
        (UX, UX, UX),
        (UX, UY, UNKNOWN),
        (UNKNOWN, UX, UNKNOWN),
        (UNKNOWN, UNINIT, UNKNOWN),
        (UNKNOWN, UNKNOWN, UNKNOWN),
    ],
)
def test_combine_is_the_join(first: Ownership, second: Ownership, combined: Ownership):
    assert first.combine(second) == combined
    assert second.combine(first) == combined


def test_states_are_exclusive():
    assert UNINIT.is_uninitialized and not UNINIT.is_unique and not UNINIT.is_unknown
    assert UX.is_unique and UX.indicator is _X and not UX.is_unknown
    assert UNKNOWN.is_unknown and not UNKNOWN.is_unique and UNKNOWN.indicator is None


def test_unique_equality_is_identity_of_the_indicator():
    assert Ownership.unique(_X) == UX
    assert UX != UY
