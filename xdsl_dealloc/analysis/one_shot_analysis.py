"""One-Shot Bufferize's in-place analysis (seed 001; MLIR's `OneShotAnalysis`).

Tensor values are grouped into alias sets and equivalence sets (union-find).
Tensor operands are decided one at a time, in the order of the analysis
heuristic, and a decision is never revisited: an operand is bufferized in
place (its buffer becomes the buffer of the values it aliases, whose alias
sets are merged) unless that would

* write a buffer that is not writable (a constant, a function argument while
  function boundaries are not bufferized, a `to_tensor` without `writable`),
  or
* create a read-after-write conflict: an in-place write to an alias of a
  value that is read later, by a read that still expects the value before
  the write (its definition precedes the write).

MLIR's exceptions, each checked below where noted: the read happens before
the write (op dominance, unless loops or block cycles make it meaningless),
the read and the write are the same use, they sit in mutually exclusive
regions, the op reads and writes element-wise, matching or disjoint subsets
(`SubsetInsertionOpInterface`), the op's own `is_not_conflicting`, and the
write happening before the read value's definition.

A decision checks only the read and write pairs it brings together: pairs
within an alias set found conflict-free before are not looked at again (the
checks, the models' answers included, depend on the IR and the equivalence
sets alone, which stay as they are while operands are decided).  A chain of
N ops writing one tensor then costs N² checks instead of N³, with the same
decisions and the same conflicts reported.  For the same reason each
alias set's reads and in-place writes are gathered once and joined as
decisions join the sets.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TypeVar

from xdsl.dialects.builtin import ArrayAttr, StringAttr, UnitAttr
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.irdl.dominance import DominanceInfo

from xdsl_dealloc.analysis.walk import ops_in, ops_in_post_order
from xdsl_dealloc.dialects.bufferization import ToTensorOp
from xdsl_dealloc.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    BufferizableOpInterface,
    BufferRelation,
    OpOperand,
    SubsetInsertionOpInterface,
    owner_of,
    region_reaches,
    tensor_operands,
    uses_of,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisHeuristic,
    AnalysisState,
    BufferizationOptions,
)
from xdsl_dealloc.interfaces.control_flow import RegionBranchOpInterface
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.op_order import OpOrder
from xdsl_dealloc.ir.printed_names import printed_names
from xdsl_dealloc.ir.traits import is_isolated_from_above
from xdsl_dealloc.ir.types import is_tensor

IN_PLACE_ATTRIBUTE = "__inplace_operands_attr__"
RESULT_ALIAS_SETS_ATTRIBUTE = "__opresult_alias_set_attr__"
BLOCK_ARGUMENT_ALIAS_SETS_ATTRIBUTE = "__bbarg_alias_set_attr__"


class _UnionFind:
    """Disjoint sets of values.  A set's members are listed as LLVM's
    `EquivalenceClasses` lists them (what `dump-alias-sets` prints): a
    union appends the second value's set to the first's.  A value joins,
    as a set of its own, when first asked about: the sets do not depend on
    the order values join in, so none is added up front.

    The tables are keyed by the values' `id`s (a value's `__hash__` is a
    Python call, made at each lookup); every value added stays alive in
    its set's list of members, so no `id` is reused while it is a key."""

    def __init__(self) -> None:
        self._parent: dict[int, SSAValue] = {}
        self._size: dict[int, int] = {}
        self._first: dict[int, SSAValue] = {}
        self._last: dict[int, SSAValue] = {}
        self._next: dict[int, SSAValue] = {}

    def root(self, value: SSAValue) -> SSAValue:
        key = id(value)
        parents = self._parent
        parent = parents.get(key)
        if parent is None:
            parents[key] = value
            self._size[key] = 1
            self._first[key] = self._last[key] = value
            return value
        if parent is value:
            return value  # most values are their set's root
        while parent is not (above := parents[id(parent)]):
            grandparent = parents[id(above)]
            parents[id(parent)] = grandparent
            parent = grandparent
        parents[key] = parent
        return parent

    def union(self, first: SSAValue, second: SSAValue) -> None:
        first_root, second_root = self.root(first), self.root(second)
        if first_root is second_root:
            return
        first_key, second_key = id(first_root), id(second_root)
        self._next[id(self._last[first_key])] = self._first[second_key]
        head, tail = self._first[first_key], self._last[second_key]
        if self._size[first_key] < self._size[second_key]:
            first_root, second_root = second_root, first_root
            first_key, second_key = second_key, first_key
        self._parent[second_key] = first_root
        self._size[first_key] += self._size.pop(second_key)
        self._first[first_key], self._last[first_key] = head, tail
        del self._first[second_key], self._last[second_key]

    def members(self, value: SSAValue) -> list[SSAValue]:
        member: SSAValue | None = self._first[id(self.root(value))]
        found: list[SSAValue] = []
        following = self._next
        while member is not None:
            found.append(member)
            member = following.get(id(member))
        return found

    def same(self, first: SSAValue, second: SSAValue) -> bool:
        return self.root(first) is self.root(second)


