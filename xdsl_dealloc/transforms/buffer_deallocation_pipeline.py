"""`buffer-deallocation-pipeline`: everything after bufferization (seed 000).

expand-realloc, ownership-based-buffer-deallocation, canonicalize,
buffer-deallocation-simplification, bufferization-lower-deallocations
(small deallocs inline, see `INLINE_LIMIT`), cse, canonicalize.  The
canonicalize steps use `canonicalize`'s patterns (and the boolean identities
MLIR has) in a single worklist sweep (`sweep_canonicalize`), which gives the
same result here at half the cost; cse is `dominance-cse`, which, like
MLIR's, also works across the blocks of a function (xDSL's `cse` leaves
functions with branches alone).
"""

from __future__ import annotations

import gc
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    BufferDeallocationSimplificationPass,
)
from xdsl_dealloc.transforms.dominance_cse import DominanceCSEPass
from xdsl_dealloc.transforms.expand_realloc import ExpandReallocPass
from xdsl_dealloc.transforms.lower_deallocations import LowerDeallocationsPass
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)
from xdsl_dealloc.transforms.sweep_canonicalize import SweepCanonicalizePass

INLINE_LIMIT = 16
"""Deallocs needing at most this many pointer comparisons are lowered in
place rather than through the library function: the same comparisons run,
without the call and its five auxiliary buffers."""


@dataclass(frozen=True)
class BufferDeallocationPipelinePass(ModulePass):
    """Inserts, simplifies and lowers all deallocations of bufferized IR."""

    name = "buffer-deallocation-pipeline"

    private_function_dynamic_ownership: bool = False

    def passes(self) -> tuple[ModulePass, ...]:
        return (
            # The old buffer is left to the deallocation pass, as in MLIR.
            ExpandReallocPass(emit_deallocs=False),
            OwnershipBasedBufferDeallocationPass(
                private_function_dynamic_ownership=self.private_function_dynamic_ownership,
                name_allocations_directly=True,
            ),
            SweepCanonicalizePass(),
            BufferDeallocationSimplificationPass(),
            LowerDeallocationsPass(inline_limit=INLINE_LIMIT),
            DominanceCSEPass(),
            SweepCanonicalizePass(),
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # The passes build and drop many short-lived ops; the cyclic garbage
        # collector would rescan the whole (long-lived) module each time.
        collecting = gc.isenabled()
        gc.disable()
        try:
            for module_pass in self.passes():
                module_pass.apply(ctx, op)
        finally:
            if collecting:
                gc.enable()
