"""Canonicalization for the deallocation pipeline, in one sweep.

The same patterns and folders as xDSL's `canonicalize`, which after
`xdsl_dealloc.register()` include the rules MLIR's canonicalizer has and
xDSL 0.74's lacks, and a few beyond MLIR's
(`canonicalization/registered.py`).  The same worklist driver, which
re-queues the users and operands of every op a pattern changes (and more,
see `after_removal`), so local rewrites reach their fixpoint within the sweep;
dead ops are erased during the sweep too.  xDSL's `canonicalize` walks the
whole module again for as long as anything changed (at least twice over
every function), asks every op's traits for its patterns each time, and
ends each walk with a liveness analysis of the whole module.  Here what an
op class offers (patterns, folder, whether it can die) is looked up once per
class, the only thing left after the sweep is erasing unreachable blocks,
and a second sweep follows only when there were some (their removal can
enable more rewrites, such as block merging).  On the pipeline's IR the
result is the same as `canonicalize`'s (`tests/transforms/test_sweep_canonicalize.py`).

For example (in the pipeline; the pass has no `xdsl-opt` name of its own),

```mlir
%c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
memref.dealloc %m : memref<4xf32>
return %c : memref<4xf32>
```

becomes

```mlir
func.return %m : memref<4xf32>
```
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from xdsl.context import Context
from xdsl.dialects import memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.folder import Folder
from xdsl.ir import Block, ErasedSSAValue, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)
from xdsl.traits import (
    ConstantLike,
    HasCanonicalizationPatternsTrait,
    HasFolder,
    IsTerminator,
    SymbolOpInterface,
)
from xdsl.transforms.canonicalization_patterns import cf as cf_patterns
from xdsl.utils.exceptions import UnregisteredConstructException

from xdsl_dealloc.interfaces.buffer_deallocation import AutomaticAllocationScope
from xdsl_dealloc.interfaces.control_flow import (
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
)
from xdsl_dealloc.interfaces.memory_effects import (
    has_only_result_effects,
    never_dies,
    never_has_effects,
)
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.values import defining_scope
from xdsl_dealloc.transforms.canonicalization.cond_branch_truth import (
    CondBranchTruthPropagation,
)
from xdsl_dealloc.transforms.canonicalization.prechecked import (
    PRECHECKED,
    Prechecked,
    folded_to_operand,
    gate_of,
    may_fold,
)
from xdsl_dealloc.transforms.canonicalization.region_values import may_agree
from xdsl_dealloc.transforms.canonicalization.registered import (
    has_added_patterns,
    interface_patterns,
)
from xdsl_dealloc.transforms.worklist_walker import WorklistWalker

_Apply = Callable[[Operation, PatternRewriter], object]
"""A pattern's `match_and_rewrite`."""


class _ClassRules(NamedTuple):
    """What canonicalization can do with the ops of one class."""

    can_die: bool
    """Erased once its results are unused, if its effects allow."""
    never_has_effects: bool
    """Its effects are known to be none without looking at the op."""
    folds: bool
    patterns: tuple[RewritePattern, ...]
    steps: tuple[tuple[Callable[[Operation], bool] | None, _Apply], ...]
    """Each of `patterns` as what it needs (a `Prechecked`'s precheck) and
    the match to run if that holds, unwrapped: the sweep runs them in turn
    at every visit."""
    gate: Callable[[Operation], bool] | None
    """What an op must show for its folder or patterns to change it
    (`prechecked.GATES`), if known."""

    @property
    def inert(self) -> bool:
        """Nothing can happen to an op of the class when it is visited."""
        return not self.can_die and not self.folds and not self.patterns

    @staticmethod
    def of(
        op_class: type[Operation], patterns: tuple[RewritePattern, ...]
    ) -> _ClassRules:
        folds = op_class.has_trait(HasFolder) and not op_class.has_trait(ConstantLike)
        return _ClassRules(
            can_die=not op_class.has_trait(IsTerminator)
            and not op_class.has_trait(SymbolOpInterface)
            and not never_dies(op_class),
            never_has_effects=never_has_effects(op_class),
            folds=folds,
            patterns=patterns,
            steps=tuple(
                (pattern.needs, pattern.pattern.match_and_rewrite)
                if isinstance(pattern, Prechecked)
                else (None, pattern.match_and_rewrite)
                for pattern in patterns
            ),
            gate=gate_of(op_class, patterns, folds),
        )


def canonicalization_patterns(op_class: type[Operation]) -> tuple[RewritePattern, ...]:
    """`canonicalize`'s patterns for `op_class` (with those `register()`
    adds), and, for a class it added none to, the rules its control-flow
    interfaces allow."""
    return (
        *(
            _cheaper_twin(pattern)
            for trait in op_class.get_traits_of_type(HasCanonicalizationPatternsTrait)
            for pattern in trait.get_patterns(op_class)
        ),
        *(() if has_added_patterns(op_class) else interface_patterns(op_class)),
    )