class OneShotAnalysisState(AnalysisState):
    """The analysis's decisions: which operands are in place, and the alias
    and equivalence sets they imply."""

    def __init__(self, root: Operation, options: BufferizationOptions) -> None:
        super().__init__(options)
        self.root = root
        self._aliases = _UnionFind()
        self._equivalents = _UnionFind()
        self._in_place: set[OpOperand] = set()
        self._flows_into: dict[SSAValue, list[SSAValue]] = {}
        self._flows_from: dict[SSAValue, list[SSAValue]] = {}
        """The in-place decisions as directed edges, from an operand's value
        to the values that take its buffer: a buffer written through a
        value is the buffer of a value it is reached from."""
        self._undefined_uses: set[OpOperand] = set()
        self._definitions: dict[OpOperand, list[SSAValue]] = {}
        self._dominance: dict[Region, DominanceInfo] = {}
        self._op_order: OpOrder | None = None
        """The order of ops in their blocks while `analyze` runs (which
        moves no op): the conflict checks compare pairs of ops of long
        blocks, which `is_before_in_block` walks."""
        self._positions: dict[Operation, int] = {}
        self._conflict_free_sets: set[SSAValue] = set()
        """Roots of the alias sets whose reads and in-place writes the
        analysis has checked pairwise and found free of conflicts: pairs
        within one such set need no second look (the check depends only on
        the IR and the equivalence sets, which do not change while
        operands are decided), so a decision checks only the pairs it
        brings together, and a chain of N writes costs N² checks, not N³."""
        self._writes_leaving_parallel_region: dict[OpOperand, bool] = {}
        self._parallel_regions = True
        """Whether the ops analysed, or ops around them, have a parallel
        region: without one, no write leaves a parallel region."""
        self._answers: _ModelAnswers | None = None
        """The models' answers while operands are decided: they depend on
        the IR and the equivalence sets only, which stay as they are
        meanwhile, and each decision asks them for every use of the alias
        sets it joins."""
        self._set_facts: _AliasSetFacts | None = None
        """While operands are decided, the reads and in-place writes of
        each alias set, by its root: each decision asks for those of the
        sets it would join, which change only when a decision joins them."""
        self._conflict_counter = 0
        self._non_writable_counter = 0
        self._quiet = False
        self._may_flow_from: dict[SSAValue, list[SSAValue]] | None = None
        """While operands are decided, every aliasing of an operand's value
        by a value, decided in place or not, in reverse: the buffers a value
        may get are those of values it may flow from, whatever the
        decisions."""
        self._sources: dict[SSAValue, frozenset[SSAValue] | None] = {}
        for op in ops_in_post_order(root):
            model = self.model(op)
            if model is None or not _may_require_in_place(type(model)):
                continue
            for operand in tensor_operands(op):
                if model.must_bufferize_in_place(op, operand, self):
                    self.bufferize_in_place(operand)

    # ---- the models' answers, remembered while operands are decided ------

    def bufferizes_to_memory_read(self, operand: OpOperand) -> bool:
        answers = self._answers
        if answers is None:
            return super().bufferizes_to_memory_read(operand)
        known = answers.reads.get(operand)
        if known is None:
            known = answers.reads[operand] = super().bufferizes_to_memory_read(operand)
        return known

    def bufferizes_to_memory_write(self, operand: OpOperand) -> bool:
        answers = self._answers
        if answers is None:
            return super().bufferizes_to_memory_write(operand)
        known = answers.writes.get(operand)
        if known is None:
            known = answers.writes[operand] = super().bufferizes_to_memory_write(
                operand
            )
        return known

    def aliasing_values(self, operand: OpOperand) -> Sequence[AliasingValue]:
        answers = self._answers
        if answers is None:
            return super().aliasing_values(operand)
        known = answers.aliasing_values.get(operand)
        if known is None:
            known = answers.aliasing_values[operand] = super().aliasing_values(operand)
        return known

    def aliasing_operands(self, value: SSAValue) -> Sequence[AliasingOpOperand]:
        answers = self._answers
        if answers is None:
            return super().aliasing_operands(value)
        known = answers.aliasing_operands.get(value)
        if known is None:
            known = answers.aliasing_operands[value] = super().aliasing_operands(value)
        return known

    def value_bufferizes_to_memory_write(self, value: SSAValue) -> bool:
        answers = self._answers
        if answers is None:
            return super().value_bufferizes_to_memory_write(value)
        known = answers.value_writes.get(value)
        if known is None:
            known = answers.value_writes[value] = (
                super().value_bufferizes_to_memory_write(value)
            )
        return known

    # ---- the decisions ------------------------------------------------------

    def is_in_place(self, operand: OpOperand) -> bool:
        return operand in self._in_place

    def bufferize_in_place(self, operand: OpOperand) -> None:
        if operand in self._in_place:
            return
        self._in_place.add(operand)
        aliases = self.aliasing_values(operand)
        find = self._aliases.root
        facts = self._set_facts
        joined = (
            {find(operand.value), *(find(alias.value) for alias in aliases)}
            if facts is not None
            else set[SSAValue]()
        )
        for alias in aliases:
            self._aliases.union(alias.value, operand.value)
            self._flows_into.setdefault(operand.value, []).append(alias.value)
            self._flows_from.setdefault(alias.value, []).append(operand.value)
        root = find(operand.value)
        self._conflict_free_sets.discard(root)
        if facts is not None:
            facts.join(joined, root)
            writes = facts.writes.get(root)
            if writes is not None and self.bufferizes_to_memory_write(operand):
                writes.add(operand)

    def are_equivalent(self, first: SSAValue, second: SSAValue) -> bool:
        return self._equivalents.same(first, second)

    def aliases_of(self, value: SSAValue) -> list[SSAValue]:
        """The alias set of `value` (MLIR's `applyOnAliases`)."""
        return self._aliases.members(value)

    def are_aliasing(self, first: SSAValue, second: SSAValue) -> bool:
        return self._aliases.same(first, second)

    def union_equivalence_classes(self, first: SSAValue, second: SSAValue) -> None:
        self._equivalents.union(first, second)

    def has_undefined_contents(self, operand: OpOperand) -> bool:
        return operand in self._undefined_uses

    def find_definitions(self, operand: OpOperand) -> list[SSAValue]:
        cached = self._definitions.get(operand)
        if cached is None:
            cached = self._definitions[operand] = super().find_definitions(operand)
        return cached

    # ---- the analysis -------------------------------------------------------

    def analyze(self, root: Operation | None = None) -> None:
        """Decides every tensor operand under `root` (by default the state's
        root; a function, when function boundaries are bufferized), then
        merges the equivalence sets and checks what each op requires of the
        result."""
        root = self.root if root is None else root
        ops = ops_in_post_order(root)
        self._parallel_regions = self._any_parallel_region(ops, root)
        self._op_order = OpOrder()
        self._conflict_free_sets = set()
        self._writes_leaving_parallel_region = {}
        self._answers = _ModelAnswers()
        self._set_facts = _AliasSetFacts()
        self._sources = {}
        may_flow_from: dict[SSAValue, list[SSAValue]] = {}
        operands_of = {op: tensor_operands(op) for op in ops}
        try:
            self._check_pre_bufferization_assumptions(
                operands_of, is_isolated_from_above(root)
            )
            self._may_flow_from = may_flow_from
            for operands in operands_of.values():
                for operand in operands:
                    for alias in self.aliasing_values(operand):
                        may_flow_from.setdefault(alias.value, []).append(operand.value)
            for op in self._ordered_ops(ops):
                # Ops without a model too, as MLIR: their conservative answers
                # (reads, writes, aliases every tensor result) mostly copy.
                for operand in operands_of[op]:
                    self._decide(operand)
        finally:
            self._op_order = None
            self._answers = None
            self._set_facts = None
            self._may_flow_from = None
        for op in ops:
            self._merge_equivalences(op)
        self._gather_undefined_uses(ops)
        for op in ops:
            model = self.model(op)
            if model is None:
                continue
            problem = model.verify_analysis(op, self)
            if problem is not None:
                raise error(op, problem)

    def _decide(self, operand: OpOperand) -> None:
        if self.is_in_place(operand):
            return
        if self._would_write_non_writable_buffer(operand, annotate=False):
            if self._reaches_non_writable_buffer(operand) or self._quietly(
                self._would_create_read_after_write, operand
            ):
                self._would_write_non_writable_buffer(operand)  # MLIR's annotations
                return  # out of place
            # In place where MLIR copies: the read-only buffers of the alias
            # sets are not written.
        elif self._would_create_read_after_write(operand):
            return  # out of place
        self.bufferize_in_place(operand)
        self._conflict_free_sets.add(self._aliases.root(operand.value))

    def _quietly(self, check: Callable[[OpOperand], bool], operand: OpOperand) -> bool:
        """`check(operand)` without conflict annotations."""
        self._quiet = True
        try:
            return check(operand)
        finally:
            self._quiet = False

    def _ordered_ops(self, post_order: list[Operation]) -> list[Operation]:
        ops = [op for op in post_order if has_tensor_semantics(op)]
        heuristic = self.options.analysis_heuristic
        if self.options.analysis_fuzzer_seed or heuristic is AnalysisHeuristic.FUZZER:
            random.Random(self.options.analysis_fuzzer_seed).shuffle(ops)
            return ops
        if heuristic is AnalysisHeuristic.TOP_DOWN:
            return ops
        if heuristic is AnalysisHeuristic.BOTTOM_UP_FROM_TERMINATORS:
            return self._bottom_up_from_terminators(ops)
        return ops[::-1]

    def _bottom_up_from_terminators(self, ops: list[Operation]) -> list[Operation]:
        """The ops reached backwards from the terminators of region-branch
        ops along aliasing operands (staying in the terminator's region),
        then all others bottom-up."""
        ordered: dict[Operation, None] = {}
        traversed: set[Operation] = set()
        for terminator in ops:  # in MLIR's walk order: inner and earlier first
            parent = terminator.parent_op()
            if (
                terminator in traversed
                or parent is None
                or terminator is not terminator.parent_block().last_op  # pyright: ignore[reportOptionalMemberAccess]
                or get_interface(parent, RegionBranchOpInterface) is None
            ):
                continue
            traversed.add(terminator)
            region = terminator.parent_region()
            assert region is not None
            pending = [
                value for value in terminator.operands if isinstance(value, OpResult)
            ]
            pending = [value for value in pending if is_tensor(value)]
            while pending:
                result = pending.pop()
                definer = result.op
                if definer in traversed:
                    continue
                traversed.add(definer)
                if not region.is_ancestor(definer):
                    continue
                for alias in self.aliasing_operands(result):
                    value = alias.operand.value
                    if is_tensor(value) and isinstance(value, OpResult):
                        pending.append(value)
                ordered[definer] = None
        for op in reversed(ops):
            ordered.setdefault(op, None)
        return [op for op in ordered if has_tensor_semantics(op)]

    def _merge_equivalences(self, op: Operation) -> None:
        """An in-place, definite, equivalent alias makes a result equivalent
        to its operand; so do several maybe-aliases all equivalent to each
        other (an `arith.select` of equivalent tensors)."""
        model = self.model(op)
        if model is None:
            return
        for result in op.results:
            if not is_tensor(result):
                continue
            aliases = self.aliasing_operands(result)
            if not aliases:
                continue
            first = aliases[0].operand.value
            all_equivalent = True
            for alias in aliases:
                equivalent = alias.relation is BufferRelation.EQUIVALENT
                in_place = self.is_in_place(alias.operand)
                if equivalent and in_place and alias.is_definite:
                    self.union_equivalence_classes(result, alias.operand.value)
                    all_equivalent = False
                    break
                if not equivalent or not in_place:
                    all_equivalent = False
                if not self.are_equivalent(alias.operand.value, first):
                    all_equivalent = False
            if all_equivalent and not model.bufferizes_to_allocation(op, result):
                self.union_equivalence_classes(result, first)

    def _gather_undefined_uses(self, ops: list[Operation]) -> None:
        """Uses of tensors nothing has written yet (`tensor.empty`)."""
        for op in ops:
            if self.model(op) is None:
                continue
            for result in op.results:
                if not is_tensor(result) or not result.uses:
                    continue
                uses = uses_of(result)
                if not self.find_definitions(uses[0]):
                    self._undefined_uses.update(uses)

    def _check_pre_bufferization_assumptions(
        self, operands_of: dict[Operation, list[OpOperand]], isolated: bool
    ) -> None:
        """MLIR's checks before any decision, on each op and its tensor
        operands: `to_tensor`s are `restrict`, and the operands that must be
        in place (a `materialize_in_destination`'s destination) create no
        conflict whatever is decided later.

        Both checks look for the in-place writes of the alias sets an
        operand meets, and find none where no such set has one.  Under an
        op isolated from above (a function), the alias sets with an in-place
        write are those of the in-place writes among `operands_of` (no set
        reaches out of it), so only the operands meeting one are checked."""
        written = self._sets_written_in_place(operands_of) if isolated else None
        for op, operands in operands_of.items():
            if self.model(op) is None:
                continue
            if isinstance(op, ToTensorOp) and op.restrict is None and op.tensor.uses:
                raise error(
                    op,
                    "to_tensor ops without `restrict` are not supported by "
                    "One-Shot Analysis",
                )
            for operand in operands:
                if written is not None and not self._meets(operand, written):
                    continue
                if self._would_create_read_after_write(operand, consistency_only=True):
                    raise error(
                        op,
                        "not bufferizable under the given constraints: "
                        "cannot avoid RaW conflict",
                    )
                if self.is_in_place(operand) and self._would_write_non_writable_buffer(
                    operand, consistency_only=True
                ):
                    raise error(
                        op,
                        "not bufferizable under the given constraints: "
                        "would write to read-only buffer",
                    )

    def _sets_written_in_place(
        self, operands_of: dict[Operation, list[OpOperand]]
    ) -> set[SSAValue]:
        """The roots of the alias sets an operand of `operands_of` writes in
        place."""
        find = self._aliases.root
        return {
            find(operand.value)
            for operands in operands_of.values()
            for operand in operands
            if operand in self._in_place and self.bufferizes_to_memory_write(operand)
        }

    def _meets(self, operand: OpOperand, roots: set[SSAValue]) -> bool:
        """Whether `operand`'s value or a value aliasing it belongs to the
        alias set of one of `roots`."""
        if not roots:
            return False
        find = self._aliases.root
        return find(operand.value) in roots or any(
            find(alias.value) in roots for alias in self.aliasing_values(operand)
        )

    def _of_alias_set(
        self, table: str, value: SSAValue, collect: Callable[[SSAValue], _Fact]
    ) -> _Fact:
        """`collect(value)`; while operands are decided, remembered for
        `value`'s alias set in the `_AliasSetFacts` field named `table`."""
        facts = self._set_facts
        if facts is None:
            return collect(value)
        known: dict[SSAValue, _Fact] = getattr(facts, table)
        root = self._aliases.root(value)
        fact = known.get(root)
        if fact is None:
            fact = known[root] = collect(value)
        return fact

    # ---- write to a non-writable buffer -------------------------------------

    def _in_place_writes_of_aliases(self, value: SSAValue) -> set[OpOperand]:
        """The in-place writes of `value`'s alias set (not to be changed:
        while operands are decided, the set remembered for the alias set)."""
        return self._of_alias_set("writes", value, self._collect_in_place_writes)

    def _collect_in_place_writes(self, value: SSAValue) -> set[OpOperand]:
        return {
            use
            for alias in self.aliases_of(value)
            for use in uses_of(alias)
            if self.is_in_place(use) and self.bufferizes_to_memory_write(use)
        }

    def _has_read_only_alias(self, value: SSAValue) -> bool:
        """Whether a value of `value`'s alias set has a buffer that may not
        be written."""
        return self._of_alias_set("read_only", value, self._collect_read_only)

    def _collect_read_only(self, value: SSAValue) -> bool:
        return not all(map(self.is_writable, self.aliases_of(value)))

    def _would_write_non_writable_buffer(
        self,
        operand: OpOperand,
        *,
        consistency_only: bool = False,
        annotate: bool = True,
    ) -> bool:
        """MLIR's check over whole alias sets.  With `consistency_only`,
        whether the writes decided in place so far already write a
        non-writable buffer (`operand`'s own write not counted)."""
        writes = not consistency_only and self.bufferizes_to_memory_write(operand)
        if not writes:
            writes = bool(self._in_place_writes_of_aliases(operand.value)) or any(
                self._in_place_writes_of_aliases(alias.value)
                for alias in self.aliasing_values(operand)
            )
        if not writes:
            return False
        roots = [operand.value] + [a.value for a in self.aliasing_values(operand)]
        if not (annotate and self.options.print_conflicts):
            return any(map(self._has_read_only_alias, roots))
        found = False
        for root in roots:
            for alias in self.aliases_of(root):
                if not self.is_writable(alias):
                    found = True
                    self._annotate_non_writable(alias)
        return found

    def _reaches_non_writable_buffer(self, operand: OpOperand) -> bool:
        """The check above, following the direction of the in-place
        decisions: deciding `operand` in place gives its aliasing values
        the buffers its value is reached from, so it writes a non-writable
        buffer only when one of those is reached from a non-writable value
        and `operand`, or a use reached from an aliasing value, writes in
        place.  A value merely meeting a read-only one further on (a switch
        case yielding it where another yields a constant) is not written by
        a write before that meeting."""
        if not self.bufferizes_to_memory_write(operand):
            reached = self._reached(
                [alias.value for alias in self.aliasing_values(operand)],
                self._flows_into,
            )
            if not any(self._writes_in_place(value) for value in reached):
                return False
        return not all(
            self.is_writable(value)
            for value in self._reached([operand.value], self._flows_from)
        )

    def _writes_in_place(self, value: SSAValue) -> bool:
        return any(
            self.is_in_place(use) and self.bufferizes_to_memory_write(use)
            for use in uses_of(value)
        )

    @staticmethod
    def _reached(
        start: list[SSAValue], edges: dict[SSAValue, list[SSAValue]]
    ) -> list[SSAValue]:
        """`start` and every value reached from it along `edges`, in the
        order found."""
        seen = dict.fromkeys(start)
        pending = list(seen)
        while pending:
            for value in edges.get(pending.pop(), ()):
                if value not in seen:
                    seen[value] = None
                    pending.append(value)
        return list(seen)

    # ---- read after write ---------------------------------------------------

    def _aliasing_reads(self, value: SSAValue) -> set[OpOperand]:
        """The reads of `value`'s alias set (not to be changed: while
        operands are decided, the set remembered for the alias set)."""
        return self._of_alias_set("reads", value, self._collect_reads)

    def _collect_reads(self, value: SSAValue) -> set[OpOperand]:
        reads: set[OpOperand] = set()
        for alias in self.aliases_of(value):
            for use in uses_of(alias):
                if self.bufferizes_to_memory_read(use):
                    reads.add(use)
                elif not self.bufferizes_to_memory_write(use) and any(
                    self.is_value_read(a.value) for a in self.aliasing_values(use)
                ):
                    # The use makes an alias (a slice) that is read later.
                    reads.add(use)
        return reads

    def _would_create_read_after_write(
        self, operand: OpOperand, *, consistency_only: bool = False
    ) -> bool:
        """With `consistency_only`, whether the writes decided in place so
        far already conflict (`operand`'s own write not counted)."""
        aliases = self.aliasing_values(operand)
        writes = set(self._in_place_writes_of_aliases(operand.value))
        for alias in aliases:
            writes |= self._in_place_writes_of_aliases(alias.value)
        if consistency_only:
            if not writes:
                return False
        elif self.bufferizes_to_memory_write(operand):
            writes.add(operand)
        reads = set(self._aliasing_reads(operand.value))
        for alias in aliases:
            reads |= self._aliasing_reads(alias.value)
        return self._has_read_after_write_interference(
            self._in_ir_order(reads), self._in_ir_order(writes)
        )

    def _writes_to_check(
        self, writes: list[OpOperand]
    ) -> Callable[[OpOperand], list[OpOperand]]:
        """For a read, the writes whose pair with it may conflict: all, but
        those of the read's alias set if that set is conflict-free (the
        operand being decided, not in place yet, belongs to no set's
        writes)."""
        root = self._aliases.root
        by_set: dict[SSAValue, list[OpOperand]] = {}

        def writes_for(read: OpOperand) -> list[OpOperand]:
            read_set = root(read.value)
            if read_set not in self._conflict_free_sets:
                return writes
            found = by_set.get(read_set)
            if found is None:
                found = by_set[read_set] = [
                    write
                    for write in writes
                    if not self.is_in_place(write) or root(write.value) is not read_set
                ]
            return found

        return writes_for

    def _in_ir_order(self, operands: set[OpOperand]) -> list[OpOperand]:
        """A deterministic order for a set of uses (conflict annotations are
        numbered in the order they are found).  Without annotations, any
        order: the pairs' checks only remember answers, so whether one
        conflicts does not depend on the order they are looked at in."""
        if not self.options.print_conflicts:
            return list(operands)
        if not self._positions:
            self._positions = {op: n for n, op in enumerate(ops_in(self.root))}
        return sorted(operands, key=lambda use: (self._positions[use.op], use.index))

    def _has_read_after_write_interference(
        self, reads: list[OpOperand], writes: list[OpOperand]
    ) -> bool:
        if (
            self._parallel_regions
            and self.options.check_parallel_regions
            and reads
            and any(self._leaves_parallel_region(write) for write in writes)
        ):
            return True
        writes_for = self._writes_to_check(writes)
        known_definitions = self._definitions
        for read in reads:
            definitions = known_definitions.get(read)
            if definitions is None:
                definitions = self.find_definitions(read)
            if not definitions:
                continue
            for write in writes_for(read):
                if self._conflicts(read, write, definitions):
                    return True
        return False

    def _any_parallel_region(self, ops: list[Operation], root: Operation) -> bool:
        around: list[Operation] = []
        parent = root.parent_op()
        while parent is not None:
            around.append(parent)
            parent = parent.parent_op()
        for op in (*ops, *around):
            if not op.regions:
                continue
            model = self.model(op)
            if model is not None and any(
                model.is_parallel_region(op, index) for index in range(len(op.regions))
            ):
                return True
        return False

    def _leaves_parallel_region(self, write: OpOperand) -> bool:
        """Whether `write` writes, in a parallel region, a buffer defined
        outside it."""
        if not self._parallel_regions:
            return False
        known = self._writes_leaving_parallel_region.get(write)
        if known is None:
            definitions = self.find_value_in_reverse_use_def_chain(
                write, self.value_bufferizes_to_memory_write
            )
            write_region = self._parallel_region(write.op.parent_region())
            known = self._writes_leaving_parallel_region[write] = any(
                self._parallel_region(_region_of(definition)) is not write_region
                for definition in definitions
            )
        return known

    def _conflicts(
        self, read: OpOperand, write: OpOperand, definitions: Sequence[SSAValue]
    ) -> bool:
        reading_op, writing_op = read.op, write.op
        use_dominance = self._can_use_op_dominance(read, write, definitions)
        if use_dominance:
            if self._happens_before(reading_op, writing_op):
                return False  # the read happens before the write
            if read == write:
                return False  # a use does not conflict with itself
            if self._inside_mutually_exclusive_regions(reading_op, writing_op):
                return False
            if reading_op is writing_op and self._elementwise_in_place(read, write):
                return False
        if self._non_conflicting_subsets(read, write):
            return False
        reading_model = self.model(reading_op)
        if reading_model is not None and reading_model.is_not_conflicting(
            reading_op, read, write, self
        ):
            return False
        if writing_op is not reading_op:
            writing_model = self.model(writing_op)
            if writing_model is not None and writing_model.is_not_conflicting(
                writing_op, read, write, self
            ):
                return False
        write_aliases = self.aliasing_values(write)
        for definition in definitions:
            if isinstance(definition, OpResult):
                if use_dominance and self._happens_before(writing_op, definition.op):
                    continue  # the write happens before the definition
                if definition.op is not writing_op and definition.op.is_ancestor(
                    writing_op
                ):
                    continue  # the write is inside the defining op
            else:
                block = definition.owner
                assert isinstance(block, Block)
                if block.find_ancestor_op_in_block(writing_op) is None:
                    continue  # the write happens outside of the block
            if len(write_aliases) == 1 and write_aliases[0].value is definition:
                continue  # the write is the definition
            if self._share_no_source(read.value, write.value):
                return False  # they meet only where both flow on to (a join)
            if self.options.print_conflicts and not self._quiet:
                self._annotate_conflict(read, write, definition)
            return True
        return False

    def _share_no_source(self, read: SSAValue, write: SSAValue) -> bool:
        """Whether the buffer written through `write` is never the one read
        through `read`: they may flow from no common value but read-only
        ones, which no write in place ever reaches (a write reaching one is
        a copy, and so is an operand whose decision would let one reach
        it)."""
        if self._may_flow_from is None:
            return False  # MLIR's checks before and after the decisions
        read_sources = self._sources_of(read)
        write_sources = self._sources_of(write)
        if read_sources is None or write_sources is None:
            return False
        return not any(map(self.is_writable, read_sources & write_sources))

    def _sources_of(self, value: SSAValue) -> frozenset[SSAValue] | None:
        """`value` and every value it may flow from, or None when that is
        not known from the operands' aliasing alone: two values neither
        reaches from a common one never share a buffer, whatever else they
        both flow into (the branches of a switch, one yielding a tensor
        written in place, another one read after it)."""
        if value in self._sources:
            return self._sources[value]
        assert self._may_flow_from is not None
        reached = self._reached([value], self._may_flow_from)
        known = (
            None if any(map(self._has_hidden_sources, reached)) else frozenset(reached)
        )
        self._sources[value] = known
        return known

    def _has_hidden_sources(self, value: SSAValue) -> bool:
        """Whether `value` may take a buffer from a value no operand's
        aliasing names: the arguments of any block but a function's entry
        (a loop's iteration arguments), the results of an op with regions
        whose terminators yield tensors but not into them (a loop's)."""
        if isinstance(value, BlockArgument):
            block = value.owner
            parent = block.parent_op()
            return (
                parent is None
                or not is_isolated_from_above(parent)
                or block is not parent.regions[0].first_block
            )
        assert isinstance(value, OpResult)
        if not value.op.regions:
            return False
        assert self._may_flow_from is not None
        flowing = set(self._may_flow_from.get(value, ()))
        for region in value.op.regions:
            for block in region.blocks:
                terminator = block.last_op
                yielded = [] if terminator is None else tensor_operands(terminator)
                if yielded and not any(use.value in flowing for use in yielded):
                    return True
        return False

    def _elementwise_in_place(self, read: OpOperand, write: OpOperand) -> bool:
        model = self.model(read.op)
        if model is None or not model.bufferizes_to_elementwise_access(
            read.op, self, [read, write]
        ):
            return False
        return self._reaches_through_equivalent_aliases(
            read, write.value
        ) or self._reaches_through_equivalent_aliases(write, read.value)

    def _reaches_through_equivalent_aliases(
        self, operand: OpOperand, value: SSAValue
    ) -> bool:
        """Whether `value` is found following `operand`'s equivalent aliases
        backwards (of its type, or through casts), decided in place or not:
        MLIR follows the aliasing alone, so two element-wise ops writing
        into the same `tensor.empty`, the second reading the first, are no
        conflict whichever is decided first."""
        return bool(
            self.find_value_in_reverse_use_def_chain(
                operand,
                lambda candidate: candidate is value,
                always_include_leaves=False,
                follow_equivalent_only=True,
                follow_same_type_or_casts_only=True,
            )
        )

    # ---- subsets ----------------------------------------------------------------

    def _matches_insert_destination(
        self,
        operand: OpOperand,
        insertion: Operation,
        subset: SubsetInsertionOpInterface,
    ) -> bool:
        def matching(value: SSAValue) -> bool:
            return isinstance(value, OpResult) and subset.is_equivalent_subset(
                insertion, value, self.are_equivalent
            )

        leaves = self.find_value_in_reverse_use_def_chain(operand, matching)
        return all(matching(value) for value in leaves)

    def _disjoint_from_insertion(
        self,
        operand: OpOperand,
        insertion: Operation,
        subset: SubsetInsertionOpInterface,
    ) -> bool:
        value = operand.value
        return isinstance(value, OpResult) and subset.is_disjoint_subset(
            insertion, value, self.are_equivalent
        )

    def _non_conflicting_subsets(self, read: OpOperand, write: OpOperand) -> bool:
        reading = get_interface(read.op, SubsetInsertionOpInterface)
        if reading is not None and self.model(read.op) is not None:
            destination = reading.destination_operand(read.op)
            source = reading.source_operand(read.op)
            if read == destination and self._matches_insert_destination(
                write, read.op, reading
            ):
                return True  # the write fills exactly what the insertion overwrites
            if (
                read == source
                and write == destination
                and self._matches_insert_destination(read, read.op, reading)
            ):
                return True  # reads exactly the part of the destination written
        writing = get_interface(write.op, SubsetInsertionOpInterface)
        if writing is not None and self.model(write.op) is not None:
            destination = writing.destination_operand(write.op)
            source = writing.source_operand(write.op)
            if write == destination:
                if self.are_equivalent(
                    read.value, source.value
                ) and self._matches_insert_destination(source, write.op, writing):
                    return True  # the insertion writes back the same data
                if self._disjoint_from_insertion(read, write.op, writing):
                    return True  # the read touches another part
        return False

    # ---- order of ops --------------------------------------------------------

    def _happens_before(self, first: Operation, second: Operation) -> bool:
        """Whether `first` (or an op containing it) properly dominates
        `second` without containing it.  Two ops of one block (the read and
        the write of most pairs checked) are answered by their order."""
        block = first.parent
        if block is not None and block is second.parent:
            if self._op_order is not None:
                return self._op_order.is_before(first, second)
            return first is not second and first.is_before_in_block(second)
        current: Operation | None = first
        while current is not None:
            if current is not second and current.is_ancestor(second):
                return False
            if self.properly_dominates(current, second):
                return True
            current = current.parent_op()
        return False

    def properly_dominates(self, first: Operation, second: Operation) -> bool:
        """Whether `first` runs before `second`, or before the op around
        `second` in `first`'s region, whenever that runs (neither containing
        the other)."""
        block = first.parent_block()
        region = first.parent_region()
        if block is None or region is None or first is second:
            return False
        ancestor = _ancestor_in_region(region, second)
        if ancestor is None or ancestor is first:
            return False
        ancestor_block = ancestor.parent_block()
        assert ancestor_block is not None
        if ancestor_block is block:
            if self._op_order is not None:
                return self._op_order.is_before(first, ancestor)
            return first.is_before_in_block(ancestor)
        dominance = self._dominance.get(region)
        if dominance is None:
            dominance = self._dominance[region] = DominanceInfo(region)
        return dominance.strictly_dominates(block, ancestor_block)

    def _can_use_op_dominance(
        self, read: OpOperand, write: OpOperand, definitions: Sequence[SSAValue]
    ) -> bool:
        """False where loops (repetitive regions, or a cycle of blocks through
        the read and the write avoiding the definition) let the read run
        again after the write."""
        read_region = self._repetitive_region_of_op(read.op)
        for definition in definitions:
            definition_region = self._repetitive_region_of_value(definition)
            if read_region is definition_region:
                continue
            region = read_region
            assert region is not None
            while True:
                outer = self._next_repetitive_region(region)
                if outer is definition_region:
                    break
                assert outer is not None
                region = outer
            parent = region.parent_op()
            assert parent is not None
            if parent.is_ancestor(write.op):
                return False
        if read.op.parent_region() is not write.op.parent_region():
            return True
        read_block, write_block = read.op.parent_block(), write.op.parent_block()
        assert read_block is not None and write_block is not None
        for definition in definitions:
            avoid = _block_of(definition)
            if _reachable(read_block, write_block, avoid) and _reachable(
                write_block, read_block, avoid
            ):
                return False
        return True

    def _repetitive_region_from(self, region: Region | None) -> Region | None:
        """The innermost region, `region` or around it, that may run more
        than once per run of its op."""
        answers = self._answers
        if answers is not None and region in answers.repetitive_regions:
            return answers.repetitive_regions[region]
        found = self._enclosing_region_where(
            region, lambda model, op, index: model.is_repetitive_region(op, index)
        )
        if answers is not None:
            answers.repetitive_regions[region] = found
        return found

    def _repetitive_region_of_op(self, op: Operation) -> Region | None:
        return self._repetitive_region_from(op.parent_region())

    def _repetitive_region_of_value(self, value: SSAValue) -> Region | None:
        return self._repetitive_region_from(_region_of(value))

    def _next_repetitive_region(self, region: Region) -> Region | None:
        parent = region.parent_op()
        assert parent is not None
        return self._repetitive_region_from(parent.parent_region())

    def _parallel_region(self, region: Region | None) -> Region | None:
        """The innermost region, `region` or around it, whose instances may
        run at the same time."""
        return self._enclosing_region_where(
            region, lambda model, op, index: model.is_parallel_region(op, index)
        )

    def _enclosing_region_where(
        self,
        region: Region | None,
        holds: Callable[[BufferizableOpInterface, Operation, int], bool],
    ) -> Region | None:
        while region is not None:
            parent = region.parent_op()
            if parent is None:
                return None
            model = self.model(parent)
            if model is not None and holds(model, parent, parent.regions.index(region)):
                return region
            region = parent.parent_region()
        return None

    def _inside_mutually_exclusive_regions(
        self, first: Operation, second: Operation
    ) -> bool:
        """Whether the two ops sit in regions of a region-branch op that no
        run can both enter (the branches of an `scf.if`)."""
        region = first.parent_region()
        while region is not None:
            parent = region.parent_op()
            if parent is None:
                return False
            if parent.is_ancestor(second):
                other = _region_containing(parent, second)
                if other is None or other is region:
                    return False
                branch = get_interface(parent, RegionBranchOpInterface)
                if branch is None:
                    return False
                return not region_reaches(
                    parent, branch, region, other
                ) and not region_reaches(parent, branch, other, region)
            region = parent.parent_region()
        return False

    # ---- annotations (print-conflicts, test-analysis-only) ------------------

    def _annotate_conflict(
        self, read: OpOperand, write: OpOperand, definition: SSAValue
    ) -> None:
        tag = f"C_{self._conflict_counter}"
        self._conflict_counter += 1
        write.op.attributes[f"{tag}[CONFL-WRITE: {write.index}]"] = UnitAttr()
        read.op.attributes[f"{tag}[READ: {read.index}]"] = UnitAttr()
        owner, what = _value_position(definition)
        owner.attributes[f"{tag}[DEF: {what}]"] = UnitAttr()

    def _annotate_non_writable(self, value: SSAValue) -> None:
        tag = f"W_{self._non_writable_counter}"
        self._non_writable_counter += 1
        owner, what = _value_position(value)
        owner.attributes[f"{tag}[NOT-WRITABLE: {what}]"] = UnitAttr()

    def annotate_in_place_decisions(self, root: Operation | None = None) -> None:
        """`__inplace_operands_attr__` on every op with tensor operands under
        `root` (by default the state's root): "true"/"false" per tensor
        operand, "none" for the others."""
        for op in ops_in_post_order(self.root if root is None else root):
            operands = tensor_operands(op)
            if not operands:
                continue
            marks = ["none"] * len(op.operands)
            for operand in operands:
                marks[operand.index] = "true" if self.is_in_place(operand) else "false"
            op.attributes[IN_PLACE_ATTRIBUTE] = ArrayAttr(
                [StringAttr(mark) for mark in marks]
            )

    def annotate_alias_sets(self) -> None:
        """MLIR's `dump-alias-sets`: on every op, the alias set of each
        tensor result (`__opresult_alias_set_attr__`) and, if its regions
        have tensor block arguments, of each of those, by region and block
        (`__bbarg_alias_set_attr__`); values are named as printing the IR
        names them.  The op's attributes are then in name order, as MLIR
        prints them."""
        name_of = printed_names(self.root)

        def alias_set(value: SSAValue) -> ArrayAttr[StringAttr]:
            return ArrayAttr(
                [StringAttr(name_of(alias)) for alias in self.aliases_of(value)]
            )

        for op in ops_in_post_order(self.root):
            annotations: dict[str, Attribute] = {}
            result_sets = [
                alias_set(result) for result in op.results if is_tensor(result)
            ]
            if result_sets:
                annotations[RESULT_ALIAS_SETS_ATTRIBUTE] = ArrayAttr(result_sets)
            if any(is_tensor(arg) for arg in _block_arguments(op)):
                annotations[BLOCK_ARGUMENT_ALIAS_SETS_ATTRIBUTE] = ArrayAttr(
                    [
                        ArrayAttr(
                            [
                                ArrayAttr(
                                    [
                                        alias_set(arg)
                                        for arg in block.args
                                        if is_tensor(arg)
                                    ]
                                )
                                for block in region.blocks
                            ]
                        )
                        for region in op.regions
                    ]
                )
            if annotations:
                op.attributes = dict(sorted({**op.attributes, **annotations}.items()))


