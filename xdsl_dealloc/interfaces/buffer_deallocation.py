"""What the deallocation pass needs to know about ops beyond control flow.

* `BufferDeallocationOpInterface`: an op takes over its own processing (as
  `arith.select`, `cf.cond_br` and `scf.reduce.return` do) and/or knows how to
  give a memref it defines a unique ownership indicator.
* `AutomaticAllocationScopeResource`: the resource an allocation effect
  names (e.g. `memref.alloca`'s) when the allocation is freed automatically
  at the end of its `AutomaticAllocationScope`, so the pass never owns it
  (what an op allocates and frees: `interfaces/memory_effects.py`).
"""

from __future__ import annotations

import abc
from typing import TYPE_CHECKING

from xdsl.ir import Operation, SSAValue
from xdsl.traits import (
    OpTrait,
    Resource,
)

if TYPE_CHECKING:
    from xdsl_dealloc.interfaces.deallocation_state import DeallocationState


class AutomaticAllocationScopeResource(Resource):
    """Memory released when the enclosing automatic allocation scope ends."""

    def name(self) -> str:
        return "AutomaticAllocationScope"


class AutomaticAllocationScope(OpTrait):
    """Marks ops (functions, `memref.alloca_scope`) that free their allocas on exit."""


class BufferDeallocationOpInterface(OpTrait, abc.ABC):
    """Op-specific handling in the ownership-based deallocation pass."""

    def unsupported_reason(self, op: Operation) -> str | None:
        """Why the pass cannot process `op`, if it cannot (asked before
        anything is rewritten)."""
        return None

    def process(self, op: Operation, state: DeallocationState) -> Operation | None:
        """Processes `op` instead of the pass's generic handlers, through
        `state`; None (the default) leaves `op` to them.

        Returns the op that replaced `op` (or `op` itself).  Ownerships of
        memref results left uninitialized are filled in by the pass.  Raise a
        `DiagnosticException` for unsupported input.
        """
        return None

    def materialize_unique_ownership(
        self, op: Operation, state: DeallocationState, memref: SSAValue
    ) -> tuple[SSAValue, SSAValue] | None:
        """A memref equal to `memref` and its unique ownership indicator, or
        None for the default (clone when the ownership is not unique).  IR may
        be inserted right after `op`."""
        return None
