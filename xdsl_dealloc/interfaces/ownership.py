"""The ownership lattice of MLIR's ownership-based buffer deallocation:
uninitialized < unique(X) < unknown."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import SSAValue


@dataclass(frozen=True, eq=False)
class Ownership:
    """Whether the current block must deallocate a memref.

    `indicator` is the `i1` value that answers it at run time; it is only set
    in the unique state.  Two unique ownerships are equal iff their indicators
    are the same SSA value.
    """

    indicator: SSAValue | None = None
    unknown: bool = False

    @staticmethod
    def uninitialized() -> Ownership:
        return _UNINITIALIZED

    @staticmethod
    def unique(indicator: SSAValue) -> Ownership:
        return Ownership(indicator)

    @staticmethod
    def unknown_state() -> Ownership:
        return _UNKNOWN

    @property
    def is_uninitialized(self) -> bool:
        return self.indicator is None and not self.unknown

    @property
    def is_unique(self) -> bool:
        return self.indicator is not None

    @property
    def is_unknown(self) -> bool:
        return self.unknown

    def combine(self, other: Ownership) -> Ownership:
        """The least upper bound of both ownerships."""
        if self.is_uninitialized:
            return other
        if other.is_uninitialized:
            return self
        if self.is_unique and other.is_unique and self.indicator is other.indicator:
            return self
        return _UNKNOWN

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Ownership)
            and self.indicator is other.indicator
            and self.unknown == other.unknown
        )

    def __hash__(self) -> int:
        return hash((id(self.indicator), self.unknown))

    def __repr__(self) -> str:
        if self.is_unique:
            return f"Ownership.unique({self.indicator})"
        return "Ownership.unknown" if self.unknown else "Ownership.uninitialized"


_UNINITIALIZED = Ownership()
_UNKNOWN = Ownership(unknown=True)