@dataclass
class _ModelAnswers:
    """What the models answered for each use, while operands are decided."""

    reads: dict[OpOperand, bool] = field(default_factory=dict[OpOperand, bool])
    writes: dict[OpOperand, bool] = field(default_factory=dict[OpOperand, bool])
    aliasing_values: dict[OpOperand, Sequence[AliasingValue]] = field(
        default_factory=dict[OpOperand, Sequence[AliasingValue]]
    )
    aliasing_operands: dict[SSAValue, Sequence[AliasingOpOperand]] = field(
        default_factory=dict[SSAValue, Sequence[AliasingOpOperand]]
    )
    value_writes: dict[SSAValue, bool] = field(default_factory=dict[SSAValue, bool])
    """Whether a value's contents are defined by a write."""
    repetitive_regions: dict[Region | None, Region | None] = field(
        default_factory=dict[Region | None, Region | None]
    )
    """The innermost repetitive region around each region."""


@dataclass
class _AliasSetFacts:
    """What each alias set has, by its root, while operands are decided."""

    reads: dict[SSAValue, set[OpOperand]] = field(
        default_factory=dict[SSAValue, set[OpOperand]]
    )
    writes: dict[SSAValue, set[OpOperand]] = field(
        default_factory=dict[SSAValue, set[OpOperand]]
    )
    """The uses decided in place that write."""
    read_only: dict[SSAValue, bool] = field(default_factory=dict[SSAValue, bool])
    """Whether a member's buffer may not be written."""

    def join(self, roots: set[SSAValue], root: SSAValue) -> None:
        """Moves the facts of the sets of `roots` to `root`, the root of
        their union (a fact not known of one of them is forgotten)."""
        _join(self.reads, roots, root, set[OpOperand].union)
        _join(self.writes, roots, root, set[OpOperand].union)
        _join(self.read_only, roots, root, bool.__or__)


