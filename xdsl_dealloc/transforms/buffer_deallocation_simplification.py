"""`buffer-deallocation-simplification`: cheaper `bufferization.dealloc`s from
static aliasing facts (seed 000).

Semantics relied upon (seed 004, and the runtime lowering): `dealloc (m_0..)
if (c_0..) retain (r_0..)` frees `m_i` iff `c_i` holds and `m_i` aliases no
retained value and no earlier `m_k` (k < i), and returns per retained `r_j`
the disjunction of the `c_i` whose `m_i` aliases `r_j`.  Every rewrite below
keeps exactly that behaviour, given the answers of `BufferOriginAnalysis`:

* `DropNonAliasingRetained`: a retained value that never aliases any memref of
  the list protects nothing and owns nothing: dropped, its result `false`.
* `ResolveOwnership`: a retained value's result is known statically when every
  memref either must or never alias it (the disjunction of the must-aliasing
  memrefs' conditions), or when a must-aliasing memref's condition is `true`.
* `DropMemrefsAliasingRetained`: a memref that must alias a retained value is
  never freed; it is removed when its condition can be accounted for
  statically: or-ed into the results of the retained values it must alias,
  while it never aliases the others (or their results are unused).
* `SplitIndependentMemrefs`: the memrefs are split into groups that never alias
  across groups, one dealloc per group with the whole retained list, results
  combined by `arith.ori`.  MLIR only splits off single memrefs; groups also
  separate e.g. two pairs of possibly aliasing arguments.
* `RetainMustAliasingMemref`: a retained value that must alias a memref of the
  list is replaced by that memref (the same allocation), so that the lowering
  compares a pointer with itself, which folds away.

Compared with MLIR's pass, the analysis knows more (callee summaries, the ABI
for external functions, globals, allocations made after a value is defined)
and results are resolved for any statically known aliasing, so the lowering
emits fewer runtime alias checks.  The canonicalization patterns of
`bufferization.dealloc` run in the same greedy rewrite, as in MLIR.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseArrayBase, IntegerAttr, ModuleOp, i1, i32
from xdsl.ir import Operation, SSAValue, Use
from xdsl.irdl import AttrSizedOperandSegments
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import HasCanonicalizationPatternsTrait, IsolatedFromAbove

import xdsl_dealloc.interfaces.impl  # noqa: F401  (registers the built-in models)
from xdsl_dealloc.analysis.buffer_aliasing import AliasResult, BufferOriginAnalysis
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.transforms.canonicalization.dealloc import is_constant_bool


def _bool_constant(value: bool, near: Operation, rewriter: PatternRewriter) -> SSAValue:
    """An `i1` constant visible at `near`: one already at the start of the
    enclosing function's entry block, or a new one put there, so that every
    pattern shares it (xDSL's CSE does not merge constants across blocks)."""
    scope = near.parent_op()
    while scope is not None and not scope.has_trait(IsolatedFromAbove):
        scope = scope.parent_op()
    block = scope.regions[0].blocks.first if scope and scope.regions else None
    block = block or near.parent_block()
    assert block is not None
    for op in block.ops:
        if not isinstance(op, arith.ConstantOp):
            break
        if is_constant_bool(op.result, value):
            return op.result
    constant = arith.ConstantOp(IntegerAttr(int(value), i1))
    rewriter.insert(constant, InsertPoint.at_start(block))
    return constant.result


class _Disjunction:
    """Builds `a or b or ...` after a dealloc op, folding constants on the way."""

    def __init__(self, rewriter: PatternRewriter, after: Operation) -> None:
        self.rewriter = rewriter
        self.after = after
        self.point = InsertPoint.after(after)
        self.created: set[Operation] = set()

    def is_outside(self, use: Use) -> bool:
        """Whether `use` is not by an op this builder made."""
        return use.operation not in self.created

    def of(self, values: Sequence[SSAValue]) -> SSAValue:
        terms: list[SSAValue] = []
        for value in values:
            if is_constant_bool(value, True):
                return value
            if not is_constant_bool(value, False) and value not in terms:
                terms.append(value)
        if not terms:
            return _bool_constant(False, self.after, self.rewriter)
        result = terms[0]
        for term in terms[1:]:
            either = arith.OrIOp(result, term)
            self.created.add(either)
            self.rewriter.insert(either, self.point)
            self.point = InsertPoint.after(either)
            result = either.result
        return result


def _set_operands(
    op: DeallocOp,
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    retained: Sequence[SSAValue],
    rewriter: PatternRewriter,
) -> None:
    """Changes the operands of `op` in place (its results stay): much cheaper
    than building a new op, as MLIR's `modifyOpInPlace`."""
    assert len(retained) == len(op.retained)
    op.operands = (*memrefs, *conditions, *retained)
    op.properties[AttrSizedOperandSegments.attribute_name] = DenseArrayBase.from_list(
        i32, (len(memrefs), len(conditions), len(retained))
    )
    rewriter.notify_op_modified(op)


@dataclass(frozen=True)
class _Dealloc:
    """The operands of a dealloc, and how its memrefs alias its retained values
    (`relation[i][j]` for memref `i` and retained value `j`)."""

    memrefs: tuple[SSAValue, ...]
    conditions: tuple[SSAValue, ...]
    retained: tuple[SSAValue, ...]
    relation: tuple[tuple[AliasResult, ...], ...]


class DeallocAliasing:
    """The analysis the patterns share, and the facts about the dealloc they
    are looking at: the walker tries every pattern on one op in turn, so the
    last op's facts are kept until its operands change."""

    def __init__(self, analysis: BufferOriginAnalysis) -> None:
        self.analysis = analysis
        self._last: tuple[DeallocOp, tuple[SSAValue, ...], _Dealloc] | None = None

    def of(self, op: DeallocOp) -> _Dealloc:
        operands = tuple(op.operands)
        if self._last is not None:
            last_op, last_operands, facts = self._last
            if last_op is op and last_operands == operands:
                return facts
        memrefs, retained = tuple(op.memrefs), tuple(op.retained)
        facts = _Dealloc(
            memrefs,
            tuple(op.conditions),
            retained,
            tuple(tuple(self.analysis.alias(m, r) for r in retained) for m in memrefs),
        )
        self._last = (op, operands, facts)
        return facts


@dataclass
class DropNonAliasingRetained(RewritePattern):
    """Drops retained values that never alias any memref of the list."""

    aliasing: DeallocAliasing

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter, /):
        facts = self.aliasing.of(op)
        kept = [
            j
            for j in range(len(facts.retained))
            if any(row[j] is not AliasResult.NEVER for row in facts.relation)
        ]
        if len(kept) == len(facts.retained):
            return
        new_op = DeallocOp(
            facts.memrefs,
            facts.conditions,
            [facts.retained[j] for j in kept],
            op.attributes.copy(),
        )
        rewriter.insert(new_op, InsertPoint.before(op))
        new_position = {j: position for position, j in enumerate(kept)}
        results: list[SSAValue | None] = []
        for j, result in enumerate(op.updated_conditions):
            if j in new_position:
                results.append(new_op.updated_conditions[new_position[j]])
            elif result.uses:
                results.append(_bool_constant(False, new_op, rewriter))
            else:
                results.append(None)
        rewriter.replace(op, (), results)


