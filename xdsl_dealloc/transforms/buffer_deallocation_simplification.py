"""`buffer-deallocation-simplification`: cheaper `bufferization.dealloc`s from
static aliasing facts (MLIR's ownership-based buffer deallocation documentation).

Semantics relied upon (MLIR's `bufferization` dialect documentation, and the
runtime lowering): `dealloc (m_0..)
if (c_0..) retain (r_0..)` frees `m_i` iff `c_i` holds and `m_i` aliases no
retained value and no earlier `m_k` (k < i), and returns per retained `r_j`
the disjunction of the `c_i` whose `m_i` aliases `r_j`.  Every rewrite below
keeps exactly that behaviour, given the answers of `BufferOriginAnalysis`:

* `RemoveRetainedMemrefsGuaranteedToNotAlias`: a retained value that never
  aliases any memref of the list protects nothing and owns nothing: dropped,
  its result `false`.
* `RetainedMemrefAliasingAlwaysDeallocatedMemref`: a retained value's result
  is known statically when every memref either must or never alias it (the
  disjunction of the must-aliasing memrefs' conditions), or when a
  must-aliasing memref's condition is `true`.
* `RemoveDeallocMemrefsContainedInRetained`: a memref that must alias a
  retained value is never freed; it is removed when its condition can be
  accounted for statically: or-ed into the results of the retained values it must alias,
  while it never aliases the others (or their results are unused).  Retained
  values that no remaining memref may alias go in the same rewrite, and so
  does what `DecideAliasingBySelects` makes of the dealloc left, when that
  pattern is the next to apply to it.
* `DecideAliasingBySelects`: when the only undecided aliasing comes from
  `arith.select`s of memrefs whose cases the analysis decides, the answers are
  boolean formulas over the select conditions: the dealloc becomes one
  single-memref dealloc per memref, with no pointer comparison at all.
* `SplitDeallocWhenNotAliasingAnyOther`: otherwise, the memrefs are split
  into groups that never alias across groups, one dealloc per group with the
  whole retained list, results combined by `arith.ori`.  MLIR only splits off single memrefs;
  groups also separate e.g. two pairs of possibly aliasing arguments.
* `RetainMustAliasingMemref`: a retained value that must alias a memref of the
  list is replaced by that memref (the same allocation), so that the lowering
  compares a pointer with itself, which folds away.

The patterns named as MLIR's (`Remove...`, `RetainedMemref...`,
`SplitDeallocWhenNotAliasingAnyOther`) extend the MLIR patterns of those
names.  Compared with MLIR's pass, the analysis knows more (callee summaries, the ABI
for external functions, globals, allocations made after a value is defined)
and results are resolved for any statically known aliasing, so the lowering
emits fewer runtime alias checks.  The canonicalization patterns of
`bufferization.dealloc` run in the same greedy rewrite, as in MLIR.

For example, a fresh allocation never aliases an argument, so

```mlir
%m = memref.alloc() : memref<2xf32>
%0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%arg : memref<2xf32>)
return %arg, %0 : memref<2xf32>, i1
```

becomes (the retained value is dropped, its result `false`; the dealloc
left, of an allocation nothing else uses, then goes with the allocation):

```mlir
%0 = arith.constant false
func.return %arg, %0 : memref<2xf32>, i1
```
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.arith import Arith
from xdsl.dialects.builtin import ModuleOp, i1
from xdsl.folder import Folder
from xdsl.ir import Attribute, Operation, OpResult, Region, SSAValue, Use
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriterListener,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import HasCanonicalizationPatternsTrait

from xdsl_dealloc.analysis.buffer_aliasing import AliasResult, BufferOriginAnalysis
from xdsl_dealloc.analysis.conditioned_origins import ConditionedAliasing
from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.interfaces.view_like import ViewFlowOpInterface, view_root
from xdsl_dealloc.ir.ancestors import is_nested_in
from xdsl_dealloc.ir.booleans import (
    BooleanBuilder,
    boolean_op,
    constant_bool,
    is_constant_bool,
    negated_operand,
    shared_bool_constant,
)
from xdsl_dealloc.ir.rebuild import SEGMENTS, build_op, insert_built, segment_sizes
from xdsl_dealloc.transforms.canonicalization.dealloc import (
    DeallocGroups,
    DeallocPattern,
    base_buffer_source,
    erase_dead_definitions,
    replace_dealloc_operands,
)
from xdsl_dealloc.transforms.canonicalization.known_conditions import (
    FoldConditionsKnownOnPath,
    may_have_deciding_conditions,
)
from xdsl_dealloc.transforms.sweep_canonicalize import CanonicalizeOp
from xdsl_dealloc.transforms.worklist_walker import WorklistWalker


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
        terms = _terms(values)
        if not isinstance(terms, list):
            return terms
        if not terms:
            return shared_bool_constant(False, self.after, self.rewriter)
        return self._chain(terms[0], terms[1:])

    def of_first(self, first: SSAValue, values: Sequence[SSAValue]) -> SSAValue:
        """`of([first, *values])` for a `first` that `of` would take as it
        is: what `of` builds for a value `first` later replaces."""
        terms = _terms(values)
        if not isinstance(terms, list):
            return terms
        return self._chain(first, terms)

    def _chain(self, result: SSAValue, terms: Sequence[SSAValue]) -> SSAValue:
        for term in terms:
            either = boolean_op(arith.OrIOp, result, term)
            self.created.add(either)
            insert_built(self.rewriter, (either,), self.point)
            self.point = InsertPoint.after(either)
            result = either.results[0]
        return result


def _new_dealloc(
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    retained: Sequence[SSAValue],
    attributes: Mapping[str, Attribute] | None = None,
) -> DeallocOp:
    """`DeallocOp(memrefs, conditions, retained, attributes)`, built field by
    field (`build_op`): the same op, without `Operation.__init__`'s generic
    steps."""
    return build_op(
        DeallocOp,
        (*memrefs, *conditions, *retained),
        (i1,) * len(retained),
        {SEGMENTS: segment_sizes(len(memrefs), len(conditions), len(retained))},
        attributes,
    )


def _terms(values: Sequence[SSAValue]) -> SSAValue | list[SSAValue]:
    """The first of `values` that is the constant `true`, else the others
    that are not the constant `false`, each once."""
    terms: list[SSAValue] = []
    for value in values:
        if is_constant_bool(value, True):
            return value
        if not is_constant_bool(value, False) and value not in terms:
            terms.append(value)
    return terms


class _Dealloc:
    """The operands of a dealloc, and how its memrefs alias its retained
    values: `alias(i, j)` for memref `i` and retained value `j`, on the runs
    where memref `i`'s condition holds.

    The plain analysis answers MUST and NEVER for good (the conditions only
    rule out sharing), so a conditioned query is asked only for a MAY, and
    only when a pattern's decision depends on it: questions about several
    cells look at those answered without a query first."""

    def __init__(
        self,
        groups: tuple[tuple[SSAValue, ...], tuple[SSAValue, ...], tuple[SSAValue, ...]],
        conditioned: ConditionedAliasing,
    ) -> None:
        self.memrefs, self.conditions, self.retained = groups
        self._conditioned = conditioned
        plain = conditioned.analysis.alias
        retained = self.retained
        self.plain = tuple(
            [tuple([plain(m, r) for r in retained]) for m in self.memrefs]
        )
        self._refined: dict[tuple[int, int], AliasResult] = {}
        self._memref_pairs: list[tuple[int, int]] | None = None

    def memref_pairs(self) -> list[tuple[int, int]]:
        """The pairs `(i, k)`, `k < i`, of memrefs that the plain analysis
        does not rule out sharing a buffer (every other pair never does)."""
        if self._memref_pairs is None:
            self._memref_pairs = self._conditioned.analysis.possibly_aliasing_pairs(
                self.memrefs
            )
        return self._memref_pairs

    def alias(self, i: int, j: int) -> AliasResult:
        answer = self.plain[i][j]
        if answer is not AliasResult.MAY:
            return answer
        if (known := self._refined.get((i, j))) is None:
            known = self._refined[i, j] = self._conditioned.alias(
                self.memrefs[i], self.conditions[i], self.retained[j]
            )
        return known

    def any_alias(
        self, cells: Iterable[tuple[int, int]], *answers: AliasResult
    ) -> bool:
        """Whether `alias` is one of `answers` for any of `cells`."""
        # What `alias` would answer is read in place where no query is
        # needed (most cells, asked for with each pattern).
        pending: list[tuple[int, int]] = []
        plain = self.plain
        refined = self._refined
        for i, j in cells:
            answer = plain[i][j]
            if answer is AliasResult.MAY:
                known = refined.get((i, j))
                if known is None:
                    if constant_bool(self.conditions[i]) is None:
                        pending.append((i, j))
                        continue
                    known = self.alias(i, j)
                answer = known
            if answer in answers:
                return True
        return any(self.alias(i, j) in answers for i, j in pending)

    def row(self, i: int) -> list[tuple[int, int]]:
        return [(i, j) for j in range(len(self.retained))]

    def column(self, j: int) -> list[tuple[int, int]]:
        return [(i, j) for i in range(len(self.memrefs))]


class DeallocAliasing:
    """The analysis the patterns share, and the facts about the dealloc they
    are looking at: the walker tries every pattern on one op in turn, so the
    last op's facts are kept until its operands change.  The walker tells
    `modified` of every op a rewrite changes or removes."""

    def __init__(self, analysis: BufferOriginAnalysis) -> None:
        self.analysis = analysis
        self.conditioned = ConditionedAliasing(analysis)
        self._last: tuple[DeallocOp, object, _Dealloc] | None = None
        self._choices: dict[SSAValue, _Choice | None] = {}
        self._choices_generation = self.conditioned.generation
        self._undecided: tuple[DeallocOp, object, int] | None = None
        self.settled: Callable[[DeallocOp], None] = lambda op: None
        """Told of a dealloc a rewrite built that no pattern would change:
        the walker, which queued it, need not visit it."""

    def of(self, op: DeallocOp, groups: DeallocGroups) -> _Dealloc:
        """The facts of `op`, whose operand groups are `groups`."""
        # The op keeps its operand groups until its operands change.
        if self._last is not None:
            last_op, last_groups, facts = self._last
            if last_op is op and last_groups is groups:
                return facts
        facts = _Dealloc(groups, self.conditioned)
        self._last = (op, groups, facts)
        return facts

    def modified(self, op: Operation) -> None:
        # Rewrites may have made flags formulas that were opaque results.
        self.conditioned.modified(op)

    def undecided(self, op: DeallocOp, groups: DeallocGroups) -> None:
        """`DecideAliasingBySelects` found `op`, of operand groups `groups`,
        undecided."""
        self._undecided = (op, groups, self.conditioned.generation)

    def known_undecided(self, op: DeallocOp, groups: DeallocGroups) -> bool:
        """Whether `undecided` was told of `op` with the same operand groups,
        and nothing it read from the IR changed since: it is undecided still."""
        if (undecided := self._undecided) is None:
            return False
        undecided_op, undecided_groups, generation = undecided
        return (
            undecided_op is op
            and undecided_groups is groups
            and generation == self.conditioned.generation
        )

    def choice_behind(self, value: SSAValue) -> _Choice | None:
        """`_choice_behind`, remembered while what it read stays."""
        if self._choices_generation != self.conditioned.generation:
            self._choices.clear()
            self._choices_generation = self.conditioned.generation
        # One lookup (a value hashes in Python) where a choice is known.
        choice = self._choices.get(value, _NOT_CHOSEN)
        if choice is _NOT_CHOSEN:
            choice = self._choices[value] = _choice_behind(value, self.conditioned)
        return choice


class _AliasingPattern(DeallocPattern):
    """A dealloc pattern that reads the module's aliasing facts (a plain
    class: a dataclass's generated methods cost more to create at import
    than this pattern's users ever need).  A dealloc's results, its only
    ones, are its `updated_conditions`: the patterns read them as
    `op.results`, a stored tuple, where the IRDL accessor decodes the
    op's definition at each read."""

    def __init__(self, aliasing: DeallocAliasing) -> None:
        self.aliasing = aliasing

    def settle(self, op: DeallocOp) -> None:
        """Spares the walker's visit of `op`, a dealloc just built from the
        one visited, freeing some of its memrefs under the same conditions,
        when `op` frees one memref and retains nothing: the visit would
        find nothing to do unless `UseWholeBuffers` applies.  (The
        canonicalizations and the path folding found nothing in those
        memrefs and conditions on this visit; the other patterns need more
        memrefs or retained values.)  A later change of `op`'s operands
        queues it again."""
        memrefs, _, retained = op.operand_groups()
        if (
            len(memrefs) == 1
            and not retained
            and _whole_source(self.aliasing.analysis, memrefs[0]) is None
        ):
            self.aliasing.settled(op)


