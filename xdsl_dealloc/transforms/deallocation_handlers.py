"""The generic handlers of `ownership-based-buffer-deallocation`: what the
pass does for an op whose `BufferDeallocationOpInterface` model, if it has
one, does not handle it, by the op's control-flow interfaces (allocations,
region branches, calls, branches, region terminators), as MLIR's
ownership-based buffer deallocation documentation describes them.

The bookkeeping they use (`DeallocationState`) lives with the interface, so
the models depend only on it and never call back into the pass.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from xdsl.dialects.builtin import UnregisteredOp, i1
from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import (
    IsolatedFromAbove,
    IsTerminator,
    RecursiveMemoryEffect,
    get_effects,
)

from xdsl_dealloc.analysis.edges import region_exits
from xdsl_dealloc.interfaces.buffer_deallocation import BufferDeallocationOpInterface
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    CallOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.deallocation_state import (
    DeallocationState,
    has_dynamic_ownership,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.memory_effects import (
    allocated_results,
    effects_always_known,
    may_allocate,
)
from xdsl_dealloc.interfaces.registry import cached_per_class, get_interface
from xdsl_dealloc.interfaces.view_like import view_root
from xdsl_dealloc.ir.booleans import constant_bool
from xdsl_dealloc.ir.rebuild import rebuild_with
from xdsl_dealloc.ir.types import is_memref, memref_values
from xdsl_dealloc.ir.values import defining_block, parent_block


def is_function_without_dynamic_ownership(
    state: DeallocationState, op: Operation | None
) -> bool:
    """True for functions that follow the function boundary ABI."""
    if op is None or (function := get_interface(op, FunctionOpInterface)) is None:
        return False
    return not (
        state.options.private_function_dynamic_ownership
        and has_dynamic_ownership(op, function)
        and state.functions.get(function.symbol_name(op)) is op
    )


def process_block_arguments(state: DeallocationState, block: Block) -> None:
    """Takes ownership of live-in memrefs and memref block arguments."""
    region = block.parent
    assert region is not None
    for value in state.live_in(block):
        defining = defining_block(value)
        if defining.parent is region:
            state.update_ownership(value, state.get_ownership(value, defining), block)
            state.add_memref_to_deallocate(value, block)
        else:
            # Captured from an enclosing region: owned by the block there.
            state.update_ownership(value, state.constant(block, False), block)
    arguments = memref_values(block.args)
    if not arguments:
        return
    parent = region.parent_op()
    is_function_entry = (
        parent is not None
        and (
            get_interface(parent, FunctionOpInterface) is not None
            or is_isolated_region_op(parent)
        )
        and block is region.first_block
    )
    for arg in arguments:
        if is_function_entry:
            # Function boundary ABI: arguments are never owned.
            ownership = state.constant(block, False)
        else:
            ownership = block.insert_arg(i1, len(block.args))
            ownership._name = "owned"  # pyright: ignore[reportPrivateUsage]
        _take_ownership(state, arg, arg, ownership, block)


def process(state: DeallocationState, op: Operation) -> Operation:
    """Processes one op: by its `BufferDeallocationOpInterface` model if
    that handles it, else by the generic handlers.  Returns the op that
    replaced `op` (or `op` itself)."""
    interface = get_interface(op, BufferDeallocationOpInterface)
    if interface is None:
        handlers = _handlers(type(op))
        results = memref_values(op.results) if op.results else []
        if not handlers.any and not results:
            # No handler applies, and there is nothing to own (most ops).
            return op
        new_op = process_generically(state, op, handlers)
    else:
        handled = interface.process(op, state)
        if handled is None:
            new_op = process_generically(state, op, _handlers(type(op)))
        else:
            new_op = handled
        results = None
    if new_op is not op or results is None:
        results = memref_values(new_op.results) if new_op.results else []
    if results:
        populate_remaining_ownerships(state, new_op, results)
    return new_op


def process_generically(
    state: DeallocationState, op: Operation, handlers: _Handlers
) -> Operation:
    """The handlers of the interfaces `op` implements (`handlers`, those of
    its class), in a fixed order."""
    if handlers.may_allocate:
        process_allocations(state, op)
    if handlers.isolated and len(op.regions) == 1:
        op = process_isolated_region(state, op)
        handlers = _handlers(type(op))
    if handlers.region_branch:
        op = process_region_branch(state, op)
        handlers = _handlers(type(op))
    if handlers.call:
        op = process_call(state, op)
        handlers = _handlers(type(op))
    if handlers.branch:
        process_branch(state, op)
    if handlers.region_terminator:
        process_region_terminator(state, op)
    elif handlers.may_end_opaque_region and ends_opaque_region(op):
        # No memref leaves the region (`_check_preconditions`): what it
        # allocated is freed before its end.
        state.insert_dealloc_for_return_like(op, ())
    if (
        handlers.effects_may_be_unknown
        and op.results
        and has_unknown_effects_and_results(op)
    ):
        process_unknown_effects(state, op)
    return op


class _Handlers(NamedTuple):
    """Which generic handlers an op class may need (traits are per class)."""

    isolated: bool
    region_branch: bool
    call: bool
    branch: bool
    region_terminator: bool
    may_end_opaque_region: bool
    any: bool
    """One of the handlers above applies."""
    may_allocate: bool
    """`process_allocations` may find an allocation."""
    effects_may_be_unknown: bool
    """`has_unknown_effects_and_results` may hold."""


@cached_per_class
def _handlers(op_class: type[Operation]) -> _Handlers:
    applies = (
        _is_isolated_region_class(op_class),
        op_class.get_trait(RegionBranchOpInterface) is not None,
        op_class.get_trait(CallOpInterface) is not None,
        op_class.get_trait(BranchOpInterface) is not None,
        op_class.get_trait(RegionBranchTerminatorOpInterface) is not None,
        _may_end_opaque_region(op_class),
    )
    return _Handlers(
        *applies,
        any(applies),
        may_allocate(op_class),
        not effects_always_known(op_class),
    )


def ends_opaque_region(op: Operation) -> bool:
    """Whether `op` ends a region of an op without control-flow interfaces
    (one the pass accepts only when no memref enters or leaves it)."""
    if not _may_end_opaque_region(type(op)) or op.successors:
        return False
    parent = op.parent_op()
    return (
        parent is not None
        and get_interface(parent, RegionBranchOpInterface) is None
        and get_interface(parent, FunctionOpInterface) is None
    )


@cached_per_class
def _may_end_opaque_region(op_class: type[Operation]) -> bool:
    return (
        op_class.has_trait(IsTerminator, value_if_unregistered=False)
        and op_class.get_trait(BranchOpInterface) is None
        and op_class.get_trait(RegionBranchTerminatorOpInterface) is None
    )


def is_isolated_region_op(op: Operation) -> bool:
    """An op with one region isolated from above and recursive memory
    effects, neither a region branch op nor a function (like MLIR's
    `test.isolated_one_region_with_recursive_memory_effects`): its region
    is deallocated on its own, like the body of a private function with
    dynamic ownership, whose arguments are the op's operands."""
    return _is_isolated_region_class(type(op)) and len(op.regions) == 1