@dataclass
class ResolveOwnership(RewritePattern):
    """Replaces the results that aliasing facts determine statically."""

    aliasing: DeallocAliasing

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter, /):
        facts = self.aliasing.of(op)
        disjunction = _Disjunction(rewriter, op)
        for j, result in enumerate(op.updated_conditions):
            if not result.uses:
                continue
            column = [row[j] for row in facts.relation]
            must = [
                condition
                for condition, alias in zip(facts.conditions, column, strict=True)
                if alias is AliasResult.MUST
            ]
            if not must:
                # All-NEVER is DropNonAliasingRetained's job.
                continue
            if any(is_constant_bool(condition, True) for condition in must):
                value = next(c for c in must if is_constant_bool(c, True))
            elif AliasResult.MAY in column:
                continue
            else:
                value = disjunction.of(must)
            rewriter.replace_all_uses_with(result, value)


@dataclass
class DropMemrefsAliasingRetained(RewritePattern):
    """Removes memrefs that must alias a retained value (so they are never
    freed) once their contribution to the results is known statically."""

    aliasing: DeallocAliasing

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter, /):
        facts = self.aliasing.of(op)
        used = [bool(result.uses) for result in op.updated_conditions]
        kept: list[int] = []
        contributions: list[list[SSAValue]] = [[] for _ in facts.retained]
        for i, row in enumerate(facts.relation):
            droppable = AliasResult.MUST in row and not any(
                alias is AliasResult.MAY and used[j] for j, alias in enumerate(row)
            )
            if not droppable:
                kept.append(i)
                continue
            for j, alias in enumerate(row):
                if alias is AliasResult.MUST and used[j]:
                    contributions[j].append(facts.conditions[i])
        if len(kept) == len(facts.memrefs):
            return
        results = list(op.updated_conditions)
        _set_operands(
            op,
            [facts.memrefs[i] for i in kept],
            [facts.conditions[i] for i in kept],
            facts.retained,
            rewriter,
        )
        disjunction = _Disjunction(rewriter, op)
        for j, result in enumerate(results):
            if used[j] and contributions[j]:
                either = disjunction.of([result, *contributions[j]])
                rewriter.replace_uses_with_if(result, either, disjunction.is_outside)


