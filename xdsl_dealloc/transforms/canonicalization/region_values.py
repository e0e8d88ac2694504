"""Values of region-branch ops that every edge sets alike, and results
nothing uses.

MLIR's canonicalizer replaces an `scf.if` result both branches yield the
same value for (its trivial-if folding, with constants uniqued) and a
loop's iteration argument yielded back unchanged by its initial value, and
drops unused `scf.if` and `scf.while` results and `scf.for` iteration
arguments; xDSL 0.74's does none of it.  Here the first works for any op
with `RegionBranchOpInterface`, and unused results go from every such op
whose results only its region terminators set.

The deallocation pass forwards an ownership flag next to every buffer a
region-branch op forwards.  Where no edge passes an owned buffer, the flag
is `false` on every edge, often as `false` constants of different regions:
the frees it guards then go at once instead of being tested at run time,
and the flag with them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from xdsl.dialects import scf
from xdsl.ir import BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from xdsl_dealloc.analysis.edges import (
    Edge,
    region_branch_edges,
    region_exits,
    setting_op,
)
from xdsl_dealloc.interfaces.control_flow import (
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.booleans import constant_bool, shared_bool_constant
from xdsl_dealloc.ir.values import is_defined_in
from xdsl_dealloc.transforms.canonicalization.constants import defined_by_constant
from xdsl_dealloc.transforms.canonicalization.dealloc import erase_dead_definitions


class ForwardValuesAllEdgesAgreeOn(RewritePattern):
    """On a region-branch op: each used result, and each used argument of its
    regions' entry blocks, that every edge sets to one value defined
    outside the op (directly, or through other such values of the op, like
    a loop's iteration argument yielded back unchanged) is replaced by that
    value; `i1` constants of one value count as one value."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if not op.results and not any(
            region.first_block is not None and region.first_block.args
            for region in op.regions
        ):
            # Nothing the edges set (an `scf.if` that only frees, say).
            return
        edges = _OpEdges(op)
        used = [
            value
            for group in (op, *op.regions)
            for value in edges.values_set(group)
            if value.first_use is not None
        ]
        if not used:
            return
        disagreeing = edges.set_by_exits_to_disagree()
        for value in used:
            if id(value) in disagreeing:
                continue
            sources = edges.sources_outside(value)
            if sources is None:
                continue
            replacement = _agreed(sources, op, rewriter)
            if replacement is not None:
                rewriter.replace_all_uses_with(value, replacement)


_Group = Operation | Region
"""Values one edge sets: the op's results (the op), or the entry arguments
of one of its regions."""


class _OpEdges:
    """The edges of one region-branch op, read once per group of values
    they set."""

    def __init__(self, op: Operation) -> None:
        self.op = op
        self._edges: dict[_Group, list[Edge] | None] = {}

    def set_by_exits_to_disagree(self) -> set[int]:
        """The ids of the values of the op some region exit sets to what
        cannot agree (`may_agree`), that two exits set to two values from
        outside the op which are not one (nor constants of one value), that
        an exit sets in a way no interface describes, or that an exit sets
        to one of those: they need no edges read, which costs more than
        looking at what the exits forward."""
        op = self.op
        interface = get_interface(op, RegionBranchOpInterface)
        assert interface is not None
        # By the values' ids (an `SSAValue`'s hash is a Python call); every
        # value keyed is held by the op.
        disagreeing: set[int] = set()
        # What the first exit setting a value sets it to, if not one of the
        # op's own values (those every edge's source is looked through).
        first_source: dict[int, SSAValue] = {}
        # The op's own values an exit sets each value to.
        own_sources: list[tuple[int, int]] = []
        for region in op.regions:
            successors = interface.successors(op, region)
            if not successors:
                continue
            for exit in region_exits(region):
                forwarding = get_interface(exit, RegionBranchTerminatorOpInterface)
                for successor in successors:
                    inputs = successor.inputs
                    operands = (
                        None
                        if forwarding is None
                        else forwarding.successor_operands(exit, successor)
                    )
                    if operands is None or len(operands) != len(inputs):
                        disagreeing.update(map(id, inputs))
                        continue
                    for value, operand in zip(inputs, operands, strict=True):
                        if _set_by(op, operand) is not None:
                            own_sources.append((id(value), id(operand)))
                        elif is_defined_in(operand, op) and not defined_by_constant(
                            operand
                        ):
                            # Not `may_agree` (its last case is the first here).
                            disagreeing.add(id(value))
                        else:
                            first = first_source.setdefault(id(value), operand)
                            if not _may_be_one(first, operand):
                                disagreeing.add(id(value))
        # A value an exit sets to one of these has its sources among its
        # own (`sources_outside`), which cannot agree either.
        grown = True
        while grown and own_sources:
            grown = False
            for value, operand in own_sources:
                if operand in disagreeing and value not in disagreeing:
                    disagreeing.add(value)
                    grown = True
        return disagreeing

    def values_set(self, group: _Group) -> Sequence[SSAValue]:
        if type(group) is not Region:  # not `isinstance`: see `defining_op`
            return cast(Operation, group).results
        block = cast(Region, group).first_block
        return () if block is None else block.args

    def edges(self, group: _Group) -> list[Edge] | None:
        if group not in self._edges:
            region = cast(Region, group) if type(group) is Region else None
            self._edges[group] = region_branch_edges(self.op, region)
        return self._edges[group]

    def sources_outside(self, value: SSAValue) -> list[SSAValue] | None:
        """What the edges setting `value` forward to it from outside the
        op's values, following the op's values they forward; None if an edge
        is not described by an interface or forwards nothing to a value."""
        sources: list[SSAValue] = []
        seen = {value}
        pending = [value]
        while pending:
            current = pending.pop()
            group = _set_by(self.op, current)
            edges = None if group is None else self.edges(group)
            if edges is None:
                return None
            for edge in edges:
                forwarded = edge.forwarded.get(current)
                if forwarded is None:
                    return None
                if _set_by(self.op, forwarded) is None:
                    sources.append(forwarded)
                elif forwarded not in seen:
                    seen.add(forwarded)
                    pending.append(forwarded)
        return sources