@cached_per_class
def _is_isolated_region_class(op_class: type[Operation]) -> bool:
    # xDSL's has_trait says yes to every trait for unregistered ops.
    return (
        not issubclass(op_class, UnregisteredOp)
        and op_class.has_trait(IsolatedFromAbove)
        and op_class.get_trait(RecursiveMemoryEffect) is not None
        and op_class.get_trait(RegionBranchOpInterface) is None
        and op_class.get_trait(FunctionOpInterface) is None
    )


def process_isolated_region(state: DeallocationState, op: Operation) -> Operation:
    """Adds an `i1` result per memref result: the ownership its region's
    terminator hands out with it (the region is processed like a function
    body with dynamic ownership)."""
    memref_results = memref_values(op.results)
    if not memref_results:
        return op
    new_op = rebuild_with(op, list(op.operands), [i1] * len(memref_results), Rewriter())
    return _take_result_ownerships(state, op, new_op, memref_results)


def has_unknown_effects_and_results(op: Operation) -> bool:
    """An op without regions, with memref results and unknown memory effects."""
    return bool(
        not effects_always_known(type(op))
        and not op.regions
        and memref_values(op.results)
        and get_effects(op) is None
    )


def process_unknown_effects(state: DeallocationState, op: Operation) -> None:
    """A memref result of an op with unknown effects may be any of its memref
    operands or a fresh buffer (as MLIR's main branch assumes): its ownership
    is that of the operand whose base pointer it has at run time, `true`
    (fresh) if none.  An operand owned like a fresh buffer (`true`: the
    block frees it anyway) or like the choice so far needs no comparison.
    """
    block = parent_block(op)
    point = InsertPoint.after(op)
    booleans = state.builder.booleans(point)
    operands = list(dict.fromkeys(memref_values(op.operands)))
    for result in memref_values(op.results):
        if not state.get_ownership(result, block).is_uninitialized:
            continue
        if state.left_to_program and result in state.left_to_program:
            state.update_ownership(result, state.constant(block, False), block)
            continue
        fresh = ownership = state.constant(block, True)
        for operand in operands:
            known = state.get_ownership(operand, defining_block(operand))
            if block is not defining_block(operand):
                known = state.get_ownership(operand, block)
            if not known.is_unique:
                raise error(op, f"operand {operand} has no unique ownership here")
            assert known.indicator is not None
            if known.indicator is ownership or known.indicator is fresh:
                continue
            same = state.builder.shares_buffer_with_any(result, [operand], point)
            ownership = booleans.select(same, known.indicator, ownership)
        state.update_ownership(result, ownership, block)
        state.add_memref_to_deallocate(result, block)


