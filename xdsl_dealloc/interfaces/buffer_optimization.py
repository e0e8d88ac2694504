"""What the buffer-level optimizations (hoisting, stack promotion) need to
know about allocation ops beyond their memory effects.

* `AllocationOpInterface` (MLIR's interface of the same name, the part the
  optimizations use): whether an allocation may be hoisted out of loops
  and/or into dominating blocks, and the stack allocation replacing it.
* `RankResult`: an op whose index result is the rank of a memref, small
  enough to size a buffer on the stack (MLIR asks for `memref.rank`).

Loops and allocation scopes need no new interface: a loop is a
`RegionBranchOpInterface` op whose region graph has a cycle (MLIR's
`RegionBranchOpInterface::hasLoop`), and allocation scopes carry the
`AutomaticAllocationScope` trait.
"""

from __future__ import annotations

import abc
from enum import Flag, auto

from xdsl.ir import Operation
from xdsl.traits import OpTrait


class HoistingKind(Flag):
    """Where an allocation may move (MLIR's `HoistingKind`)."""

    NONE = 0
    LOOP = auto()
    """Out of loops it does not depend on (`buffer-loop-hoisting`)."""
    BLOCK = auto()
    """Into the common dominator of its uses (`buffer-hoisting`)."""


class AllocationOpInterface(OpTrait, abc.ABC):
    """An op allocating one buffer, which the optimizations may move or
    turn into a stack allocation."""

    @abc.abstractmethod
    def hoisting_kinds(self, op: Operation) -> HoistingKind:
        """The moves `op` allows."""

    def promoted(self, op: Operation) -> Operation | None:
        """A new, detached op allocating the same buffer on the stack of the
        enclosing automatic allocation scope, or None if there is none."""
        return None


class RankResult(OpTrait):
    """Marks ops whose results are ranks of memrefs: a buffer sized by them
    is small (at most the largest rank) and may live on the stack."""
