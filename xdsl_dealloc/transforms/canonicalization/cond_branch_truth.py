"""`cf.cond_br`'s truth propagation, in time linear in the function.

In a successor block that only the branch reaches, the branch's condition
is known: `true` in the true successor, `false` in the other, and the uses
of the condition by that block's own ops become constants (MLIR's
`CondBranchTruthPropagation`, and xDSL's).  Both look for those uses among
all uses of the condition: when one condition steers thousands of branches
(an argument of a long function), each visit of a branch reads all of
them, and a canonicalization sweep is quadratic.  Here the uses and the
block's ops are read side by side, so a visit costs the shorter of the two.
"""

from __future__ import annotations

from xdsl.dialects import arith, cf
from xdsl.dialects.builtin import BoolAttr
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint


def uses_in_block(value: SSAValue, block: Block) -> list[tuple[Operation, int]]:
    """The `(op, operand index)` of each use of `value` by an op of `block`
    itself (not nested in one), reading the value's uses and the block's ops
    side by side until either ends."""
    # Following the links (xDSL's use and op iterators are generators, which
    # cost more than a step): this is asked at every visit of a branch.
    from_uses: list[tuple[Operation, int]] = []
    from_ops: list[tuple[Operation, int]] = []
    use = value.first_use
    op = block.first_op
    while True:
        if use is None:
            return from_uses
        user = use.operation
        if user.parent is block:
            from_uses.append((user, use.index))
        use = use._next_use  # pyright: ignore[reportPrivateUsage]
        if op is None:
            return from_ops
        for index, operand in enumerate(op._operands):  # pyright: ignore[reportPrivateUsage]
            if operand is value:
                from_ops.append((op, index))
        op = op._next_op  # pyright: ignore[reportPrivateUsage]


class CondBranchTruthPropagation(RewritePattern):
    """Replaces the condition by a constant in successors it decides."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self, op: cf.ConditionalBranchOp, rewriter: PatternRewriter, /
    ):
        # Positional: xDSL's named accessors cost several times as much.
        condition = op._operands[0]  # pyright: ignore[reportPrivateUsage]
        if condition.has_one_use():
            return  # used by the branch alone
        then_block, else_block = op.successors
        for block, value in ((then_block, True), (else_block, False)):
            if not block.has_one_use():
                continue  # other branches lead there too
            uses = uses_in_block(condition, block)
            if not uses:
                continue
            constant = arith.ConstantOp(BoolAttr.from_bool(value))
            rewriter.insert(constant, InsertPoint.before(op))
            for user, index in uses:
                user.operands[index] = constant.result
                rewriter.handle_operation_modification(user)
            rewriter.has_done_action = True