_LINEAR_TWINS: dict[type[RewritePattern], RewritePattern] = {
    cf_patterns.CondBranchTruthPropagation: CondBranchTruthPropagation(),
}
"""xDSL's patterns whose visits cost time in the size of the function,
and the pattern that does the same at the cost of what it changes."""


def _cheaper_twin(pattern: RewritePattern) -> RewritePattern:
    """`pattern`, or one doing the same at less cost: its linear twin, or
    it behind the precheck of what it needs (`prechecked.PRECHECKED`)."""
    if (twin := _LINEAR_TWINS.get(type(pattern))) is not None:
        return twin
    if (needs := PRECHECKED.get(type(pattern))) is not None:
        return Prechecked(pattern, needs)
    return pattern


class CanonicalizeOp(RewritePattern):
    """Erases a dead op, else folds it, else applies the first of the
    patterns `patterns_of` gives for its class (by default its
    canonicalization patterns) that changes something."""

    def __init__(
        self,
        folder: Folder,
        patterns_of: Callable[
            [type[Operation]], tuple[RewritePattern, ...]
        ] = canonicalization_patterns,
    ) -> None:
        self.folder = folder
        self.patterns_of = patterns_of
        self.rules: dict[type[Operation], _ClassRules] = {}

    def rules_of(self, op_class: type[Operation]) -> _ClassRules:
        rules = self.rules.get(op_class)
        if rules is None:
            rules = self.rules[op_class] = _ClassRules.of(
                op_class, self.patterns_of(op_class)
            )
        return rules

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        # Called for every visit: the rules looked up in place, the results
        # read in a loop rather than a generator.
        rules = self.rules.get(type(op))
        if rules is None:
            rules = self.rules_of(type(op))
        if rules.can_die:
            for result in op.results:
                if result.first_use is not None:
                    break
            else:
                if rules.never_has_effects or has_only_result_effects(op):
                    rewriter.erase(op)
                    return
        if (gate := rules.gate) is not None and not gate(op):
            return
        if rules.folds and may_fold(op):
            operand = folded_to_operand(op)
            folded = ([operand], []) if operand is not None else self._fold(op)
            if folded is not None:
                values, constants = folded
                rewriter.replace(op, new_ops=constants, new_results=values)
                return
        for needs, apply in rules.steps:
            if needs is not None and not needs(op):
                continue
            apply(op, rewriter)
            if rewriter.has_done_action:
                if op.parent is not None:
                    # Still there: the other patterns get another look.
                    rewriter.notify_op_modified(op)
                return

    def _fold(self, op: Operation) -> tuple[list[SSAValue], list[Operation]] | None:
        try:
            return self.folder.try_fold(op)
        except UnregisteredConstructException:
            # The context cannot materialize the folded constant (a pass run
            # with a bare `Context()`): leave the op as it is.
            return None