class RemoveRetainedMemrefsGuaranteedToNotAlias(_AliasingPattern):
    """Drops retained values that never alias any memref of the list."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        if not groups[2]:
            return  # no retained value
        facts = self.aliasing.of(op, groups)
        kept = [
            j
            for j in range(len(facts.retained))
            if facts.any_alias(facts.column(j), AliasResult.MAY, AliasResult.MUST)
        ]
        if len(kept) == len(facts.retained):
            return
        self.settle(
            _replace_retaining(op, facts.memrefs, facts.conditions, kept, rewriter)
        )


class RetainedMemrefAliasingAlwaysDeallocatedMemref(_AliasingPattern):
    """Replaces the results that aliasing facts determine statically."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        if not groups[2]:
            return  # no retained value
        facts = self.aliasing.of(op, groups)
        disjunction = _Disjunction(rewriter, op)
        for j, result in enumerate(op.results):
            if result.first_use is None:
                continue
            must = [
                condition
                for condition, row in zip(facts.conditions, facts.plain, strict=True)
                if row[j] is AliasResult.MUST
            ]
            if not must:
                # All-NEVER is RemoveRetainedMemrefsGuaranteedToNotAlias's job.
                continue
            if any(is_constant_bool(condition, True) for condition in must):
                value = next(c for c in must if is_constant_bool(c, True))
            elif facts.any_alias(facts.column(j), AliasResult.MAY):
                continue
            else:
                value = disjunction.of(must)
            rewriter.replace_all_uses_with(result, value)