def _set_by(op: Operation, value: SSAValue) -> _Group | None:
    """The group of `op`'s values `value` is in, None if it is not one."""
    if setting_op(value) is not op:
        return None
    # Exact classes, as `setting_op` reads them: `isinstance` goes through
    # `ABCMeta` (`SSAValue` is abstract), and this is asked of every value
    # an exit forwards, at every visit of a region op.
    if type(value) is OpResult:
        return op
    return cast(BlockArgument, value).block.parent


def _may_be_one(first: SSAValue, other: SSAValue) -> bool:
    """Whether two sources of a value may leave it one value (`_agreed`):
    the same value, or `i1` constants of one value."""
    if first is other:
        return True
    constant = constant_bool(first)
    return constant is not None and constant_bool(other) is constant


def may_agree(value: SSAValue, op: Operation) -> bool:
    """Whether `value`, forwarded in `op`, may make the edges of `op` agree:
    a constant, a value from outside `op`, or an entry argument of one of
    its regions (a loop's argument yielded back)."""
    return (
        not is_defined_in(value, op)
        or defined_by_constant(value)
        or _set_by(op, value) is not None
    )


def _agreed(
    sources: Sequence[SSAValue], op: Operation, rewriter: PatternRewriter
) -> SSAValue | None:
    """The one value all `sources` are, if it is defined outside `op`; an
    `i1` constant if they are constants of one value."""
    if not sources:
        return None
    first = sources[0]
    if all(source is first for source in sources):
        return None if is_defined_in(first, op) else first
    constant = constant_bool(first)
    if constant is None or any(constant_bool(s) is not constant for s in sources):
        return None
    return shared_bool_constant(constant, op, rewriter)


class RemoveUnusedResults(RewritePattern):
    """Rebuilds a region-branch op whose results only its region terminators
    set, each forwarding all its operands to them (`scf.if`,
    `scf.index_switch`, `scf.execute_region`, `memref.alloca_scope`), without
    the results nothing uses, and its terminators without what they
    forwarded to them.  The deallocation pass gives each such op an
    ownership flag per buffer it forwards; many end up unused."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        kept = [result.index for result in op.results if result.first_use is not None]
        if len(kept) == len(op.results):
            return
        exits = _exits_forwarding_all_operands(op)
        if exits is None:
            return
        dropped: list[SSAValue] = []
        for terminator in exits:
            dropped += _forward_only(terminator, 0, kept, rewriter)
        rebuild_keeping_results(op, list(op.operands), kept, rewriter)
        erase_dead_definitions(dropped, rewriter)


def _exits_forwarding_all_operands(op: Operation) -> list[Operation] | None:
    """The region terminators of `op`, if they alone set its results, each
    forwarding exactly its operands; None otherwise (or when the op's
    results come in segments, which a rebuild would have to recount)."""
    interface = get_interface(op, RegionBranchOpInterface)
    if interface is None or "resultSegmentSizes" in op.properties:
        return None
    if any(
        region.first_block is not None and region.first_block.args
        for region in op.regions
    ):
        return None
    parent = RegionSuccessor.parent(op)
    if any(
        successor.is_parent and interface.entry_operands(op, successor)
        for successor in interface.successors(op, None)
    ):
        return None
    exits: list[Operation] = []
    for region in op.regions:
        for terminator in region_exits(region):
            forwarding = get_interface(terminator, RegionBranchTerminatorOpInterface)
            if forwarding is None or tuple(
                forwarding.successor_operands(terminator, parent)
            ) != tuple(terminator.operands):
                return None
            exits.append(terminator)
    return exits


class RemoveUnusedForIterationArguments(RewritePattern):
    """Rebuilds an `scf.for` without the iteration arguments that neither
    the body nor anything after the loop uses: what the yield passes to
    them goes too."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ForOp, rewriter: PatternRewriter, /):
        # By position: IRDL's named accessors cost several calls each, at
        # every visit of the loop.
        (body_region,) = op.regions
        body = body_region.block
        arguments = body.args[1:]
        kept = [
            index
            for index, (argument, result) in enumerate(
                zip(arguments, op.results, strict=True)
            )
            if argument.first_use is not None or result.first_use is not None
        ]
        if len(kept) == len(op.results):
            return
        terminator = body.last_op
        if terminator is None:
            return
        dropped = _forward_only(terminator, 0, kept, rewriter)
        _erase_arguments_except(arguments, kept, rewriter)
        bounds, iter_args = op.operands[:3], op.operands[3:]
        operands = [*bounds, *(iter_args[index] for index in kept)]
        rebuild_keeping_results(op, operands, kept, rewriter)
        erase_dead_definitions(dropped, rewriter)


