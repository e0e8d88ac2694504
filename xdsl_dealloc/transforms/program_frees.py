"""What a program frees itself, so that the ownership pass can run on it
again (re-entrant runs).

A program that already frees buffers (the pass's own output, or hand-written
`memref.dealloc` / `memref.realloc` / `bufferization.dealloc`) keeps doing
so; the pass frees only the rest.  For one function body, before anything is
rewritten:

* every buffer origin (`BufferOriginAnalysis`) some freeing op of the body
  may free is *the program's*;
* an allocation, call, isolated region op or unknown-effects op result
  that may hold such a buffer is left to the program: the pass gives it ownership `false` and
  never frees it;
* a returned memref that may hold such a buffer, and no argument, global or
  unknown buffer, is handed out by the program as it is (the program decides
  which buffer leaves on which path), and so is a result (or a view of a
  result) of an op that runs one region once and yields either a memref
  from outside or a copy of it (the form in which the pass returns a memref
  it may not own: `scf.if %owned { yield %m } else { clone %m }`): its
  source is then no longer owned by the returning block.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import i1
from xdsl.ir import BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsolatedFromAbove, MemoryEffect

from xdsl_dealloc.analysis.buffer_aliasing import (
    BufferOrigin,
    BufferOriginAnalysis,
    OriginKind,
    Origins,
)
from xdsl_dealloc.analysis.edges import Edge, group_edges
from xdsl_dealloc.analysis.path_conditions import evaluate
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.interfaces.buffer_deallocation import (
    allocated_results,
    freed_operands,
    is_memref,
    memref_values,
)
from xdsl_dealloc.interfaces.control_flow import (
    CallOpInterface,
    FunctionOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
)
from xdsl_dealloc.interfaces.memory_effects import (
    declares_no_effects,
    is_fresh_allocation,
)
from xdsl_dealloc.interfaces.registry import cached_per_class, get_interface
from xdsl_dealloc.interfaces.view_like import view_root
from xdsl_dealloc.ir.booleans import bool_constant, constant_bool
from xdsl_dealloc.transforms.deallocation_handlers import (
    has_unknown_effects_and_results,
    is_isolated_region_op,
)

_FOREIGN = frozenset({OriginKind.ARGUMENT, OriginKind.GLOBAL, OriginKind.OPAQUE})
"""Origins of buffers the function may not create: never handed out as
they are, unless the program frees them (the buffer of an op no interface
describes, which the program frees on other paths)."""


@dataclass(frozen=True)
class ProgramFrees:
    """What the program of one function frees and hands out itself."""

    left_to_program: frozenset[SSAValue]
    """Allocation and call results the pass must not own."""
    handed_out: frozenset[tuple[Operation, int]]
    """(return op, operand index): returned as they are."""
    never_owned: frozenset[SSAValue]
    """Block arguments and region op results that only ever hold buffers
    the function cannot own (arguments, globals, stack allocations and the
    program's own): their ownership is `false`, no check needed."""


def program_frees(
    body: Region,
    aliasing: BufferOriginAnalysis,
    is_relevant_deallocation: Callable[[Operation], bool],
) -> ProgramFrees:
    """The buffers `body`'s own freeing ops take care of (see the module);
    deallocations that are not relevant (they free another run's kind of
    allocation) are not looked at."""
    freed = freed_origins(body, aliasing, is_relevant_deallocation)
    returns = [op for op in ops_in(body) if _returns_from_function(op)]
    handed_out = {
        (op, index)
        for op in returns
        for index, operand in enumerate(op.operands)
        if is_memref(operand)
        and copy_unless_owned_source(view_root(operand)) is not None
    }
    if not freed:
        return ProgramFrees(frozenset(), frozenset(handed_out), frozenset())

    def is_the_programs(origins: Origins) -> bool:
        return any(origin in freed for origin in origins)

    def is_never_owned(origins: Origins) -> bool:
        return all(
            origin.kind in (OriginKind.ARGUMENT, OriginKind.GLOBAL)
            or origin in freed
            or _is_automatic(origin)
            for origin in origins
        )

    left: set[SSAValue] = set()
    never_owned: set[SSAValue] = set()
    # The aliasing analysis sees a callee as it is before this run, which
    # may return an argument that it will return a copy of: with such
    # calls, no value is known never to hold a buffer this run owns.
    calls_return_memrefs = any(
        get_interface(op, CallOpInterface) is not None and memref_values(op.results)
        for op in ops_in(body)
    )
    for op in ops_in(body):
        if (
            allocated_results(op)
            or get_interface(op, CallOpInterface) is not None
            or is_isolated_region_op(op)
            or has_unknown_effects_and_results(op)
        ):
            # Only the buffers the op itself creates: what a callee returns
            # of its arguments before this run is a copy after it.
            left.update(
                result
                for result in memref_values(op.results)
                if any(
                    origin in freed
                    and (origin.point is op or origin.identity is result)
                    for origin in aliasing.origins(result)
                )
            )
        if calls_return_memrefs:
            continue
        if get_interface(op, RegionBranchOpInterface) is not None:
            never_owned.update(
                result
                for result in memref_values(op.results)
                if is_never_owned(aliasing.origins(result))
            )
        for region in op.regions:
            for block in region.blocks:
                never_owned.update(
                    argument
                    for argument in memref_values(block.args)
                    if is_never_owned(aliasing.origins(argument))
                )
    for op in returns:
        for index, operand in enumerate(op.operands):
            if is_memref(operand):
                origins = aliasing.origins(operand)
                if is_the_programs(origins) and not any(
                    origin.kind in _FOREIGN and origin not in freed
                    for origin in origins
                ):
                    handed_out.add((op, index))
    return ProgramFrees(frozenset(left), frozenset(handed_out), frozenset(never_owned))


def freed_origins(
    body: Region,
    aliasing: BufferOriginAnalysis,
    is_relevant_deallocation: Callable[[Operation], bool],
) -> set[BufferOrigin]:
    """The origins of every buffer a (relevant) freeing op of `body` may free."""
    freed: set[BufferOrigin] = set()
    for op in ops_in(body):
        if _may_free(type(op)) and is_relevant_deallocation(op):
            for operand in freed_operands(op):
                freed.update(aliasing.origins(operand))
    return freed


def _is_automatic(origin: BufferOrigin) -> bool:
    """An allocation on the stack (`memref.alloca`), freed by its scope."""
    if origin.kind is not OriginKind.ALLOCATION or origin.point is None:
        return False
    return any(
        automatic and result is origin.identity
        for result, automatic in allocated_results(origin.point)
    )


@cached_per_class
def _may_free(op_class: type[Operation]) -> bool:
    return not all(
        declares_no_effects(trait)
        for trait in op_class.get_traits_of_type(MemoryEffect)
    )


def copy_unless_owned_source(value: SSAValue) -> SSAValue | None:
    """`%m` if `value` is a result of a region op each of whose exits yields
    either `%m` (defined outside the op) or a copy of `%m` made in the region;
    None otherwise."""
    op = value.owner
    if not isinstance(op, Operation) or value not in op.results:
        return None
    region_branch = get_interface(op, RegionBranchOpInterface)
    if (
        region_branch is None
        or not op.regions
        or not _runs_one_region(op, region_branch)
    ):
        return None
    index = op.results.index(value)
    source: SSAValue | None = None
    copies = 0
    for region in op.regions:
        for block in region.blocks:
            terminator = block.last_op
            if (
                terminator is None
                or get_interface(terminator, RegionBranchTerminatorOpInterface) is None
                or len(terminator.operands) <= index
            ):
                return None
            yielded = terminator.operands[index]
            if _is_defined_in(yielded, op):
                copied = yielded.owner
                if not (
                    is_fresh_allocation(yielded)
                    and isinstance(copied, Operation)
                    and _is_copy(copied)
                ):
                    return None
                yielded = copied.operands[0]
                copies += 1
            if source is None:
                source = yielded
            if yielded is not source or _is_defined_in(yielded, op):
                return None
    return source if copies else None


def _runs_one_region(op: Operation, region_branch: RegionBranchOpInterface) -> bool:
    """Whether control enters exactly one region of `op` and leaves it to
    `op` (an if, a switch): each result is then what a region exit yields,
    never an operand of `op` nor a value of an earlier iteration."""
    return not any(s.is_parent for s in region_branch.successors(op, None)) and all(
        s.is_parent
        for region in op.regions
        for s in region_branch.successors(op, region)
    )


def _is_copy(op: Operation) -> bool:
    """An op making a new buffer from one memref operand it leaves alone
    (`bufferization.clone`), not a sized allocation or a realloc."""
    return (
        len(op.operands) == 1 and is_memref(op.operands[0]) and not freed_operands(op)
    )


def _is_defined_in(value: SSAValue, op: Operation) -> bool:
    owner = value.owner
    defining = owner if isinstance(owner, Operation) else owner.parent_op()
    return defining is not None and op.is_ancestor(defining)


def _returns_from_function(op: Operation) -> bool:
    block = op.parent_block()
    parent = None if block is None else block.parent_op()
    return (
        parent is not None
        and get_interface(parent, FunctionOpInterface) is not None
        and get_interface(op, RegionBranchTerminatorOpInterface) is not None
    )


def merge_duplicate_ownerships(body: Region) -> None:
    """An `i1` value (argument of a block, result of a region op) every edge
    sets to one constant is that constant; where every edge sets two such
    values equally, uses of the later take the earlier: after a re-entrant run, the ownership the program
    carries and the one this run added; the simplification then sees that
    they are one.  A merge inside a region op can make the values its
    exits yield equal, so this repeats until nothing merges: in each op of
    `body` on its own when all are isolated from above (a module's
    functions), since no edge enters or leaves one."""
    tops = [op for block in body.blocks for op in block.ops]
    parts: list[Operation] | list[Region] = (
        tops if all(op.has_trait(IsolatedFromAbove) for op in tops) else [body]
    )
    for part in parts:
        while _merge_in(part):
            pass


def _merge_in(part: Operation | Region) -> bool:
    """One walk of `part` merging what `merge_duplicate_ownerships` says;
    whether anything changed.  Only the results of ops with regions, and
    the arguments of their blocks, are set by edges."""
    merged = False
    for op in ops_in(part):
        if not op.regions:
            continue
        merged |= _merge_equally_set(op.results)
        for region in op.regions:
            for block in region.blocks:
                merged |= _merge_equally_set(block.args)
    return merged


def _merge_equally_set(values: Sequence[SSAValue]) -> bool:
    """Merges as `merge_duplicate_ownerships` says among `values`, set
    together; whether anything changed.  Their edges are read once, and
    again after a merge (which may change what they forward)."""
    merged = False
    first_of: dict[tuple[tuple[Operation, SSAValue | bool], ...], SSAValue] = {}
    edges_of_group: list[Edge] | None = None
    read = False
    for value in values:
        if value.type != i1 or not value.uses:
            continue
        if not read:
            edges_of_group, read = group_edges(value), True
        if (edges := _setting_edges(value, edges_of_group)) is None:
            continue
        if (known := _inductive_constant(value, [v for _, v in edges])) is not None:
            _replace_by_constant(value, known)
            merged, read = True, False
            continue
        passed = tuple((source, _value_of(v)) for source, v in edges)
        earlier = first_of.setdefault(passed, value)
        if earlier is not value:
            value.replace_all_uses_with(earlier)
            merged, read = True, False
    return merged


def _replace_by_constant(value: SSAValue, known: bool) -> None:
    """Uses of `value`, always `known`, take a constant defined with it."""
    constant = bool_constant(known)
    if isinstance(value, OpResult):
        Rewriter.insert_op(constant, InsertPoint.after(value.op))
    else:
        assert isinstance(value, BlockArgument)
        Rewriter.insert_op(constant, InsertPoint.at_start(value.block))
    value.replace_all_uses_with(constant.result)


def _setting_edges(
    value: SSAValue, edges_of_group: list[Edge] | None
) -> list[tuple[Operation, SSAValue]] | None:
    """(source, forwarded value) of each edge setting `value`, None if some
    edge is unknown; `edges_of_group` are the edges setting the values set
    with it (`group_edges`)."""
    if edges_of_group is not None and all(value in e.forwarded for e in edges_of_group):
        return [(e.source, e.forwarded[value]) for e in edges_of_group]
    if isinstance(value, OpResult) and is_isolated_region_op(value.op):
        exits = [
            op
            for block in value.op.regions[0].blocks
            if (op := block.last_op) is not None
            and get_interface(op, RegionBranchTerminatorOpInterface) is not None
        ]
        if all(len(op.operands) == len(value.op.results) for op in exits):
            return [(op, op.operands[value.index]) for op in exits]
    return None


def _inductive_constant(value: SSAValue, forwarded: Sequence[SSAValue]) -> bool | None:
    """The constant `value` always is, when one edge sets it to that
    constant and every edge does so whenever `value` already was it: by
    induction over the edges taken (a loop-carried ownership that starts
    `false` and is only ever `x and itself`)."""
    for candidate in {
        known for v in forwarded if (known := constant_bool(v)) is not None
    }:
        if all(evaluate(v, {value: candidate}) is candidate for v in forwarded):
            return candidate
    return None


def _value_of(value: SSAValue) -> SSAValue | bool:
    """A constant `i1` as its value (two constants of one value are equal)."""
    known = constant_bool(value)
    return value if known is None else known
