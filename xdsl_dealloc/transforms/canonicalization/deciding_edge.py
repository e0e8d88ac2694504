"""Moves a conditional block of ops onto the branch edge that decides it.

The deallocation pass frees a buffer that one successor of a branch no longer
needs right before the branch, under the branch's own condition:

    scf.if %c { memref.dealloc %m }
    cf.cond_br %c, ^free_here, ^keep(%m)

When `^free_here` is entered only through that edge, the free can simply be
its first op: it runs exactly when the `scf.if` would have, and the runtime
test goes.  MLIR keeps the `scf.if`.
"""

from __future__ import annotations

from xdsl.dialects import scf
from xdsl.ir import Block, Operation
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from xdsl_dealloc.analysis.path_conditions import evaluate
from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.registry import get_interface


class SinkIntoDecidingEdge(RewritePattern):
    """`scf.if %x { ops }` (no results, nothing in the other branch) right
    before a branch whose every edge decides `%x` moves `ops` to the start of
    the one successor entered exactly when they would run, if that successor
    has no other way in; likewise for ops in the `else` branch.

    The ops run under the same condition as before, only after the branch,
    which has no effects of its own; they still see every value they used,
    since the branch's block dominates its single-entry successor.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IfOp, rewriter: PatternRewriter, /):
        if op.results:
            return
        branch = op.next_op
        if branch is None or branch.next_op is not None:
            return
        interface = get_interface(branch, BranchOpInterface)
        if interface is None:
            return
        body = _only_nonempty_branch(op)
        if body is None:
            return
        block, runs_when = body
        target = _single_edge_where(op, branch, interface, runs_when)
        if target is None:
            return
        ops = list(block.ops)[:-1]
        for moved in ops:
            moved.detach()
        rewriter.insert(ops, InsertPoint.at_start(target))
        rewriter.erase(op)


def _only_nonempty_branch(op: scf.IfOp) -> tuple[Block, bool] | None:
    """The block of the one branch with ops besides its `scf.yield`, and the
    condition's value when it runs."""
    found: tuple[Block, bool] | None = None
    true_region, false_region = op.regions
    for region, runs_when in ((true_region, True), (false_region, False)):
        if not region.blocks:
            continue
        block = region.block
        if block.first_op is block.last_op:
            continue
        if found is not None:
            return None
        found = (block, runs_when)
    return found


def _single_edge_where(
    op: scf.IfOp, branch: Operation, interface: BranchOpInterface, runs_when: bool
) -> Block | None:
    """The successor of the one edge of `branch` on which `op`'s condition is
    `runs_when`, if every edge decides the condition and that successor is
    entered only through that edge."""
    taken: list[int] = []
    (condition,) = op._operands  # pyright: ignore[reportPrivateUsage]
    for index in range(len(branch.successors)):
        value = evaluate(condition, interface.facts_on_edge(branch, index))
        if value is None:
            return None
        if value is runs_when:
            taken.append(index)
    if len(taken) != 1:
        return None
    target = branch.successors[taken[0]]
    source = branch.parent_block()
    if target is source or set(target.predecessors()) != {source}:
        return None
    if sum(successor is target for successor in branch.successors) != 1:
        return None
    return target