@dataclass
class RetainMustAliasingMemref(RewritePattern):
    """Retains the first memref of the list that must alias a retained value
    instead of that value: the same allocation, so the same semantics, and a
    lowering that compares the memref's pointer with itself folds the check.
    """

    aliasing: DeallocAliasing

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter, /):
        facts = self.aliasing.of(op)
        retained = [
            next(
                (
                    memref_value
                    for memref_value, row in zip(
                        facts.memrefs, facts.relation, strict=True
                    )
                    if row[j] is AliasResult.MUST
                ),
                value,
            )
            for j, value in enumerate(facts.retained)
        ]
        if tuple(retained) == facts.retained:
            return
        _set_operands(op, facts.memrefs, facts.conditions, retained, rewriter)


@dataclass
class SplitIndependentMemrefs(RewritePattern):
    """One dealloc per group of memrefs that may alias each other."""

    aliasing: DeallocAliasing

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter, /):
        facts = self.aliasing.of(op)
        groups = self._groups(facts.memrefs)
        if len(groups) < 2:
            return
        new_ops = [
            DeallocOp(
                [facts.memrefs[i] for i in group],
                [facts.conditions[i] for i in group],
                facts.retained,
                op.attributes.copy(),
            )
            for group in groups
        ]
        rewriter.insert(new_ops, InsertPoint.before(op))
        disjunction = _Disjunction(rewriter, new_ops[-1])
        results: list[SSAValue | None] = []
        for j, result in enumerate(op.updated_conditions):
            if not result.uses:
                results.append(None)
                continue
            parts = [new_op.updated_conditions[j] for new_op in new_ops]
            results.append(disjunction.of(parts))
        rewriter.replace(op, (), results)

    def _groups(self, memrefs: tuple[SSAValue, ...]) -> list[list[int]]:
        """Connected components of "may or must alias", in list order."""
        leader = list(range(len(memrefs)))

        def find(i: int) -> int:
            while leader[i] != i:
                leader[i] = leader[leader[i]]
                i = leader[i]
            return i

        alias = self.aliasing.analysis.alias
        for i in range(len(memrefs)):
            for k in range(i):
                if find(i) == find(k):
                    continue
                if alias(memrefs[i], memrefs[k]) is not AliasResult.NEVER:
                    leader[find(i)] = find(k)
        groups: dict[int, list[int]] = {}
        for i in range(len(memrefs)):
            groups.setdefault(find(i), []).append(i)
        return list(groups.values())


def simplification_patterns(
    analysis: BufferOriginAnalysis,
) -> tuple[RewritePattern, ...]:
    """The analysis-based patterns, then `bufferization.dealloc`'s
    canonicalization patterns (so the simplified ops are cleaned up)."""
    canonicalization = DeallocOp.get_trait(HasCanonicalizationPatternsTrait)
    aliasing = DeallocAliasing(analysis)
    return (
        *(
            ()
            if canonicalization is None
            else canonicalization.get_canonicalization_patterns()
        ),
        DropNonAliasingRetained(aliasing),
        ResolveOwnership(aliasing),
        DropMemrefsAliasingRetained(aliasing),
        SplitIndependentMemrefs(aliasing),
        RetainMustAliasingMemref(aliasing),
    )


@dataclass(frozen=True)
class BufferDeallocationSimplificationPass(ModulePass):
    """Simplifies `bufferization.dealloc` ops using a buffer aliasing analysis."""

    name = "buffer-deallocation-simplification"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = simplification_patterns(BufferOriginAnalysis())
        PatternRewriteWalker(
            GreedyRewritePatternApplier(list(patterns), ctx=ctx, folding_enabled=True)
        ).rewrite_module(op)
