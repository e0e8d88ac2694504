"""Block arguments every incoming edge passes the same value to.

MLIR's canonicalizer replaces such an argument by that value (its region
simplification drops redundant block arguments); xDSL 0.74's does not.  The
deallocation pass forwards an ownership flag next to every buffer it passes
to a block, and when every edge forwards an owned buffer, the flag is the
function's one `true` on every edge: the guarded copy before a return, a
conditional free, then fold away.  The argument is then dropped, with the
operand every edge passes to it, when all those branches can drop successor
operands (`BranchOpInterface.erase_successor_operand`: `cf.br`,
`cf.cond_br` and `cf.switch` can); otherwise it stays, unused.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.values import defining_op


class ForwardArgumentsAllEdgesAgreeOn(RewritePattern):
    """On a branch: each argument of a successor block that every edge into
    the block (all described by `BranchOpInterface`) passes the same value
    defined outside the block to is replaced by that value, and dropped."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        for successor in op.successors:
            if not successor.args:
                continue
            incoming = _incoming_operands(successor)
            if incoming is None:
                continue
            for argument in reversed(successor.args):
                value = _single_incoming_value(successor, argument, incoming)
                if value is None:
                    continue
                if argument.first_use is not None:
                    rewriter.replace_all_uses_with(argument, value)
                _drop_argument(successor, argument, rewriter)
                # The edges' operands changed.
                if (incoming := _incoming_operands(successor)) is None:
                    break


def _drop_argument(
    block: Block, argument: BlockArgument, rewriter: PatternRewriter
) -> None:
    """Drops the unused `argument` and the operands the edges pass to it, if
    every branch into `block` can."""
    edges = [
        (use.operation, use.index, get_interface(use.operation, BranchOpInterface))
        for use in block.uses
    ]
    if not all(
        branch is not None and branch.can_erase_successor_operands(terminator)
        for terminator, _, branch in edges
    ):
        return
    for terminator, index, branch in edges:
        assert branch is not None
        operands = branch.successor_operands(terminator, index)
        position = argument.index - (len(block.args) - len(operands))
        branch.erase_successor_operand(terminator, index, position)
        rewriter.notify_op_modified(terminator)
    rewriter.erase_block_argument(argument)


def _incoming_operands(block: Block) -> list[Sequence[SSAValue]] | None:
    """What each edge into `block` passes to it; None if an edge is not a
    `BranchOpInterface` branch."""
    # Following the use list's links: this is asked at every visit of a
    # branch into a block with arguments.
    incoming: list[Sequence[SSAValue]] = []
    use = block.first_use
    while use is not None:
        terminator = use.operation
        branch = get_interface(terminator, BranchOpInterface)
        if branch is None:
            return None
        incoming.append(branch.successor_operands(terminator, use.index))
        use = use._next_use  # pyright: ignore[reportPrivateUsage]
    return incoming


def _single_incoming_value(
    block: Block, argument: BlockArgument, incoming: list[Sequence[SSAValue]]
) -> SSAValue | None:
    """The value all edges into `block` (passing `incoming`) pass to
    `argument`, if it is one, and it is defined outside `block` (so it
    dominates it: each edge's source is reached only through the value's
    definition)."""
    value: SSAValue | None = None
    # Leading arguments not fed by operands are produced by the branch.
    from_end = len(block.args) - argument.index
    for operands in incoming:
        position = len(operands) - from_end
        if position < 0:
            return None
        passed = operands[position]
        if value is None:
            value = passed
        elif passed is not value:
            return None
    if value is None or value.owner is block:
        return None
    if (owner := defining_op(value)) is not None and owner.parent is block:
        return None
    return value
