"""`bufferization-lower-deallocations`: `bufferization.dealloc` to `memref.dealloc`."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from xdsl_dealloc.transforms.dealloc_lowering import lower_deallocations


@dataclass(frozen=True)
class LowerDeallocationsPass(ModulePass):
    """
    Lowers every `bufferization.dealloc` to conditional `memref.dealloc`s (or
    the deallocation ops registered for the memref's allocation kind in
    `dealloc_lowering.DEALLOCATION_BUILDERS`), with runtime alias checks where
    needed.  A dealloc with several memrefs calls a private library function
    added to the enclosing module, as in MLIR, unless it needs at most
    `inline-limit` pointer comparisons: then they are made in place (no call,
    no auxiliary buffers).
    """

    name = "bufferization-lower-deallocations"

    inline_limit: int = 0

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_deallocations(op, inline_limit=self.inline_limit)
