"""Region ops whose control flow is known statically, replaced by the one
region that runs, as MLIR's canonicalizer does and xDSL 0.74's does not:
an `scf.index_switch` on a constant, an `scf.while` whose condition is
false on entry, a `memref.alloca_scope` that frees nothing.  (xDSL has the
folds of `scf.if` on a constant, of `scf.for` with zero or one iteration and
of `cf.cond_br` and `cf.switch` on a constant.)
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import i1
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import (
    IsTerminator,
    MemoryEffectKind,
    RecursiveMemoryEffect,
    get_effects,
)
from xdsl.transforms.canonicalization_patterns.scf import replace_op_with_region
from xdsl.transforms.canonicalization_patterns.utils import const_evaluate_operand

from xdsl_dealloc.interfaces.buffer_deallocation import (
    AutomaticAllocationScope,
    AutomaticAllocationScopeResource,
)
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.booleans import constant_bool
from xdsl_dealloc.transforms.canonicalization.arith_folds import compare_integers


class FoldConstantIndexSwitch(RewritePattern):
    """An `scf.index_switch` on a constant, or with no cases, is the region
    it takes."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.IndexSwitchOp, rewriter: PatternRewriter, /):
        region = op.default_region
        if op.case_regions:
            selector = const_evaluate_operand(op.arg)
            if selector is None:
                return
            for case, case_region in zip(
                op.cases.get_values(), op.case_regions, strict=True
            ):
                if case == selector:
                    region = case_region
                    break
        replace_op_with_region(rewriter, op, region)


class FoldWhileFalseOnEntry(RewritePattern):
    """An `scf.while` whose condition is false for its initial values runs
    its `before` region once and leaves with what its `scf.condition`
    forwards.  The condition is evaluated over constants, the initial values
    and `arith.cmpi`, `andi`, `ori`, `xori` of them."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        # By position (its regions, its `arguments` all its operands, the
        # condition's first operand): IRDL's named accessors cost several
        # calls each, at every visit of the loop.
        before = op.regions[0].block
        condition = before.last_op
        if not isinstance(condition, scf.ConditionOp):
            return
        arguments = op.operands[:]
        if _value_on_entry(condition.operands[0], before, arguments) is not False:
            return
        rewriter.inline_block(before, InsertPoint.before(op), arguments)
        rewriter.replace(op, (), condition.args)
        rewriter.erase(condition)


_MAX_DEPTH = 8
"""How deep `_value_on_entry` looks into the ops computing a condition."""


def _value_on_entry(
    value: SSAValue, block: Block, initial: Sequence[SSAValue], depth: int = 0
) -> int | bool | None:
    """The integer (or, for an `i1`, the boolean) `value` has when `block`
    is entered with arguments `initial`, if its definition shows it."""
    if isinstance(value, BlockArgument):
        if value.block is not block:
            return None
        return _constant_on_entry(initial[value.index])
    owner = value.owner
    if isinstance(owner, arith.ConstantOp):
        return _constant_on_entry(value)
    if depth == _MAX_DEPTH or owner.parent is not block:
        return None
    if not isinstance(owner, arith.CmpiOp | arith.AndIOp | arith.OrIOp | arith.XOrIOp):
        return None
    lhs = _value_on_entry(owner.lhs, block, initial, depth + 1)
    rhs = _value_on_entry(owner.rhs, block, initial, depth + 1)
    if lhs is None or rhs is None:
        return None
    if isinstance(owner, arith.CmpiOp):
        return compare_integers(owner, int(lhs), int(rhs))
    if not isinstance(lhs, bool) or not isinstance(rhs, bool):
        return None
    if isinstance(owner, arith.AndIOp):
        return lhs and rhs
    if isinstance(owner, arith.OrIOp):
        return lhs or rhs
    return lhs != rhs


def _constant_on_entry(value: SSAValue) -> int | bool | None:
    if value.type == i1:
        return constant_bool(value)
    return const_evaluate_operand(value)


class InlineAllocaScope(RewritePattern):
    """A `memref.alloca_scope` is inlined into its parent when that frees
    nothing earlier than before: it holds no stack allocation of its own,
    or it is the last op before the terminator of a block of another scope,
    whose end frees them right after (MLIR's rule)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AllocaScopeOp, rewriter: PatternRewriter, /):
        body = op.scope
        if body.first_block is not body.last_block:
            # Several blocks, which MLIR's verifier rejects: inlining needs
            # its one block.
            return
        if _allocates_on_stack(op):
            parent = op.parent_op()
            block = op.parent_block()
            if (
                parent is None
                or block is None
                or get_interface(parent, AutomaticAllocationScope) is None
                or op.next_op is not block.last_op
                or block.parent is None
                or block.parent.first_block is not block.parent.last_block
            ):
                return
        replace_op_with_region(rewriter, op, op.scope)


def _allocates_on_stack(scope: Operation) -> bool:
    """Whether an op in `scope`'s regions, and not in a scope nested in
    them, may allocate on the stack (an op of unknown effects may, but not
    a terminator, which xDSL gives no effects, nor a nested scope, which
    frees its own)."""
    for region in scope.regions:
        for op in region.walk():
            if (
                op.has_trait(RecursiveMemoryEffect)
                or op.has_trait(IsTerminator)
                or get_interface(op, AutomaticAllocationScope) is not None
                or _in_nested_scope(op, scope)
            ):
                continue
            effects = get_effects(op)
            if effects is None or any(
                effect.kind is MemoryEffectKind.ALLOC
                and isinstance(effect.resource, AutomaticAllocationScopeResource)
                for effect in effects
            ):
                return True
    return False


def _in_nested_scope(op: Operation, scope: Operation) -> bool:
    parent = op.parent_op()
    while parent is not None and parent is not scope:
        if get_interface(parent, AutomaticAllocationScope) is not None:
            return True
        parent = parent.parent_op()
    return False


DECIDED_REGION_PATTERNS: dict[type[Operation], tuple[RewritePattern, ...]] = {
    scf.IndexSwitchOp: (FoldConstantIndexSwitch(),),
    scf.WhileOp: (FoldWhileFalseOnEntry(),),
    memref.AllocaScopeOp: (InlineAllocaScope(),),
}