def process_allocations(state: DeallocationState, op: Operation) -> None:
    allocated = allocated_results(op)
    if not allocated:
        return
    block = parent_block(op)
    relevant = state.options.is_relevant_allocation(op)
    for result, automatic in allocated:
        if (
            automatic
            or not relevant
            or (state.left_to_program and result in state.left_to_program)
        ):
            state.reset_ownerships([result], block)
            state.update_ownership(result, state.constant(block, False), block)
        else:
            state.update_ownership(result, state.constant(block, True), block)
            state.add_memref_to_deallocate(result, block)


def populate_remaining_ownerships(
    state: DeallocationState, op: Operation, results: Sequence[SSAValue]
) -> None:
    """A memref result (of `results`, those of `op`) with no ownership yet
    may alias any memref operand: join their ownerships (false when there
    is none)."""
    block = op.parent_block()
    if block is None:
        return
    for result in results:
        if not state.get_ownership(result, block).is_uninitialized:
            continue
        for operand in memref_values(op.operands):
            operand_block = defining_block(operand)
            state.update_ownership(
                result, state.get_ownership(operand, operand_block), block
            )
        if state.get_ownership(result, block).is_uninitialized:
            state.update_ownership(result, state.constant(block, False), block)


def process_region_branch(state: DeallocationState, op: Operation) -> Operation:
    """Forwards `false` ownerships into the regions and adds an ownership
    result per memref result."""
    interface = get_interface(op, RegionBranchOpInterface)
    assert interface is not None
    block = parent_block(op)
    entries = interface.successors(op, None)
    entry_operands = interface.entry_operands(op, entries[0]) if entries else ()
    memref_operand_count = len(memref_values(entry_operands))
    memref_results = memref_values(op.results)
    if not memref_operand_count and not memref_results:
        return op
    false = state.constant(block, False)
    new_op = interface.append_forwarded(
        op,
        [false] * memref_operand_count,
        [i1] * len(memref_results),
        Rewriter(),
    )
    return _take_result_ownerships(state, op, new_op, memref_results)


def _take_result_ownerships(
    state: DeallocationState,
    op: Operation,
    new_op: Operation,
    memref_results: Sequence[SSAValue],
) -> Operation:
    """`op` was rebuilt as `new_op` with an `i1` result appended per memref
    result: each memref result takes the ownership its `i1` carries."""
    block = parent_block(new_op)
    result_count = len(new_op.results) - len(memref_results)
    state.record_replacement(op, new_op)
    ownerships = iter(new_op.results[result_count:])
    for old, result in zip(
        memref_results, memref_values(new_op.results[:result_count]), strict=True
    ):
        _take_ownership(state, old, result, next(ownerships), block)
    return new_op


