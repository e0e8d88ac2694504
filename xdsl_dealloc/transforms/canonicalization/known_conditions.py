"""Folds conditions that the branches taken on the way to an op decide.

The deallocation pass passes ownership across a `cf.cond_br` as a formula of
the branch condition (`%owned = not %c` on the edge taken when `%c` is false).
On that edge the formula is a constant, so the guarded copy of a returned
buffer (`scf.if %owned`) or a dealloc's condition there can be decided
statically.  MLIR's canonicalizer does not look along paths either.

Across a `cf.switch` the pass passes ownership as a formula of the
comparisons of the flag with the case values (`%owned = not (%flag == 0)`
on the default edge); `FoldSwitchOperandsKnownOnEdge` folds it on each
edge (`BranchOpInterface.facts_on_edge`), and when every edge into a block
passes `true`, the argument and what it guards fold away.  (A `cf.cond_br`
to one block is rewritten into a select before it gets there.)
"""

from __future__ import annotations

from xdsl.dialects import arith, cf
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from xdsl_dealloc.analysis.path_conditions import evaluate, known_conditions
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
)
from xdsl_dealloc.interfaces.registry import get_class_interface, get_interface
from xdsl_dealloc.ir.booleans import is_i1, shared_bool_constant


def deciding_conditions(op: Operation) -> set[SSAValue]:
    """The operands of `op` that decide where control goes or what is freed:
    a dealloc's conditions, and the values the control-flow interfaces name
    as known on `op`'s edges or in its regions."""
    if type(op) is DeallocOp:
        return set(op.operand_groups()[1])
    conditions: set[SSAValue] = set()
    if (branching := get_interface(op, RegionBranchOpInterface)) is not None:
        for region in op.regions:
            conditions.update(branching.facts_on_entry(op, region))
    if (branch := get_interface(op, BranchOpInterface)) is not None:
        for index in range(len(op.successors)):
            conditions.update(branch.facts_on_edge(op, index))
    return conditions


class FoldConditionsKnownOnPath(RewritePattern):
    """Replaces a deciding condition of an op by a constant when the branches
    taken on every path to the op decide its value."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        conditions = [
            value
            for value in deciding_conditions(op)
            if type(value.owner) is not arith.ConstantOp
        ]
        if not conditions:
            return
        facts = known_conditions(op)
        if not facts:
            return
        replacements: dict[SSAValue, SSAValue] = {}
        for value in conditions:
            known = evaluate(value, facts)
            if known is not None:
                replacements[value] = shared_bool_constant(known, op, rewriter)
        if not replacements:
            return
        op.operands = [replacements.get(operand, operand) for operand in op.operands]
        rewriter.notify_op_modified(op)


def may_have_deciding_conditions(op_class: type[Operation]) -> bool:
    """Whether `deciding_conditions` can find any for an op of `op_class`."""
    return (
        op_class is DeallocOp
        or get_class_interface(op_class, RegionBranchOpInterface) is not None
        or get_class_interface(op_class, BranchOpInterface) is not None
    )


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