_Fact = TypeVar("_Fact")


def _join(
    table: dict[SSAValue, _Fact],
    roots: set[SSAValue],
    root: SSAValue,
    combine: Callable[[_Fact, _Fact], _Fact],
) -> None:
    known = [table.pop(each, None) for each in roots]
    joined: _Fact | None = None
    for fact in known:
        if fact is None:
            return
        joined = fact if joined is None else combine(joined, fact)
    if joined is not None:
        table[root] = joined


def _block_arguments(op: Operation) -> Iterator[SSAValue]:
    for region in op.regions:
        for block in region.blocks:
            yield from block.args


def _value_position(value: SSAValue) -> tuple[Operation, str]:
    """The op to annotate for `value` and how MLIR names the value there."""
    if isinstance(value, OpResult):
        return value.op, f"result {value.index}"
    return owner_of(value), f"bbArg {value.index}"  # pyright: ignore[reportAttributeAccessIssue]


@cache
def _may_require_in_place(model_class: type[BufferizableOpInterface]) -> bool:
    """Whether the models of `model_class` may have operands in place
    whatever the analysis finds: not if they keep the default, which has
    none (most ops; asked for every op before any decision)."""
    return (
        model_class.must_bufferize_in_place
        is not BufferizableOpInterface.must_bufferize_in_place
    )