class RemoveDeallocMemrefsContainedInRetained(_AliasingPattern):
    """Removes memrefs that must alias a retained value (so they are never
    freed) once their contribution to the results is known statically."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        if not groups[2]:
            return  # no retained value
        facts = self.aliasing.of(op, groups)
        used = [result.first_use is not None for result in op.results]
        kept: list[int] = []
        contributions: list[list[SSAValue]] = [[] for _ in facts.retained]
        for i, row in enumerate(facts.plain):
            if not _contained_in_retained(facts, i, used):
                kept.append(i)
                continue
            for j, alias in enumerate(row):
                if alias is AliasResult.MUST and used[j]:
                    contributions[j].append(facts.conditions[i])
        if len(kept) == len(facts.memrefs):
            return
        old_operands = tuple(op.operands)
        if not kept:
            # Nothing left to free: each result is its contributions alone
            # (what `EraseEmptyDealloc` would leave), and the op goes.
            disjunction = _Disjunction(rewriter, op)
            rewriter.replace(
                op,
                (),
                [
                    disjunction.of(contributions[j]) if used[j] else None
                    for j in range(len(facts.retained))
                ],
            )
            erase_dead_definitions(old_operands, rewriter)
            return
        # The retained values the kept memrefs never alias go too (what
        # `RemoveRetainedMemrefsGuaranteedToNotAlias` would do next), in the
        # same rewrite.
        still = [
            j
            for j in range(len(facts.retained))
            if facts.any_alias(
                ((i, j) for i in kept), AliasResult.MAY, AliasResult.MUST
            )
        ]
        memrefs = [facts.memrefs[i] for i in kept]
        conditions = [facts.conditions[i] for i in kept]
        if len(still) < len(facts.retained):
            if not self._decide_remaining(
                op, (memrefs, conditions, still), used, contributions, rewriter
            ):
                self.settle(
                    _replace_retaining(
                        op, memrefs, conditions, still, rewriter, contributions
                    )
                )
            erase_dead_definitions(old_operands, rewriter)
            return
        results = list(op.results)
        op.set_operand_groups(memrefs, conditions, facts.retained)
        rewriter.notify_op_modified(op)
        disjunction = _Disjunction(rewriter, op)
        for j, result in enumerate(results):
            if used[j] and contributions[j]:
                either = disjunction.of([result, *contributions[j]])
                rewriter.replace_uses_with_if(result, either, disjunction.is_outside)
        erase_dead_definitions(old_operands, rewriter)
        self._decide_modified(op, rewriter)

    def _decide_modified(self, op: DeallocOp, rewriter: PatternRewriter) -> None:
        """What `DecideAliasingBySelects` makes of `op`, changed in place,
        when the walker's next visit of `op` would come to that pattern and
        it applies, without that visit."""
        facts = self.aliasing.of(op, op.operand_groups())
        used = [result.first_use is not None for result in op.results]
        if not _next_is_decide_by_selects(facts, used):
            return
        results = _decide_by_selects(facts, _Formula(self.aliasing, op, rewriter), used)
        if results is None:
            # The next visit need not ask again.
            self.aliasing.undecided(op, op.operand_groups())
            return
        old_operands = tuple(op.operands)
        rewriter.replace(op, (), results)
        erase_dead_definitions(old_operands, rewriter)

    def _decide_remaining(
        self,
        op: DeallocOp,
        remaining: tuple[list[SSAValue], list[SSAValue], list[int]],
        used: Sequence[bool],
        contributions: Sequence[Sequence[SSAValue]],
        rewriter: PatternRewriter,
    ) -> bool:
        """Replaces `op` by what `DecideAliasingBySelects` makes of the
        dealloc `_replace_retaining` would leave (its `remaining` memrefs,
        conditions and positions of retained values), when the walker's
        next visit of that dealloc would come to that pattern and it
        applies: the same ops, without building, visiting and erasing the
        dealloc in between.  Returns whether it did; builds nothing if not."""
        memrefs, conditions, still = remaining
        if len(memrefs) == 1 and not still:
            return False  # no question to decide
        retained = tuple(op.operand_groups()[2][j] for j in still)
        facts = _Dealloc(
            (tuple(memrefs), tuple(conditions), retained), self.aliasing.conditioned
        )
        # A result of that dealloc is used unless its or-ed contributions
        # already hold (`_Disjunction.of` then leaves it out).
        remaining_used = [
            used[j] and not any(is_constant_bool(c, True) for c in contributions[j])
            for j in still
        ]
        if not _next_is_decide_by_selects(facts, remaining_used):
            return False
        formula = _Formula(self.aliasing, op, rewriter)
        owned = _decide_by_selects(facts, formula, remaining_used)
        if owned is None:
            return False
        position = {j: k for k, j in enumerate(still)}
        disjunction = _Disjunction(rewriter, op)
        results: list[SSAValue | None] = []
        for j, result in enumerate(op.results):
            if result.first_use is None:
                results.append(None)
                continue
            own = owned[position[j]] if j in position else None
            if own is None:
                results.append(disjunction.of(contributions[j]))
            else:
                results.append(disjunction.of_first(own, contributions[j]))
        rewriter.replace(op, (), results)
        return True


def _next_is_decide_by_selects(facts: _Dealloc, used: Sequence[bool]) -> bool:
    """Whether `DecideAliasingBySelects` is the first pattern to try after
    `RemoveDeallocMemrefsContainedInRetained` removed memrefs from a dealloc,
    leaving `facts` and results `used`: of the patterns before it, only
    removing memrefs (its results' uses may have changed) and resolving
    results statically can apply (the canonicalization's, the path folding
    and dropping retained values left the operands it kept)."""
    return (
        not any(
            _contained_in_retained(facts, i, used) for i in range(len(facts.memrefs))
        )
        and not _resolves_results(facts, used)
        and _decidable_by_selects(facts)
    )


def _contained_in_retained(facts: _Dealloc, i: int, used: Sequence[bool]) -> bool:
    """Whether `RemoveDeallocMemrefsContainedInRetained` drops memref `i`: it
    must alias a retained value, and may alias none whose result is `used`
    without must aliasing it."""
    return AliasResult.MUST in facts.plain[i] and not facts.any_alias(
        (cell for cell in facts.row(i) if used[cell[1]]), AliasResult.MAY
    )


def _resolves_results(facts: _Dealloc, used: Sequence[bool]) -> bool:
    """Whether `RetainedMemrefAliasingAlwaysDeallocatedMemref` resolves a
    result of a dealloc of `facts` whose results are `used`."""
    for j in range(len(facts.retained)):
        if not used[j]:
            continue
        must = [
            condition
            for condition, row in zip(facts.conditions, facts.plain, strict=True)
            if row[j] is AliasResult.MUST
        ]
        if must and (
            any(is_constant_bool(condition, True) for condition in must)
            or not facts.any_alias(facts.column(j), AliasResult.MAY)
        ):
            return True
    return False


def _replace_retaining(
    op: DeallocOp,
    memrefs: Sequence[SSAValue],
    conditions: Sequence[SSAValue],
    kept: Sequence[int],
    rewriter: PatternRewriter,
    contributions: Sequence[Sequence[SSAValue]] | None = None,
) -> DeallocOp:
    """Replaces `op` by a dealloc of `memrefs` under `conditions` that
    retains only its retained values at the positions `kept`, and returns
    it.  Each used result becomes the new op's (for a kept value) or-ed
    with that retained value's `contributions`, if any: `false` when there
    is neither."""
    retained = op.operand_groups()[2]
    new_op = _new_dealloc(
        memrefs, conditions, [retained[j] for j in kept], op.attributes
    )
    insert_built(rewriter, (new_op,), InsertPoint.before(op))
    position = {j: k for k, j in enumerate(kept)}
    disjunction = _Disjunction(rewriter, new_op)
    results: list[SSAValue | None] = []
    for j, result in enumerate(op.results):
        if result.first_use is None:
            results.append(None)
            continue
        own = [new_op.results[position[j]]] if j in position else []
        extra = contributions[j] if contributions is not None else ()
        results.append(disjunction.of([*own, *extra]))
    rewriter.replace(op, (), results)
    return new_op


class UseWholeBuffers(_AliasingPattern):
    """Frees a memref the analysis proves is always a whole allocated buffer
    (an iteration argument carrying allocations, say) itself rather than its
    `extract_strided_metadata` base buffer, which then dies: the same
    buffer, one op less (like `SkipExtractMetadataOfAllocation` for values
    that are not allocation results)."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        old_memrefs, conditions, _ = groups
        analysis = self.aliasing.analysis
        memrefs = [_whole_source(analysis, m) or m for m in old_memrefs]
        replace_dealloc_operands(op, memrefs, conditions, rewriter)


def _whole_source(analysis: BufferOriginAnalysis, value: SSAValue) -> SSAValue | None:
    """The memref `value` is the base buffer of, when that memref is always a
    whole allocated buffer (`UseWholeBuffers` frees it instead)."""
    source = base_buffer_source(value)
    if source is not None and analysis.is_whole_buffer(source):
        return source
    return None


class RetainMustAliasingMemref(_AliasingPattern):
    """Retains the first memref of the list that must alias a retained value
    instead of that value: the same allocation, so the same semantics, and a
    lowering that compares the memref's pointer with itself folds the check.
    """

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        if not groups[2]:
            return  # no retained value
        facts = self.aliasing.of(op, groups)
        retained = [
            next(
                (
                    memref_value
                    for memref_value, row in zip(
                        facts.memrefs, facts.plain, strict=True
                    )
                    if row[j] is AliasResult.MUST
                ),
                value,
            )
            for j, value in enumerate(facts.retained)
        ]
        if tuple(retained) == facts.retained:
            return
        old_operands = tuple(op.operands)
        op.set_operand_groups(facts.memrefs, facts.conditions, retained)
        rewriter.notify_op_modified(op)
        erase_dead_definitions(old_operands, rewriter)


class SplitDeallocWhenNotAliasingAnyOther(_AliasingPattern):
    """One dealloc per group of memrefs that may alias each other."""

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        if len(groups[0]) < 2:
            return  # nothing to split
        facts = self.aliasing.of(op, groups)
        components = self._groups(facts)
        if len(components) < 2:
            return
        new_ops = [
            _new_dealloc(
                [facts.memrefs[i] for i in component],
                [facts.conditions[i] for i in component],
                facts.retained,
                op.attributes,
            )
            for component in components
        ]
        insert_built(rewriter, new_ops, InsertPoint.before(op))
        disjunction = _Disjunction(rewriter, new_ops[-1])
        results: list[SSAValue | None] = []
        for j, result in enumerate(op.results):
            if result.first_use is None:
                results.append(None)
                continue
            parts = [new_op.results[j] for new_op in new_ops]
            results.append(disjunction.of(parts))
        rewriter.replace(op, (), results)

    def _groups(self, facts: _Dealloc) -> list[list[int]]:
        """Connected components of "may or must alias where both conditions
        hold", in list order."""
        memrefs, conditions = facts.memrefs, facts.conditions
        leader = list(range(len(memrefs)))

        def find(i: int) -> int:
            while leader[i] != i:
                leader[i] = leader[leader[i]]
                i = leader[i]
            return i

        conditioned = self.aliasing.conditioned

        def needs_query(pair: tuple[int, int]) -> bool:
            i, k = pair
            return conditioned.analysis.alias(
                memrefs[i], memrefs[k]
            ) is AliasResult.MAY and (
                constant_bool(conditions[i]) is None
                or constant_bool(conditions[k]) is None
            )

        # Pairs answered without a query first: a pair they join needs none.
        for i, k in sorted(facts.memref_pairs(), key=needs_query):
            if find(i) == find(k):
                continue
            answer = conditioned.alias(
                memrefs[i], conditions[i], memrefs[k], conditions[k]
            )
            if answer is not AliasResult.NEVER:
                leader[find(i)] = find(k)
        groups: dict[int, list[int]] = {}
        for i in range(len(memrefs)):
            groups.setdefault(find(i), []).append(i)
        return list(groups.values())


_Decision = bool | tuple[SSAValue, "_Decision", "_Decision"]
"""Whether two memrefs share a buffer: known, or `(condition, if true, if
false)` for a select of memrefs."""


class _Formula(BooleanBuilder):
    """Decides whether two memrefs share a buffer from the conditions of the
    selects they come from, and builds those answers as `i1` values before a
    dealloc; a pair the analysis leaves undecided beyond selects is None.
    Deciding builds nothing, so a pattern that gives up changes nothing."""

    MAX_DEPTH = 4

    def __init__(
        self, aliasing: DeallocAliasing, op: DeallocOp, rewriter: PatternRewriter
    ) -> None:
        self.aliasing = aliasing
        self.analysis = aliasing.analysis
        self.op = op
        self.rewriter = rewriter
        self.created: set[Operation] = set()
        self._constants: dict[bool, SSAValue] = {}
        self._point: InsertPoint | None = None

    @property
    def point(self) -> InsertPoint:
        """Before `op`, where the formulas and deallocs go (built once)."""
        if self._point is None:
            self._point = InsertPoint.before(self.op)
        return self._point

    def decide(
        self,
        lhs: SSAValue,
        rhs: SSAValue,
        depth: int = 0,
        known: AliasResult | None = None,
    ) -> _Decision | None:
        """`known`: what the caller knows of the pair beyond the analysis."""
        answer = self.analysis.alias(lhs, rhs) if known is None else known
        if answer is not AliasResult.MAY:
            return answer is AliasResult.MUST
        if depth >= self.MAX_DEPTH:
            return None
        for value, other, swap in ((rhs, lhs, False), (lhs, rhs, True)):
            choice = self.aliasing.choice_behind(value)
            if choice is None:
                continue
            condition, *chosen = choice
            if not self.analysis.properly_dominates(condition, self.op):
                # Chosen inside a region (a select in a branch of an if):
                # the condition is not there to build the answer from.
                continue
            cases: list[_Decision] = []
            for case in chosen:
                pair = (other, case) if swap else (case, other)
                decided = self.decide(*pair, depth=depth + 1)
                if decided is None:
                    break
                cases.append(decided)
            else:
                if cases[0] == cases[1] and isinstance(cases[0], bool):
                    return cases[0]
                return (condition, cases[0], cases[1])
        return None

    def build(self, decision: _Decision) -> SSAValue:
        if isinstance(decision, bool):
            return self.constant(decision)
        cond, then, other = decision
        return self.select(cond, self.build(then), self.build(other))

    def constant(self, value: bool) -> SSAValue:
        # Each cell of a dealloc's decisions asks; the function's shared
        # constant is looked up once per formula.
        if (known := self._constants.get(value)) is None:
            known = self._constants[value] = shared_bool_constant(
                value, self.op, self.rewriter
            )
        return known

    def insert(self, op: Operation) -> SSAValue:
        insert_built(self.rewriter, (op,), self.point)
        self.created.add(op)
        return op.results[0]

    def select(self, cond: SSAValue, then: SSAValue, other: SSAValue) -> SSAValue:
        """A case known to be `false` makes the select an `and`, which folds
        further where a select could not."""
        if then is not other and not is_constant_bool(then, True):
            if is_constant_bool(then, False):
                return self.and_(self.not_(cond), other)
            if is_constant_bool(other, False):
                return self.and_(cond, then)
        return super().select(cond, then, other)

    def not_(self, value: SSAValue) -> SSAValue:
        """Undoes a negation this formula built."""
        negated = negated_operand(value)
        if negated is not None and value.owner in self.created:
            return negated
        return super().not_(value)


_Choice = tuple[SSAValue, SSAValue, SSAValue]

_NOT_CHOSEN = cast(_Choice, ())
"""Marks a value `DeallocAliasing.choice_behind` has not looked behind."""


def _choice_behind(value: SSAValue, conditioned: ConditionedAliasing) -> _Choice | None:
    """`(condition, if true, if false)` when the buffer of `value` (or of
    what it is a view of) is one of two values, chosen by a boolean: a
    select (`facts_on_flow`), or a result of an op like `scf.if` whose two
    ways of setting it are taken on opposite values of one condition
    (`facts_on_entry`), which is defined before the op.  The chosen values
    may be defined in the op's regions, and so may conditions of choices
    behind them."""
    root = view_root(value)
    if not isinstance(root, OpResult):
        return None
    owner = root.op
    if (flow := get_interface(owner, ViewFlowOpInterface)) is not None:
        conditioned.read(owner)
        cases = flow.sources_of(owner, root)
    else:
        if (edges := conditioned.edges(root)) is None:
            return None
        cases = [(edge.forwarded[root], edge.facts) for edge in edges]
    if len(cases) != 2:
        return None
    (first, first_facts), (second, second_facts) = cases
    for condition, holds in first_facts.items():
        if second_facts.get(condition) is (not holds):
            return (condition, first, second) if holds else (condition, second, first)
    return None


class DecideAliasingBySelects(_AliasingPattern):
    """A dealloc whose every aliasing question (memref against retained value,
    memref against earlier memref) is decided by the conditions of selects
    the memrefs come from needs no pointer comparison at all: it becomes one
    single-memref dealloc per memref under the condition its semantics give,
    and its results become those conditions' formulas.

    `dealloc (%s) if (%c) retain (%a)` with `%s = select %p, %a, %b` and
    distinct allocations `%a`, `%b` frees `%s` iff `%c and not %p` and owns
    `%a` iff `%c and %p`.  MLIR compares the two pointers at run time.

    A memref is freed when its condition holds, it is not retained, and no
    earlier memref of the same buffer has its condition: each buffer is
    freed once if any of its names is owned (the intended semantics, which
    the canonicalization's merging of duplicates also assumes).
    """

    def rewrite(
        self, op: DeallocOp, groups: DeallocGroups, rewriter: PatternRewriter
    ) -> None:
        memrefs, _, retained = groups
        if not memrefs or (len(memrefs) == 1 and not retained):
            return  # no question to decide
        if self.aliasing.known_undecided(op, groups):
            return
        facts = self.aliasing.of(op, groups)
        if not _decidable_by_selects(facts):
            return
        formula = _Formula(self.aliasing, op, rewriter)
        results = _decide_by_selects(
            facts, formula, [result.first_use is not None for result in op.results]
        )
        if results is None:
            return
        old_operands = tuple(op.operands)
        rewriter.replace(op, (), results)
        erase_dead_definitions(old_operands, rewriter)


def _decidable_by_selects(facts: _Dealloc) -> bool:
    """Whether `DecideAliasingBySelects` has a question to decide: not a
    single memref whose aliasing with the retained values is known."""
    return len(facts.memrefs) != 1 or facts.any_alias(facts.row(0), AliasResult.MAY)


def _decide_by_selects(
    facts: _Dealloc, formula: _Formula, used: Sequence[bool]
) -> list[SSAValue | None] | None:
    """`DecideAliasingBySelects` for a dealloc of `facts` at `formula.op`:
    the single-memref deallocs, inserted before it, and the formula of
    each of its `used` results (None for the others), or None, building
    nothing, if some question is not decided by selects."""
    with_retained_decided: list[list[_Decision]] = []
    for index, memref_value in enumerate(facts.memrefs):
        row: list[_Decision] = []
        for j, value in enumerate(facts.retained):
            decided = formula.decide(memref_value, value, known=facts.alias(index, j))
            if decided is None:
                return None
            row.append(decided)
        with_retained_decided.append(row)
    # Only the pairs the analysis does not rule out can share a buffer:
    # a long list of distinct allocations asks about none.
    with_earlier_decided: list[list[tuple[int, _Decision]]] = [
        [] for _ in facts.memrefs
    ]
    for index, earlier in facts.memref_pairs():
        decided = formula.decide(
            facts.memrefs[index],
            facts.memrefs[earlier],
            known=formula.aliasing.conditioned.alias(
                facts.memrefs[index],
                facts.conditions[index],
                facts.memrefs[earlier],
                facts.conditions[earlier],
            ),
        )
        if decided is None:
            return None
        if decided is not False:
            with_earlier_decided[index].append((earlier, decided))
    with_retained = [[formula.build(d) for d in row] for row in with_retained_decided]
    with_earlier = [
        [(earlier, formula.build(d)) for earlier, d in row]
        for row in with_earlier_decided
    ]
    new_ops: list[DeallocOp] = []
    for index, (memref_value, condition) in enumerate(
        zip(facts.memrefs, facts.conditions, strict=True)
    ):
        # Freed unless retained, and by the first memref of its buffer
        # whose condition holds (the dealloc's intended semantics, which
        # also frees where the lowering's "any earlier alias" would leak).
        free_it = condition
        for aliased in with_retained[index]:
            free_it = formula.and_(free_it, formula.not_(aliased))
        for earlier, aliased in with_earlier[index]:
            taken = formula.and_(aliased, facts.conditions[earlier])
            free_it = formula.and_(free_it, formula.not_(taken))
        new_ops.append(_new_dealloc([memref_value], [free_it], []))
    insert_built(formula.rewriter, new_ops, formula.point)
    results: list[SSAValue | None] = []
    for j, is_used in enumerate(used):
        owned = formula.constant(False)
        if is_used:
            for index, condition in enumerate(facts.conditions):
                contribution = formula.and_(condition, with_retained[index][j])
                owned = formula.or_(owned, contribution)
        results.append(owned if is_used else None)
    return results


def simplification_patterns(
    aliasing: DeallocAliasing,
) -> tuple[RewritePattern, ...]:
    """`bufferization.dealloc`'s canonicalization patterns, the path
    folding, then the analysis-based patterns."""
    canonicalization = DeallocOp.get_trait(HasCanonicalizationPatternsTrait)
    return (
        *(
            ()
            if canonicalization is None
            else canonicalization.get_canonicalization_patterns()
        ),
        FoldConditionsKnownOnPath(),
        RemoveRetainedMemrefsGuaranteedToNotAlias(aliasing),
        # Before RetainedMemrefAliasingAlwaysDeallocatedMemref: dropping the memrefs that must alias a
        # retained value also settles the results they alone decide, in one
        # rewrite instead of two (`dealloc (%a) if (%c) retain (%a)`).
        RemoveDeallocMemrefsContainedInRetained(aliasing),
        RetainedMemrefAliasingAlwaysDeallocatedMemref(aliasing),
        # Before the split: a dealloc decided whole becomes its final
        # single-memref deallocs in one rewrite rather than after a split
        # and a decision per part.
        DecideAliasingBySelects(aliasing),
        SplitDeallocWhenNotAliasingAnyOther(aliasing),
        RetainMustAliasingMemref(aliasing),
        UseWholeBuffers(aliasing),
    )


class BufferDeallocationSimplificationPass(ModulePass):
    """Simplifies `bufferization.dealloc` ops using a buffer aliasing analysis."""

    name = "buffer-deallocation-simplification"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        simplify_deallocations(op, ctx, BufferOriginAnalysis())


def simplify_deallocations(
    module: ModuleOp, ctx: Context, analysis: BufferOriginAnalysis
) -> list[DeallocOp]:
    """The pass, with the caller's analysis: the simplification makes and
    removes no memref a live one depends on, so the analysis still holds
    for the IR it leaves.  Returns the deallocs of `module` after it, in no
    particular order (a caller visiting them need not walk the module)."""
    ctx = _with_arith(ctx)
    aliasing = DeallocAliasing(analysis)
    walker = _DeallocWalker(
        _DeallocsOrOthers(
            simplification_patterns(aliasing),
            # Other ops the rewrites change: branches and ifs whose
            # conditions may now be decided on their path, and the
            # boolean ops the rewrites leave dead or foldable.
            CanonicalizeOp(
                Folder(ctx),
                patterns_of=lambda op_class: (
                    (FoldConditionsKnownOnPath(),)
                    if may_have_deciding_conditions(op_class)
                    else ()
                ),
            ),
        ),
        listener=PatternRewriterListener(
            operation_modification_handler=[aliasing.modified],
            operation_removal_handler=[aliasing.modified],
        ),
        analysis=analysis,
    )
    aliasing.settled = walker.unqueue
    walker.rewrite_module(module)
    return walker.deallocs_in(module)


class _DeallocsOrOthers(RewritePattern):
    """Offers a dealloc to the first of `dealloc_patterns` that rewrites it,
    and every other op to `others`: most ops the walker visits are not
    deallocs, and need not be offered to every dealloc pattern; a dealloc
    has no folder, and is dead only when it has nothing to free, which
    `EraseEmptyDealloc` handles.  A dealloc a pattern changed in place is
    offered again (one rewrite, a result resolved statically, say, can
    enable another), as `CanonicalizeOp` does for the other ops."""

    def __init__(
        self, dealloc_patterns: Sequence[RewritePattern], others: RewritePattern
    ) -> None:
        self.dealloc_patterns = dealloc_patterns
        self.others = others
        # A `DeallocPattern` is given the operand groups read once per visit.
        self._rewrites = tuple(
            pattern.rewrite
            if isinstance(pattern, DeallocPattern)
            else _ignoring_groups(pattern)
            for pattern in dealloc_patterns
        )
        # Most visits are of deallocs retaining nothing, which the patterns
        # about retained values would only check and leave.
        self._rewrites_retaining_nothing = tuple(
            rewrite
            for pattern, rewrite in zip(dealloc_patterns, self._rewrites, strict=True)
            if not isinstance(pattern, _RETAINED_VALUE_PATTERNS)
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        # Exact classes, which narrow without `cast` (a Python call).
        if type(op) is not DeallocOp:
            self.others.match_and_rewrite(op, rewriter)
            return
        dealloc = op
        groups = dealloc.operand_groups()
        for rewrite in (
            self._rewrites if groups[2] else self._rewrites_retaining_nothing
        ):
            rewrite(dealloc, groups, rewriter)
            if rewriter.has_done_action:
                if op.parent is not None:
                    rewriter.notify_op_modified(op)
                return


_RETAINED_VALUE_PATTERNS = (
    RemoveRetainedMemrefsGuaranteedToNotAlias,
    RetainedMemrefAliasingAlwaysDeallocatedMemref,
    RemoveDeallocMemrefsContainedInRetained,
    RetainMustAliasingMemref,
)
"""The patterns that change nothing in a dealloc that retains nothing."""


def _ignoring_groups(
    pattern: RewritePattern,
) -> Callable[[DeallocOp, DeallocGroups, PatternRewriter], None]:
    def rewrite(op: DeallocOp, _: DeallocGroups, rewriter: PatternRewriter) -> None:
        pattern.match_and_rewrite(op, rewriter)

    return rewrite


def _with_arith(ctx: Context) -> Context:
    """`ctx`, or a copy of it that can materialize the `arith` constants the
    folds of the boolean ops produce (a pass run with a bare `Context()`)."""
    if ctx.get_optional_dialect(Arith.name) is not None:
        return ctx
    ctx = ctx.clone()
    ctx.load_dialect(Arith)
    return ctx


@dataclass
class _DeallocWalker(WorklistWalker):
    """Starts from the deallocs only: the patterns match deallocs, and the
    ops the patterns create or change (a branch whose condition was a
    dealloc's result, say) are queued by the walker as usual.
    Offering every op of the module to the patterns (and the folder) costs
    more than the rewrites themselves.  The walk finding the deallocs also
    notes the calls of each function for `analysis` (the simplification
    adds no call).  The deallocs it found and those the rewrites insert are
    kept (`deallocs_in`), each held, so that no id is reused."""

    analysis: BufferOriginAnalysis = field(kw_only=True)
    _deallocs: dict[int, DeallocOp] = field(default_factory=dict[int, DeallocOp])

    def initial_ops(self, region: Region) -> None:
        found = self.analysis.ops_noting_calls(region, DeallocOp)
        self._deallocs.update((id(dealloc), dealloc) for dealloc in found)
        for dealloc in reversed(found):
            self.queue(dealloc)

    def after_insertion(self, op: Operation) -> None:
        if type(op) is DeallocOp:
            self._deallocs[id(op)] = op

    def deallocs_in(self, root: Operation) -> list[DeallocOp]:
        """The deallocs in `root` now: of those the sweep started from and
        those inserted since (every rewrite inserts through the rewriter,
        whose listener tells `after_insertion`), the ones still there."""
        return [op for op in self._deallocs.values() if is_nested_in(op, root)]

    def unqueue(self, op: Operation) -> None:
        """Takes `op` off the worklist (a visit that would change nothing)."""
        self._worklist.remove(op)

    def rewrite_region(self, region: Region) -> bool:
        # One sweep is enough: a rewrite changes one dealloc, and the walker
        # queues the ops it creates or changes; no memref's origins change.
        return self.sweep(region)