def process_call(state: DeallocationState, op: Operation) -> Operation:
    """Call results are owned (function boundary ABI), or carry the
    ownership the callee returns when it has dynamic ownership."""
    interface = get_interface(op, CallOpInterface)
    assert interface is not None
    block = parent_block(op)
    callee = state.functions.get(interface.callee(op) or "")
    memref_results = memref_values(op.results)
    if (
        state.options.private_function_dynamic_ownership
        and callee is not None
        and has_dynamic_ownership(callee)
        and memref_results
    ):
        new_op = interface.append_arguments_and_results(
            op, (), [i1] * len(memref_results), Rewriter()
        )
        return _take_result_ownerships(state, op, new_op, memref_results)
    views = {} if callee is None else state.result_views.get(callee, {})
    for index, result in enumerate(op.results):
        if index in views:
            # A view of the callee's result `views[index]`, freed through it.
            state.update_ownership(
                result, state.get_ownership(op.results[views[index]], block), block
            )
        elif is_memref(result):
            _take_ownership(state, result, result, state.constant(block, True), block)
    return op


def _take_ownership(
    state: DeallocationState,
    old: SSAValue,
    result: SSAValue,
    ownership: SSAValue,
    block: Block,
) -> None:
    """`result` (which replaced `old`) is owned with `ownership`, unless the
    program frees its buffer itself or it never holds one this run owns."""
    # (An SSA value hashes in Python: the sets, mostly empty, are asked
    # only when they hold something.)
    if (state.left_to_program and old in state.left_to_program) or (
        state.never_owned and old in state.never_owned
    ):
        state.update_ownership(result, state.constant(block, False), block)
        return
    state.update_ownership(result, ownership, block)
    state.add_memref_to_deallocate(result, block)


def process_branch(state: DeallocationState, op: Operation) -> None:
    """One dealloc before a single-successor branch; the forwarded memrefs'
    ownerships become extra successor operands."""
    interface = get_interface(op, BranchOpInterface)
    assert interface is not None
    successors = op.successors
    if len(successors) != 1:
        raise error(
            op,
            "branches with more than one successor need a "
            "BufferDeallocationOpInterface implementation",
        )
    block = parent_block(op)
    point = InsertPoint(block, op)
    forwarded = interface.successor_operands(op, 0)
    memrefs, conditions = state.memrefs_and_conditions_to_deallocate(block, point)
    retained = state.memrefs_to_retain(block, successors[0], forwarded)
    updated = state.build_dealloc(
        block, point, memrefs, conditions, retained, update_ownerships=True
    )
    if memrefs_forwarded := memref_values(forwarded):
        # The forwarded memrefs come first among the retained, each once.
        by_id = {
            id(value): ownership
            for value, ownership in zip(retained, updated, strict=True)
        }
        interface.append_successor_operands(
            op, 0, [by_id[id(v)] for v in memrefs_forwarded]
        )


def process_region_terminator(state: DeallocationState, op: Operation) -> None:
    """Deallocates before a region terminator.  Function returns hand out
    owned memrefs (ABI); other terminators forward ownership indicators."""
    interface = get_interface(op, RegionBranchTerminatorOpInterface)
    assert interface is not None
    block = parent_block(op)
    parent = block.parent_op()
    assert parent is not None
    point = InsertPoint(block, op)
    handed_out = (
        {index for (ret, index) in state.handed_out if ret is op}
        if state.handed_out
        else set[int]()
    )
    if handed_out and _caller_owns_handed_out(state, op, parent):
        for index in handed_out:
            _release_chosen_source(state, op.operands[index], block, point)
    follows_abi = is_function_without_dynamic_ownership(state, parent)
    if follows_abi:
        results = state.distinct_owned_results(op, block, point, handed_out)
        if any(new is not old for new, old in zip(results, op.operands, strict=True)):
            op.operands = results
    forwarded = forwarded_operands(op, interface, block, parent)
    updated = state.insert_dealloc_for_return_like(op, forwarded)
    if not follows_abi and updated:
        if state.handed_out or state.handed_out_unless_foreign:
            updated = _with_handed_out_ownership(state, op, updated)
        interface.append_successor_operands(op, updated)


def _caller_owns_handed_out(
    state: DeallocationState, op: Operation, function: Operation
) -> bool:
    """Whether the caller owns what the return `op` hands out as it is: by
    the function boundary ABI, or with dynamic ownership where the program
    returns no `i1`s (`_with_handed_out_ownership`)."""
    return is_function_without_dynamic_ownership(state, function) or not any(
        operand.type == i1 for operand in op.operands
    )


