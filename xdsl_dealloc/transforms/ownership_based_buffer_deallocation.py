"""`ownership-based-buffer-deallocation`: insert `bufferization.dealloc` ops.

The algorithm is the one of MLIR's ownership-based buffer deallocation
documentation.  Every function is processed on its own: blocks in dominance
order, outer blocks before the regions nested in them; within a block every
op goes through its `BufferDeallocationOpInterface` model or the generic
handlers (`deallocation_handlers`), and every terminator gets the
deallocations of its block.
All preconditions are checked for the whole module before anything is
rewritten, so a rejected input is left untouched.

```mlir
func.func @f(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %r = arith.select %c, %a, %b : memref<?xf32>
  return %r : memref<?xf32>
}
```

becomes (each allocation owned, freed unless it is what the function
returns):

```mlir
%true = arith.constant true
%a = memref.alloc(%n) : memref<?xf32>
%b = memref.alloc(%n) : memref<?xf32>
%r = arith.select %c, %a, %b : memref<?xf32>
%base_buffer, %0, %1, %2 = memref.extract_strided_metadata %a : memref<?xf32> -> memref<f32>, index, index, index
%base_buffer_1, %3, %4, %5 = memref.extract_strided_metadata %b : memref<?xf32> -> memref<f32>, index, index, index
%6 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true) retain (%r : memref<?xf32>)
func.return %r : memref<?xf32>
```
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple, cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ModuleOp,
    UnregisteredOp,
    i1,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import Rewriter
from xdsl.traits import (
    IsTerminator,
    OpTrait,
    get_effects,
)

from xdsl_dealloc.analysis.buffer_aliasing import (
    AliasResult,
    BufferOrigin,
    BufferOriginAnalysis,
    OriginKind,
)
from xdsl_dealloc.analysis.cfg import reverse_post_order
from xdsl_dealloc.analysis.liveness import Liveness
from xdsl_dealloc.analysis.walk import ops_in, ops_of_type, push_ops_of
from xdsl_dealloc.dialects.bufferization import ToTensorOp
from xdsl_dealloc.dialects.func import ConstantOp as FuncConstantOp
from xdsl_dealloc.dialects.memref import ReallocOp
from xdsl_dealloc.interfaces.buffer_deallocation import BufferDeallocationOpInterface
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    CallOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
)
from xdsl_dealloc.interfaces.deallocation_builder import DeallocationBuilder
from xdsl_dealloc.interfaces.deallocation_state import (
    DeallocationOptions,
    DeallocationState,
    has_dynamic_ownership,
)
from xdsl_dealloc.interfaces.diagnostics import error, where
from xdsl_dealloc.interfaces.memory_effects import (
    allocated_results,
    can_free,
    effects_always_known,
    freed_operands,
    never_has_effects,
)
from xdsl_dealloc.interfaces.registry import (
    cached_per_class,
    get_class_interface,
    get_interface,
)
from xdsl_dealloc.interfaces.view_like import view_chain
from xdsl_dealloc.ir.types import is_memref, is_memref_type, is_tensor, memref_values
from xdsl_dealloc.transforms.deallocation_handlers import (
    ends_opaque_region,
    is_isolated_region_op,
    process,
    process_block_arguments,
)
from xdsl_dealloc.transforms.expand_realloc import ExpandRealloc
from xdsl_dealloc.transforms.partial_frees import frees_to_take_over
from xdsl_dealloc.transforms.program_frees import (
    freed_origins,
    freeing_ops,
    program_frees,
)


def deallocate_module(
    module: ModuleOp, options: DeallocationOptions, *, checked: bool = False
) -> None:
    """Runs the pass on `module` with Python-level options (predicates).

    Everything the pass rejects is found before anything is rewritten
    (unless `checked`: `reject_unsupported` already ran).
    """
    if not checked:
        reject_unsupported(module, options)
    functions, scans = _scanned_functions(module)
    if options.remove_existing_deallocations:
        # What goes is not to be scanned.
        scans = None
    _deallocate_functions(module, functions, options, scans)


def expand_reallocs(module: ModuleOp) -> None:
    """`expand-realloc` before deallocation: the old buffer is left to the
    deallocation pass, as in MLIR, unless the program frees the new one
    itself (a re-entrant run): then the program manages both, and the
    expansion frees the old buffer when it copies, as the realloc did.
    (A realloc in a loop frees on the later iterations what the earlier
    ones allocated, and what the last one allocates only if the program
    frees it.)"""
    reallocs = list(ops_of_type(module, ReallocOp))
    if not reallocs:
        return
    aliasing = BufferOriginAnalysis()
    freed: dict[Region, set[BufferOrigin]] = {}
    for realloc in reallocs:
        body = _enclosing_function_body(realloc)
        if body is None:
            emit = False
        else:
            if body not in freed:
                freed[body] = freed_origins(
                    freeing_ops(body),
                    aliasing,
                    lambda op: not isinstance(op, ReallocOp),
                )
            emit = bool(aliasing.origins(realloc.result) & freed[body])
        ExpandRealloc(emit).match_and_rewrite(realloc, PatternRewriter(realloc))


def _enclosing_function_body(op: Operation) -> Region | None:
    parent = op.parent_op()
    while parent is not None:
        function = get_interface(parent, FunctionOpInterface)
        if function is not None:
            return function.body(parent)
        parent = parent.parent_op()
    return None


def reject_unsupported(module: ModuleOp, options: DeallocationOptions) -> None:
    """Rejects, with a diagnostic, what the pass would reject in `module`:
    the body of each function, in walk order, is checked in turn."""
    _check_functions_in(module.regions)


def _check_functions_in(regions: Sequence[Region]) -> None:
    """Checks the functions in `regions` in the order `_scanned_functions`
    finds them, reading each op once: a function's body, then the
    functions in it (met by the check's walk), before the ops that follow
    the function."""
    for region in regions:
        for op in _walk_regions(region):
            if op.regions and _class_checks(type(op)).is_function:
                _check_function(op)


def _check_function(function: Operation) -> None:
    interface = get_interface(function, FunctionOpInterface)
    assert interface is not None
    body = interface.body(function)
    for region in function.regions:
        if region is body:
            for nested in _check_preconditions(region):
                _check_function(nested)
        else:
            _check_functions_in((region,))


def _deallocate_functions(
    module: ModuleOp,
    functions: list[tuple[Operation, FunctionOpInterface]],
    options: DeallocationOptions,
    scanned: dict[int, _BodyScan] | None,
) -> None:
    """`scanned`: the `_scan` of the body of each of `functions`, by the
    function's `id`, if known."""
    # Calls resolve to the module's own functions; one that is also a
    # value (`func.constant`) keeps its signature, which the value's type
    # names, and so follows the function boundary ABI.
    values = _functions_used_as_values(module, options)
    by_name = {
        name: op
        for op, interface in functions
        if op.parent_op() is module
        and (name := interface.symbol_name(op)) not in values
    }
    if options.remove_existing_deallocations:
        for op, interface in functions:
            if (body := interface.body(op)) is not None:
                _remove_existing_deallocations(body, options)
    builder = DeallocationBuilder()
    aliasing = BufferOriginAnalysis()
    # Per function with a body, in lists rather than dicts keyed by the
    # functions: an op hashes in Python.
    bodies = [
        (op, interface, body)
        for op, interface in functions
        if (body := interface.body(op)) is not None
    ]
    # The program's frees of buffers it frees on some paths only go (after
    # every check, so a rejected module is left as it came): the pass
    # frees those buffers on every path.
    scans = [
        _scan(body) if scanned is None else scanned[id(op)] for op, _, body in bodies
    ]
    taken_over = {
        free
        for (_, _, body), scan in zip(bodies, scans, strict=True)
        for free in frees_to_take_over(
            body,
            scan.freeing,
            aliasing,
            options.is_relevant_allocation,
            options.is_relevant_deallocation,
        )
    }
    frees = [
        program_frees(
            body,
            scan.freeing,
            aliasing,
            lambda free: (
                free not in taken_over and options.is_relevant_deallocation(free)
            ),
        )
        for (_, _, body), scan in zip(bodies, scans, strict=True)
    ]
    for free in taken_over:
        Rewriter.erase_op(free)
    returned = [
        _returned_buffers(body, aliasing, scan.calls_return_memrefs)
        for (_, _, body), scan in zip(bodies, scans, strict=True)
    ]
    result_views = {
        op: views
        for (op, interface, body), function_frees in zip(bodies, frees, strict=True)
        if by_name.get(interface.symbol_name(op)) is op
        and not interface.is_public(op)
        and not options.private_function_dynamic_ownership
        and (views := _results_viewing_earlier(body, function_frees.handed_out))
    }
    for (op, interface, body), function_frees, function_returns in zip(
        bodies, frees, returned, strict=True
    ):
        state = DeallocationState(
            op,
            Liveness(op, memrefs_only=True),
            options,
            by_name,
            builder,
            left_to_program=function_frees.left_to_program,
            handed_out=function_frees.handed_out,
            never_owned=function_frees.never_owned,
            handed_out_unless_foreign=function_frees.handed_out_unless_foreign,
            returned_sharing=function_returns.sharing,
            returned_never_owned=function_returns.never_owned,
            result_views=result_views,
        )
        _process_region(body, state)
        if (
            options.private_function_dynamic_ownership
            and has_dynamic_ownership(op)
            and by_name.get(interface.symbol_name(op)) is op
        ):
            _add_ownership_results(op, interface)


class _ReturnedBuffers(NamedTuple):
    """What the aliasing analysis tells, before anything is rewritten, of
    the memrefs the returns of one function body hand out, so that the
    function boundary ABI copies and compares at run time only where it
    must."""

    sharing: dict[tuple[Operation, int, int], bool]
    """(return, i, j) -> whether results i < j certainly share a buffer
    (True) or never do (False), for the pairs the analysis decides."""
    never_owned: frozenset[tuple[Operation, int]]
    """(return, i): result i only ever holds an argument, a global or a
    stack buffer, which the function never owns: copied, never compared."""


class _BodyScan(NamedTuple):
    """What the pass needs to know of a function body before anything is
    rewritten, found in one walk."""

    freeing: list[Operation]
    """The body's `freeing_ops`."""
    calls_return_memrefs: bool
    """A call in the body returns memrefs."""


def _scan(body: Region) -> _BodyScan:
    freeing: list[Operation] = []
    calls_return_memrefs = False
    for op in ops_in(body):
        can_free_operands, is_call = _scanned_as(type(op))
        if can_free_operands and freed_operands(op):
            freeing.append(op)
        if is_call and not calls_return_memrefs and memref_values(op.results):
            calls_return_memrefs = True
    return _BodyScan(freeing, calls_return_memrefs)


class _Scanning:
    """A `_BodyScan` being built."""

    __slots__ = ("freeing", "calls_return_memrefs")

    def __init__(self) -> None:
        self.freeing: list[Operation] = []
        self.calls_return_memrefs = False


def _scanned_functions(
    module: Operation,
) -> tuple[list[tuple[Operation, FunctionOpInterface]], dict[int, _BodyScan]]:
    """The functions in `module` (every op with regions implementing
    `FunctionOpInterface`, in walk order) and the `_scan` of the body of
    each (by the function's `id`), in one walk of the module: each op is
    scanned for every function whose body holds it."""
    functions: list[tuple[Operation, FunctionOpInterface]] = []
    scanning: dict[int, _Scanning] = {}
    stack: list[tuple[Operation, tuple[_Scanning, ...]]] = [(module, ())]
    while stack:
        op, enclosing = stack.pop()
        if enclosing:
            can_free_operands, is_call = _scanned_as(type(op))
            if can_free_operands and freed_operands(op):
                for scan in enclosing:
                    scan.freeing.append(op)
            if is_call and memref_values(op.results):
                for scan in enclosing:
                    scan.calls_return_memrefs = True
        regions = op.regions
        if not regions:
            continue
        body: Region | None = None
        inner = enclosing
        if (interface := get_interface(op, FunctionOpInterface)) is not None:
            functions.append((op, interface))
            if (body := interface.body(op)) is not None:
                scan = scanning[id(op)] = _Scanning()
                inner = (*enclosing, scan)
        for region in reversed(regions):
            held = inner if region is body else enclosing
            block = region.last_block
            while block is not None:
                nested = block.last_op
                while nested is not None:
                    stack.append((nested, held))
                    nested = nested.prev_op
                block = block.prev_block
    return functions, {
        key: _BodyScan(scan.freeing, scan.calls_return_memrefs)
        for key, scan in scanning.items()
    }


@cached_per_class
def _scanned_as(op_class: type[Operation]) -> tuple[bool, bool]:
    """Whether ops of `op_class` may free, and are calls (`_scan`)."""
    return can_free(op_class), op_class.get_trait(CallOpInterface) is not None


def _returned_buffers(
    body: Region, aliasing: BufferOriginAnalysis, calls_return_memrefs: bool
) -> _ReturnedBuffers:
    """`calls_return_memrefs`: the analysis sees callees as they are before
    the run; one that returns its argument then will return a copy of it."""
    sharing: dict[tuple[Operation, int, int], bool] = {}
    never_owned: set[tuple[Operation, int]] = set()
    for terminator in _returns(body):
        returned = [
            (index, value)
            for index, value in enumerate(terminator.operands)
            if is_memref(value)
        ]
        for position, (later, second) in enumerate(returned):
            if not calls_return_memrefs and aliasing.all_origins(second, _never_owned):
                never_owned.add((terminator, later))
            for earlier, first in returned[:position]:
                answer = aliasing.alias(first, second)
                if answer is not AliasResult.MAY:
                    sharing[terminator, earlier, later] = answer is AliasResult.MUST
    return _ReturnedBuffers(sharing, frozenset(never_owned))


def _results_viewing_earlier(
    body: Region, handed_out: frozenset[tuple[Operation, int]]
) -> dict[int, int]:
    """{j: i}: every return of `body` hands out as its memref result j the
    memref of result i < j or a view of it (`return %a, %a`, or `%a` and a
    subview).  A private function returns such a result as that view of
    its result i, unowned by the caller, instead of a copy; the caller
    frees the buffer once, through result i."""
    views: dict[int, int] | None = None
    for terminator in _returns(body):
        found: dict[int, int] = {}
        operands = terminator.operands
        for later, value in enumerate(operands):
            if not is_memref(value) or (terminator, later) in handed_out:
                continue
            chain = list(view_chain(value))
            earlier = next(
                (
                    index
                    for index in range(later)
                    if is_memref(operands[index])
                    and (terminator, index) not in handed_out
                    and operands[index] in chain
                ),
                None,
            )
            if earlier is not None:
                found[later] = earlier
        views = (
            found
            if views is None
            else {j: i for j, i in views.items() if found.get(j) == i}
        )
    return views or {}


def _returns(body: Region) -> list[Operation]:
    """The ops returning from the function whose body is `body`."""
    return [
        terminator
        for block in body.blocks
        if (terminator := block.last_op) is not None
        and get_interface(terminator, RegionBranchTerminatorOpInterface) is not None
    ]


def _never_owned(origin: BufferOrigin) -> bool:
    """An argument's, a global's or a stack buffer."""
    if origin.kind in (OriginKind.ARGUMENT, OriginKind.GLOBAL):
        return True
    return (
        origin.kind is OriginKind.ALLOCATION
        and origin.point is not None
        and any(
            automatic and result is origin.identity
            for result, automatic in allocated_results(origin.point)
        )
    )


def _functions_used_as_values(
    module: ModuleOp, options: DeallocationOptions
) -> frozenset[str]:
    """The functions a `func.constant` names (only dynamic ownership, which
    changes signatures, needs to know)."""
    if not options.private_function_dynamic_ownership:
        return frozenset()
    return frozenset(
        constant.value.string_value()
        for constant in ops_of_type(module, FuncConstantOp)
    )


@dataclass(frozen=True)
class OwnershipBasedBufferDeallocationPass(ModulePass):
    """Inserts `bufferization.dealloc` ops so that every buffer is freed once.

    `allocation-ops` names the ops whose allocations this run manages (all
    allocating ops when empty); other allocations get ownership `false`.
    `deallocation-ops` names the deallocating ops that are rejected (or removed
    with `remove-existing-deallocations`); when empty, those of the dialects of
    `allocation-ops`, or all when that is empty too.
    """

    name = "ownership-based-buffer-deallocation"

    private_function_dynamic_ownership: bool = False
    remove_existing_deallocations: bool = False
    allocation_ops: tuple[str, ...] = field(default=())
    deallocation_ops: tuple[str, ...] = field(default=())
    name_allocations_directly: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        options = self.options()
        reject_unsupported(op, options)
        expand_reallocs(op)
        deallocate_module(op, options, checked=True)

    def options(self) -> DeallocationOptions:
        allocation_ops = frozenset(self.allocation_ops)
        deallocation_ops = frozenset(self.deallocation_ops)
        dialects = frozenset(name.split(".", 1)[0] for name in allocation_ops)

        def is_relevant_allocation(op: Operation) -> bool:
            return not allocation_ops or op.name in allocation_ops

        def is_relevant_deallocation(op: Operation) -> bool:
            if deallocation_ops:
                return op.name in deallocation_ops
            return not dialects or op.name.split(".", 1)[0] in dialects

        return DeallocationOptions(
            private_function_dynamic_ownership=self.private_function_dynamic_ownership,
            remove_existing_deallocations=self.remove_existing_deallocations,
            is_relevant_allocation=is_relevant_allocation,
            is_relevant_deallocation=is_relevant_deallocation,
            name_allocations_directly=self.name_allocations_directly,
        )


def _process_region(region: Region, state: DeallocationState) -> None:
    for block in _dominance_order(region):
        process_block_arguments(state, block)
        # The ops of the block as it came: those the pass creates go before
        # or right after the op being processed (a constant at the start of
        # the entry block may come first).  Regions of ops the pass creates
        # (e.g. the scf.if guarding a clone) need no processing; regions of
        # replaced ops move to the new op.
        nested: list[Region] = []
        op = block.first_op
        while op is not None:
            next_op = op.next_op
            if op.regions and get_interface(op, FunctionOpInterface) is None:
                nested += op.regions
            process(state, op)
            op = next_op
        for nested_region in nested:
            _process_region(nested_region, state)


def _dominance_order(region: Region) -> list[Block]:
    """Blocks in reverse post-order: every block after its dominators.

    That is all the processing order needs, also with unstructured loops:
    a block reads the ownership of a live-in value from the block defining
    it, which dominates it; what a back edge forwards arrives through the
    `i1` block arguments, whatever the order.  Unreachable blocks come last.
    """
    entry = region.first_block
    if entry is None:
        return []
    if entry.next_block is None:
        return [entry]
    order = reverse_post_order(entry)
    reached = {id(block) for block in order}  # (a block hashes in Python)
    return order + [block for block in region.blocks if id(block) not in reached]


def _check_preconditions(body: Region) -> list[Operation]:
    """Rejects what the pass cannot handle, before anything is rewritten.
    Returns the functions in `body` (whose bodies it leaves alone)."""
    functions: list[Operation] = []
    for op in _walk_regions(body):
        checks = _class_checks(type(op))
        if checks.is_function and op.regions:
            functions.append(op)
        for model in checks.rejecting_models:
            if reason := model.unsupported_reason(op):
                raise error(op, reason)
        if checks.handled_by_model:
            continue
        if (
            op.regions
            and checks.regions_need_interface
            and not is_isolated_region_op(op)
        ):
            # As MLIR 22: a registered op whose regions no memref enters or
            # leaves is run as a whole; what they allocate, they free.
            crossing = _memref_crossing_regions(op)
            if not checks.registered or crossing is not None:
                raise error(
                    op,
                    "ops with regions must implement RegionBranchOpInterface (or "
                    "BufferDeallocationOpInterface)"
                    + ("" if crossing is None else f" when {crossing}"),
                )
        if checks.is_terminator and not ends_opaque_region(op):
            if checks.terminator_kind_is_ambiguous:
                raise error(
                    op,
                    "terminators must implement either BranchOpInterface or "
                    "RegionBranchTerminatorOpInterface, but not both",
                )
            if len(op.successors) > 1:
                raise error(
                    op,
                    "terminators with more than one successor need a "
                    "BufferDeallocationOpInterface implementation",
                )
        if (
            checks.may_free
            and type(op) is not ReallocOp
            and allocated_results(op)
            and freed_operands(op)
        ):
            # A free on some paths only (a realloc in a loop frees what the
            # last iteration returns); `memref.realloc` itself is expanded.
            raise error(
                op,
                "ops that free and allocate (like memref.realloc) are not "
                "supported; run expand-realloc first",
            )
        if (
            checks.effects_may_be_unknown
            and memref_values(op.operands)
            and not memref_values(op.results)
            and get_effects(op) is None
            and not is_isolated_region_op(op)
        ):
            # With memref results, such an op is taken to return its memref
            # operands or fresh buffers (`process_unknown_effects`); without,
            # it can only be there to write or free them.
            raise error(
                op,
                "ops with memref operands and no memref results must declare "
                "their memory effects",
            )
        if checks.is_to_tensor and (
            leaving := _use_outside_freeing_block(cast(ToTensorOp, op))
        ):
            raise error(
                leaving,
                "a buffer made a tensor by the bufferization.to_tensor "
                f"{where(op)} is used here, after the end of the block where "
                "it is freed; bufferize the tensors this op passes on (block "
                "arguments, results) before deallocating",
            )
    return functions


def _use_outside_freeing_block(to_tensor: ToTensorOp) -> Operation | None:
    """The first op that may use `to_tensor`'s buffer after the end of its
    block, or None.

    The pass frees a buffer at the end of a block at the earliest, and
    follows buffers through memrefs only: a tensor made of one is safe while
    everything derived from it (results of its users, what nested
    terminators pass on) is used inside that block, before its terminator.
    """
    home = to_tensor.parent_block()
    if home is None:
        return None
    carriers: list[SSAValue] = [to_tensor.tensor]
    seen: set[SSAValue] = set(carriers)
    while carriers:
        for use in carriers.pop().uses:
            user = use.operation
            if user is home.last_op or home.find_ancestor_op_in_block(user) is None:
                return user
            derived = list(user.results)
            if user.has_trait(IsTerminator):
                derived += [arg for block in user.successors for arg in block.args]
                if (parent := user.parent_op()) is not None:
                    derived += parent.results
            for value in derived:
                if (is_tensor(value) or is_memref(value)) and value not in seen:
                    seen.add(value)
                    carriers.append(value)
    return None


def _memref_crossing_regions(op: Operation) -> str | None:
    """How a memref may enter or leave the regions of `op` (a result of
    `op`, a block argument, an operand of a terminator ending one of its
    regions), or that a block of them ends without terminator (the pass
    would have nowhere to free what it allocated); None if neither.  Memref
    operands are uses, as of any op (which must declare its effects)."""
    if memref_values(op.results):
        return "a memref is a result"
    for region in op.regions:
        for block in region.blocks:
            if memref_values(block.args):
                return "a memref is a block argument of its regions"
            last = block.last_op
            if last is None or not last.has_trait(
                IsTerminator, value_if_unregistered=False
            ):
                return "a block of its regions has no terminator"
            if memref_values(last.operands):
                return "a terminator of its regions forwards a memref"
    return None


class _ClassChecks(NamedTuple):
    """What `_check_preconditions` can tell from an op's class alone (it
    looks at every op of the module)."""

    registered: bool
    rejecting_models: tuple[
        BufferDeallocationOpInterface | RegionBranchOpInterface, ...
    ]
    """Its interface models that may reject an op: those overriding
    `unsupported_reason` (the interfaces' own answer none)."""
    handled_by_model: bool
    """Implements `BufferDeallocationOpInterface`: the model handles it."""
    regions_need_interface: bool
    """Its regions would be opaque to the pass."""
    is_terminator: bool
    terminator_kind_is_ambiguous: bool
    """A terminator implementing both or neither of the branch interfaces."""
    may_free: bool
    """Declares effects that may free."""
    effects_may_be_unknown: bool
    """Needs declared effects (calls, region branches and terminators are
    handled through their interfaces) and neither declares it has none nor
    always declares them (`effects_always_known`)."""
    is_to_tensor: bool
    is_function: bool
    """Implements `FunctionOpInterface`: its body is checked on its own."""


@cached_per_class
def _class_checks(op_class: type[Operation]) -> _ClassChecks:
    def implements(interface: type[OpTrait]) -> bool:
        return get_class_interface(op_class, interface) is not None

    registered = not issubclass(op_class, UnregisteredOp)
    is_terminator = registered and op_class.has_trait(IsTerminator)
    effects_known = (
        implements(CallOpInterface)
        or implements(RegionBranchOpInterface)
        or is_terminator
        or never_has_effects(op_class)
    )
    return _ClassChecks(
        registered=registered,
        rejecting_models=tuple(
            model
            for kind in (BufferDeallocationOpInterface, RegionBranchOpInterface)
            if (model := get_class_interface(op_class, kind)) is not None
            and type(model).unsupported_reason is not kind.unsupported_reason
        ),
        handled_by_model=implements(BufferDeallocationOpInterface),
        regions_need_interface=not (
            implements(RegionBranchOpInterface) or implements(FunctionOpInterface)
        ),
        is_terminator=is_terminator,
        terminator_kind_is_ambiguous=implements(BranchOpInterface)
        == implements(RegionBranchTerminatorOpInterface),
        may_free=can_free(op_class),
        effects_may_be_unknown=not effects_known and not effects_always_known(op_class),
        is_to_tensor=op_class is ToTensorOp,
        is_function=implements(FunctionOpInterface),
    )


def _walk_regions(region: Region) -> Iterator[Operation]:
    """The ops of `region`, nested ones included but for those in nested
    functions, in pre-order (one generator over an explicit stack)."""
    stack: list[Operation] = []
    regions = [region]
    while True:
        for nested in reversed(regions):
            push_ops_of(nested, stack)
        if not stack:
            return
        op = stack.pop()
        yield op
        regions = op.regions
        if regions and _class_checks(type(op)).is_function:
            regions = ()


def _remove_existing_deallocations(body: Region, options: DeallocationOptions) -> None:
    for op in list(_walk_regions(body)):
        if (
            freed_operands(op)
            and options.is_relevant_deallocation(op)
            and not op.results
        ):
            Rewriter.erase_op(op)


def _add_ownership_results(op: Operation, interface: FunctionOpInterface) -> None:
    """After processing, a dynamic-ownership function returns one extra `i1`
    per memref result (its returns already forward them)."""
    count = sum(1 for t in interface.result_types(op) if is_memref_type(t))
    if count:
        interface.append_arguments_and_results(op, (), [i1] * count)
