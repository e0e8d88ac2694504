"""`buffer-deallocation-pipeline`: everything after bufferization,
as MLIR's ownership-based buffer deallocation documentation lists it.

expand-realloc, ownership-based-buffer-deallocation, canonicalize,
buffer-deallocation-simplification, bufferization-lower-deallocations
(small deallocs inline, see `INLINE_LIMIT`), cse, canonicalize.  The
deallocs the ownership pass builds name each memref itself rather than its
`extract_strided_metadata` base buffer, until the simplification is done:
then only the memrefs left that may be views get one (`name_base_buffers`);
most of the rest are retained, and dropped.  The
canonicalize steps use `canonicalize`'s patterns (and the boolean identities
MLIR has) in a single worklist sweep (`sweep_canonicalize`), which gives the
same result here at half the cost; cse is `dominance-cse`, which, like
MLIR's, also works across the blocks of a function (xDSL's `cse` leaves
functions with branches alone).

The function of the example of `ownership_based_buffer_deallocation`
(two allocations, one of which it returns through an `arith.select`)
becomes (the allocation not selected is freed, without a pointer
comparison):

```mlir
%true = arith.constant true
%a = memref.alloc(%n) : memref<?xf32>
%b = memref.alloc(%n) : memref<?xf32>
%r = arith.select %c, %a, %b : memref<?xf32>
%0 = arith.xori %c, %true : i1
scf.if %0 {
  memref.dealloc %a : memref<?xf32>
}
scf.if %c {
  memref.dealloc %b : memref<?xf32>
}
func.return %r : memref<?xf32>
```
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from xdsl.context import Context
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.ir import SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.analysis.buffer_aliasing import BufferOriginAnalysis
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.deallocation_builder import DeallocationBuilder
from xdsl_dealloc.interfaces.deallocation_state import DeallocationOptions
from xdsl_dealloc.interfaces.memory_effects import is_fresh_allocation
from xdsl_dealloc.transforms.buffer_deallocation_simplification import (
    simplify_deallocations,
)
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    LowerDeallocationsPass,
)
from xdsl_dealloc.transforms.canonicalization.dealloc import base_buffer_source
from xdsl_dealloc.transforms.collector import collector_paused
from xdsl_dealloc.transforms.dominance_cse import DominanceCSEPass
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
    deallocate_module,
    expand_reallocs,
    reject_unsupported,
)
from xdsl_dealloc.transforms.program_frees import (
    drop_unused_ownership_results,
    merge_duplicate_ownerships,
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
            # The old buffer is left to the deallocation pass, as in MLIR,
            # unless the program frees the new one itself.
            _ExpandReallocForDeallocation(),
            # Dead buffers and statically decided control flow (also in the
            # expanded reallocs) go before the ownership pass, which would
            # free what nobody reads; what it rejects is rejected first.
            _CheckedThenCanonicalized(self.ownership().options()),
            self.ownership(),
            SweepCanonicalizePass(),
            _SimplifyThenNameBaseBuffers(),
            _MergeDuplicateOwnerships(),
            LowerDeallocationsPass(inline_limit=INLINE_LIMIT),
            DominanceCSEPass(),
            SweepCanonicalizePass(),
        )

    def ownership(self) -> OwnershipBasedBufferDeallocationPass:
        return _OwnershipNamingMemrefs(
            private_function_dynamic_ownership=self.private_function_dynamic_ownership,
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        with collector_paused():
            for module_pass in self.passes():
                module_pass.apply(ctx, op)


class _ExpandReallocForDeallocation(ModulePass):
    """expand-realloc: the old buffer is left to the deallocation pass, as
    in MLIR, unless the program frees the new one itself (a re-entrant
    run): then the program manages both, and the expansion frees the old
    buffer when it copies, as the realloc did."""

    name = "expand-realloc"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        expand_reallocs(op)


class _MergeDuplicateOwnerships(ModulePass):
    """Region op results every exit yields the same `i1` for become one
    (`merge_duplicate_ownerships`): after a re-entrant run, the ownership
    the program carries and the one this run added."""

    name = "merge-duplicate-ownerships"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for region in op.regions:
            merge_duplicate_ownerships(region)
        drop_unused_ownership_results(op)


class _OwnershipNamingMemrefs(OwnershipBasedBufferDeallocationPass):
    """The ownership pass with `defer_base_buffers`: its deallocs name each
    memref itself, valid only once `name_base_buffers` has run."""

    def options(self) -> DeallocationOptions:
        return replace(super().options(), defer_base_buffers=True)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # `_CheckedThenCanonicalized` checked the module.
        deallocate_module(op, self.options(), checked=True)


@dataclass(frozen=True)
class _CheckedThenCanonicalized(SweepCanonicalizePass):
    """Rejects what the ownership pass would reject in the module as it
    came, then canonicalizes it (a module the pipeline rejects is left as
    it came, and one the ownership pass rejects is not accepted because
    canonicalization erased the offending op)."""

    options: DeallocationOptions

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        reject_unsupported(op, self.options)
        super().apply(ctx, op)


class _SimplifyThenNameBaseBuffers(ModulePass):
    """buffer-deallocation-simplification, then `name_base_buffers` with the
    same aliasing analysis."""

    name = "buffer-deallocation-simplification"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        aliasing = BufferOriginAnalysis()
        name_base_buffers(simplify_deallocations(op, ctx, aliasing), aliasing)


def name_base_buffers(
    deallocs: Iterable[DeallocOp], aliasing: BufferOriginAnalysis
) -> None:
    """Makes each of `deallocs` name the base buffer of a memref that may be
    a view (an `extract_strided_metadata` of it), as `bufferization.dealloc`
    requires; a memref that is always a whole allocated buffer is its own.
    Each dealloc's extractions go right before it, so the order of
    `deallocs` does not matter."""

    def is_own_base(value: SSAValue) -> bool:
        return (
            base_buffer_source(value) is not None
            or is_fresh_allocation(value)
            or (isinstance(value.type, MemRefType) and aliasing.is_whole_buffer(value))
        )

    for dealloc in deallocs:
        memrefs, conditions, retained = dealloc.operand_groups()
        point = InsertPoint.before(dealloc)
        bases = {
            value: DeallocationBuilder.base_buffer(value, point)
            for value in memrefs
            if not is_own_base(value)
        }
        if bases:
            # A retained memref that is also freed is retained as the same
            # base buffer (the same allocation), so that the lowering
            # compares a pointer with itself, which folds.
            dealloc.set_operand_groups(
                [bases.get(value, value) for value in memrefs],
                conditions,
                [bases.get(value, value) for value in retained],
            )
