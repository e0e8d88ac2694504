"""Folds the `i1` operands a `cf.switch` passes on an edge that decides them.

The deallocation pass passes a buffer's ownership across a `cf.switch` as
a formula of the comparisons of the flag with the case values (`%owned =
not (%flag == 0)` on the default edge).  On each edge the formula is a
constant (`BranchOpInterface.facts_on_edge`), and when every edge into a
block passes `true`, the argument and what it guards fold away.  (A
`cf.cond_br` to one block is rewritten into a select before it gets
there.)  MLIR's canonicalizer does not look at edge conditions.
"""

from __future__ import annotations

from xdsl.dialects import arith, cf
from xdsl.ir import SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from xdsl_dealloc.analysis.path_conditions import evaluate
from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.booleans import is_i1, shared_bool_constant


class FoldSwitchOperandsKnownOnEdge(RewritePattern):
    """Replaces each `i1` operand a `cf.switch` passes on an edge by a
    constant where the edge's facts (the flag's comparisons it decides)
    decide it."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: cf.SwitchOp, rewriter: PatternRewriter, /):
        # Cheap first: most switches pass no `i1` that is not a constant.
        if not any(_may_fold(value) for value in op.operands[1:]):
            return
        branch = get_interface(op, BranchOpInterface)
        assert branch is not None
        operands = list(op.operands)
        # Each edge's operands follow the flag, default first, in order.
        start = 1
        changed = False
        for index in range(len(op.successors)):
            passed = branch.successor_operands(op, index)
            facts = (
                branch.facts_on_edge(op, index)
                if any(_may_fold(value) for value in passed)
                else {}
            )
            for position, value in enumerate(passed, start):
                if facts and _may_fold(value):
                    known = evaluate(value, facts)
                    if known is not None:
                        operands[position] = shared_bool_constant(known, op, rewriter)
                        changed = True
            start += len(passed)
        if changed:
            op.operands = operands
            rewriter.notify_op_modified(op)


def _may_fold(value: SSAValue) -> bool:
    return is_i1(value.type) and not isinstance(value.owner, arith.ConstantOp)