def has_tensor_semantics(op: Operation) -> bool:
    """Whether `op` has tensor operands or results, or a model that asks
    for bufferizing it anyway (the ops the analysis decides and the pass
    bufferizes)."""
    for value in op._operands:  # pyright: ignore[reportPrivateUsage]
        if is_tensor(value):
            return True
    for value in op.results:
        if is_tensor(value):
            return True
    model = get_interface(op, BufferizableOpInterface)
    return model is not None and model.without_tensor_values


def _region_of(value: SSAValue) -> Region | None:
    if isinstance(value, OpResult):
        return value.op.parent_region()
    block = value.owner
    assert isinstance(block, Block)
    return block.parent_region()


def _block_of(value: SSAValue) -> Block | None:
    if isinstance(value, OpResult):
        return value.op.parent_block()
    block = value.owner
    assert isinstance(block, Block)
    return block


def _ancestor_in_region(region: Region, op: Operation) -> Operation | None:
    current: Operation | None = op
    while current is not None and current.parent_region() is not region:
        current = current.parent_op()
    return current


def _region_containing(parent: Operation, op: Operation) -> Region | None:
    ancestor: Operation | None = op
    while ancestor is not None and ancestor.parent_op() is not parent:
        ancestor = ancestor.parent_op()
    return None if ancestor is None else ancestor.parent_region()


def _reachable(start: Block, target: Block, avoid: Block | None) -> bool:
    """Whether a path of one or more edges leads from `start` to `target`
    without passing through `avoid` (MLIR's `Block::isReachable`)."""
    if target is avoid:
        return False
    seen: set[Block] = set() if avoid is None else {avoid}
    pending = _successors(start)
    while pending:
        block = pending.pop()
        if block is target:
            return True
        if block in seen:
            continue
        seen.add(block)
        pending.extend(_successors(block))
    return False


def _successors(block: Block) -> list[Block]:
    last = block.last_op
    return [] if last is None else list(last.successors)