class RemoveUnusedWhileResults(RewritePattern):
    """Rebuilds an `scf.while` without the results that neither anything
    after the loop nor its after-region uses (MLIR's `WhileUnusedResult`):
    the `scf.condition` stops forwarding them."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        # By position, as `RemoveUnusedForIterationArguments`.
        before_region, after_region = op.regions
        after = after_region.block
        kept = [
            index
            for index, (result, argument) in enumerate(
                zip(op.results, after.args, strict=True)
            )
            if result.first_use is not None or argument.first_use is not None
        ]
        if len(kept) == len(op.results):
            return
        condition = before_region.block.last_op
        if not isinstance(condition, scf.ConditionOp):
            return
        dropped = _forward_only(condition, 1, kept, rewriter)
        _erase_arguments_except(after.args, kept, rewriter)
        rebuild_keeping_results(op, list(op.operands), kept, rewriter)
        erase_dead_definitions(dropped, rewriter)


class RemoveUnusedWhileArguments(RewritePattern):
    """Rebuilds an `scf.while` without the arguments of its before-region
    that region does not use (MLIR's `WhileRemoveUnusedArgs`): their initial
    values and what the after-region's `scf.yield` passes to them go too."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        # By position, as `RemoveUnusedForIterationArguments`.
        before_region, after_region = op.regions
        before = before_region.block
        kept = [
            index
            for index, argument in enumerate(before.args)
            if argument.first_use is not None
        ]
        if len(kept) == len(before.args):
            return
        yield_op = after_region.block.last_op
        if not isinstance(yield_op, scf.YieldOp):
            return
        dropped = _forward_only(yield_op, 0, kept, rewriter)
        _erase_arguments_except(before.args, kept, rewriter)
        # A copy: `op.operands` is a view of the operands the op has now.
        old_operands = tuple(op.operands)
        op.operands = [old_operands[index] for index in kept]
        rewriter.notify_op_modified(op)
        dropped += [value for i, value in enumerate(old_operands) if i not in kept]
        erase_dead_definitions(dropped, rewriter)


def _erase_arguments_except(
    arguments: Sequence[BlockArgument], kept: Sequence[int], rewriter: PatternRewriter
) -> None:
    """Erases the (unused) `arguments` whose positions are not `kept`."""
    for index in reversed(range(len(arguments))):
        if index not in kept:
            rewriter.erase_block_argument(arguments[index])


def _forward_only(
    terminator: Operation, first: int, kept: Sequence[int], rewriter: PatternRewriter
) -> list[SSAValue]:
    """Keeps only the forwarded operands of `terminator` (those from
    position `first` on) at the positions `kept`; returns the others, whose
    definitions may have died."""
    operands = terminator.operands
    forwarded = operands[first:]
    terminator.operands = [*operands[:first], *(forwarded[i] for i in kept)]
    rewriter.notify_op_modified(terminator)
    return [value for i, value in enumerate(forwarded) if i not in kept]


def rebuild_keeping_results(
    op: Operation,
    operands: Sequence[SSAValue],
    kept: Sequence[int],
    rewriter: PatternRewriter,
) -> None:
    """Replaces `op` by an op of its class with `operands`, its regions,
    properties and attributes, and only its results at the positions `kept`
    (under their names); the others must be unused."""
    new_op = type(op).create(
        operands=operands,
        result_types=[op.results[index].type for index in kept],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=[op.detach_region(region) for region in list(op.regions)],
        location=op.location,
    )
    new_results: list[SSAValue | None] = [None] * len(op.results)
    for index, new in zip(kept, new_op.results, strict=True):
        new.name_hint = op.results[index].name_hint
        new_results[index] = new
    rewriter.replace(op, new_op, new_results)