class _SingleSweepWalker(WorklistWalker):
    """Sweeps until the worklist is empty, then again only where erasing
    unreachable blocks may enable more."""

    _branching: list[Region]
    """The regions of the sweep that may have unreachable blocks after it:
    those with more than one block (see `_erase_unreachable_blocks`)."""

    def after_removal(self, op: Operation) -> None:
        if (
            op.regions
            and (block := op.parent) is not None
            and (region := block.parent) is not None
        ):
            # Its blocks may have been inlined around it.
            self._branching.append(region)
        # The walker re-queues the definitions of the erased op's operands,
        # which may have died with it; so may the definitions of values used
        # in its regions (`scf.if false { memref.dealloc %base }`), and of
        # an operand it used twice (`arith.select %c, %v, %v`).
        operands = op._operands  # pyright: ignore[reportPrivateUsage]
        # By id: an `SSAValue`'s hash is a Python call.
        if len(operands) > 1 and len(set(map(id, operands))) < len(operands):
            for operand in operands:
                if isinstance(owner := operand.owner, Operation):
                    self.queue(owner)
        block = op.parent
        if (
            block is not None
            and block.first_op is op
            and (terminator := op.next_op) is not None
            and terminator is block.last_op
        ):
            # The block is left with its terminator alone: the branches into
            # it may now forward through it, or merge it, and the op around
            # it may now be empty and die, or be inlined.
            self.queue(terminator)
            for use in block.uses:
                self.queue(use.operation)
            if (parent := block.parent_op()) is not None:
                self.queue(parent)
        elif not self._rules(op).never_has_effects and (parent := op.parent_op()):
            # The op around it may have lost its last effect, and die.
            self.queue(parent)
        if type(op) is memref.AllocaOp:
            # Its scope, if a `memref.alloca_scope`, may now be inlined.
            scope = op.parent_op()
            while scope is not None and not get_interface(
                scope, AutomaticAllocationScope
            ):
                scope = scope.parent_op()
            if type(scope) is memref.AllocaScopeOp:
                self.queue(scope)
        if not op.regions:
            return
        for nested in op.walk():
            for operand in nested._operands:  # pyright: ignore[reportPrivateUsage]
                if type(operand) is ErasedSSAValue:
                    continue
                # For an argument of a region around, its op: it may drop it.
                owner = defining_scope(operand)
                if owner is not None and not op.is_ancestor(owner):
                    self.queue(owner)

    def _rules(self, op: Operation) -> _ClassRules:
        assert isinstance(self.pattern, CanonicalizeOp)
        return self.pattern.rules_of(type(op))

    def after_modification(self, op: Operation) -> None:
        # A region's terminator forwarding something new may let its parent
        # op forward its values (`ForwardValuesAllEdgesAgreeOn`).
        if (
            get_interface(op, RegionBranchTerminatorOpInterface) is not None
            and (parent := op.parent_op()) is not None
            and get_interface(parent, RegionBranchOpInterface) is not None
            and any(may_agree(operand, parent) for operand in op._operands)  # pyright: ignore[reportPrivateUsage]
        ):
            self.queue(parent)

    def initial_ops(self, region: Region) -> None:
        # The order of xDSL's walk (reversed, regions first), without its
        # nested generators, which cost more than the visit of an op; ops of
        # classes nothing can happen to (terminators without patterns,
        # functions, ...) are left out: visiting them would change nothing.
        # The regions with more than one block are noted on the way: only
        # those can hold unreachable blocks after the sweep.
        assert isinstance(self.pattern, CanonicalizeOp)
        rules_of = self.pattern.rules_of
        found: list[Operation] = []
        push = found.append
        inert: dict[type[Operation], bool] = {}
        branching = self._branching = []

        def push_region(region: Region) -> None:
            block = region.last_block
            if block is not None and block.prev_block is not None:
                branching.append(region)
            while block is not None:
                nested = block.last_op
                while nested is not None:
                    if nested.regions:
                        for inner in reversed(nested.regions):
                            push_region(inner)
                    op_class = type(nested)
                    is_inert = inert.get(op_class)
                    if is_inert is None:
                        is_inert = inert[op_class] = rules_of(op_class).inert
                    if not is_inert:
                        push(nested)
                    nested = nested.prev_op
                block = block.prev_block

        push_region(region)
        self.queue_all(found)

    def after_insertion(self, op: Operation) -> None:
        # Its regions, new or moved, may have more than one block.
        if op.regions:
            self._branching.extend(_branching_regions(op))

    def rewrite_region(self, region: Region) -> bool:
        changed = False
        while True:
            changed |= self.sweep(region)
            if not self._erase_unreachable_blocks(region):
                return changed
            changed = True

    def _erase_unreachable_blocks(self, root: Region) -> bool:
        """Erases the blocks no path from their region's entry reaches, in
        the regions under `root` that had more than one block when the sweep
        began or that a rewrite may have given more (those of an inserted
        op, the one around an erased region op, whose blocks it may have
        inlined there)."""
        erased = False
        # Inner regions first (they were noted after the regions around
        # them), before erasing an outer block could take them along.
        noted = {id(region): region for region in self._branching}
        for region in reversed(noted.values()):
            if _is_under(region, root):
                erased |= erase_unreachable_blocks_in(region)
        return erased


def _branching_regions(op: Operation) -> list[Region]:
    """The regions of `op` and of the ops nested in it with more than one
    block."""
    found: list[Region] = []
    pending = list(op.regions)
    while pending:
        region = pending.pop()
        block = region.first_block
        if block is not None and block.next_block is not None:
            found.append(region)
        while block is not None:
            nested = block.first_op
            while nested is not None:
                if nested.regions:
                    pending.extend(nested.regions)
                nested = nested.next_op
            block = block.next_block
    return found


def _is_under(region: Region, root: Region) -> bool:
    """Whether `region` is `root` or nested in it (not detached, nor in an
    erased op)."""
    current: Region | None = region
    while current is not root:
        assert current is not None
        op = current.parent
        if op is None or (block := op.parent) is None:
            return False
        current = block.parent
        if current is None:
            return False
    return True


def erase_unreachable_blocks_in(region: Region) -> bool:
    """Erases the blocks of `region` (not of regions nested in it) that no
    path from its entry reaches; whether there were any."""
    entry = region.first_block
    if entry is None or entry.next_block is None:
        return False
    # By the blocks' ids (a block's `__hash__` is a Python call), following
    # the links: the sweeps ask this of every region with branches.
    reached = {id(entry)}
    pending = [entry]
    while pending:
        terminator = pending.pop().last_op
        if terminator is None:
            continue
        for successor in terminator.successors:
            if id(successor) not in reached:
                reached.add(id(successor))
                pending.append(successor)
    unreachable: list[Block] = []
    block = entry.next_block
    while block is not None:
        if id(block) not in reached:
            unreachable.append(block)
        block = block.next_block
    for block in unreachable:
        region.detach_block(block)
    for block in unreachable:
        block.erase(safe_erase=False)
    return bool(unreachable)


class SweepCanonicalizePass(ModulePass):
    """`canonicalize`, driven by a single worklist sweep."""

    name = "canonicalize-sweep"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _SingleSweepWalker(CanonicalizeOp(Folder(ctx))).rewrite_module(op)