def _release_chosen_source(
    state: DeallocationState, handed: SSAValue, block: Block, point: InsertPoint
) -> None:
    """Where the program hands out, to a caller that owns it, a result of
    an op like `scf.if %o { yield %m } else { clone %m }` (a re-entrant
    run), `%m` leaves with it whenever `%o` holds: the block then has
    nothing of `%m` to free, and owns it only where `%o` does not hold.  Without this, the dealloc
    before the return compares `%m`'s pointer with the returned one."""
    result = view_root(handed)
    if not isinstance(result, OpResult) or not (yields := _yields_of(result)):
        return
    for condition, holds in yields[0][1].items():
        chosen = {value for value, facts in yields if facts.get(condition) is holds}
        if len(chosen) != 1:
            continue
        (source,) = chosen
        ownership = state.get_ownership(source, block)
        if ownership.indicator is None or constant_bool(ownership.indicator) is False:
            return
        booleans = state.builder.booleans(point)
        not_chosen = booleans.not_(condition) if holds else condition
        released = booleans.and_(ownership.indicator, not_chosen)
        state.reset_ownerships([source], block)
        state.update_ownership(source, released, block)
        return


def _yields_of(
    result: OpResult,
) -> list[tuple[SSAValue, Mapping[SSAValue, bool]]] | None:
    """What each exit of the op of `result`, a region-branch op control
    enters once (an if, a switch), yields for it, with the facts known in
    the exit's region; the ownerships being appended to the exits do not
    matter (`incoming_edges` wants them complete)."""
    op = result.op
    interface = get_interface(op, RegionBranchOpInterface)
    if (
        interface is None
        or any(s.is_parent for s in interface.successors(op, None))
        or not all(
            s.is_parent
            for region in op.regions
            for s in interface.successors(op, region)
        )
    ):
        return None
    yields: list[tuple[SSAValue, Mapping[SSAValue, bool]]] = []
    for region in op.regions:
        facts = interface.facts_on_entry(op, region)
        for terminator in region_exits(region):
            exit_ = get_interface(terminator, RegionBranchTerminatorOpInterface)
            if exit_ is None:
                return None
            operands = exit_.successor_operands(terminator, RegionSuccessor.parent(op))
            if len(operands) <= result.index:
                return None
            yields.append((operands[result.index], facts))
    return yields


def _with_handed_out_ownership(
    state: DeallocationState, op: Operation, updated: list[SSAValue]
) -> list[SSAValue]:
    """The ownerships a return with dynamic ownership passes on, where the
    program hands out its own buffers (re-entrant runs): the caller owns
    what the program hands out, as a public function's caller would.
    Unless the program returns `i1`s, which may be its own ownerships of
    them (an earlier run's output): the callers' programs then free what
    they say, and this run passes on only what it owns."""
    block = parent_block(op)
    parent = block.parent_op()
    assert parent is not None
    if not _caller_owns_handed_out(state, op, parent):
        return updated
    point = InsertPoint.before(op)
    memrefs = [index for index, value in enumerate(op.operands) if is_memref(value)]
    result = list(updated)
    for position, index in enumerate(memrefs):
        if (op, index) in state.handed_out:
            result[position] = state.constant(block, True)
        elif (op, index) in state.handed_out_unless_foreign:
            handed_out = state.handed_out_unless_sharing(op, index, block, point)
            result[position] = state.builder.booleans(point).or_(
                updated[position], handed_out
            )
    return result


def forwarded_operands(
    op: Operation,
    interface: RegionBranchTerminatorOpInterface,
    block: Block,
    parent: Operation,
) -> Sequence[SSAValue]:
    """The operands a region terminator forwards (the same for all of its
    successors, as the RegionBranchOpInterface contract requires); `op`
    ends `block`, in a region of `parent`."""
    region_branch = get_interface(parent, RegionBranchOpInterface)
    if region_branch is None:
        return interface.successor_operands(op, RegionSuccessor.parent(parent))
    region = block.parent
    assert region is not None
    successors = region_branch.successors(parent, region)
    if not successors:
        return ()
    return interface.successor_operands(op, successors[0])
