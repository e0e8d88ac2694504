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
from xdsl.ir import ErasedSSAValue, Operation, Region, SSAValue
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

from xdsl_dealloc.analysis.cfg import reverse_post_order
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
    gate_of,
    may_fold,
)
from xdsl_dealloc.transforms.canonicalization.region_values import may_agree
from xdsl_dealloc.transforms.canonicalization.registered import (
    has_added_patterns,
    interface_patterns,
)
from xdsl_dealloc.transforms.worklist_walker import WorklistWalker


class _ClassRules(NamedTuple):
    """What canonicalization can do with the ops of one class."""

    can_die: bool
    """Erased once its results are unused, if its effects allow."""
    never_has_effects: bool
    """Its effects are known to be none without looking at the op."""
    folds: bool
    patterns: tuple[RewritePattern, ...]
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
        if rules.folds and may_fold(op) and (folded := self._fold(op)) is not None:
            values, constants = folded
            rewriter.replace(op, new_ops=constants, new_results=values)
            return
        for pattern in rules.patterns:
            pattern.match_and_rewrite(op, rewriter)
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

    def after_removal(self, op: Operation) -> None:
        # The walker re-queues the definitions of the erased op's operands,
        # which may have died with it; so may the definitions of values used
        # in its regions (`scf.if false { memref.dealloc %base }`), and of
        # an operand it used twice (`arith.select %c, %v, %v`).
        operands = op.operands
        if len(operands) > 1 and len(set(operands)) < len(operands):
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
            for operand in nested.operands:
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
            and any(may_agree(operand, parent) for operand in op.operands)
        ):
            self.queue(parent)

    def initial_ops(self, region: Region) -> None:
        # The order of xDSL's walk (reversed, regions first), without its
        # nested generators, which cost more than the visit of an op; ops of
        # classes nothing can happen to (terminators without patterns,
        # functions, ...) are left out: visiting them would change nothing.
        assert isinstance(self.pattern, CanonicalizeOp)
        rules_of = self.pattern.rules_of
        push = self.queue
        inert: dict[type[Operation], bool] = {}

        def push_region(region: Region) -> None:
            block = region.last_block
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

    def rewrite_region(self, region: Region) -> bool:
        changed = False
        while True:
            changed |= self.sweep(region)
            if not _erase_unreachable_blocks(region):
                return changed
            changed = True


def _erase_unreachable_blocks(region: Region) -> bool:
    """Erases the blocks no path from their region's entry reaches, in
    `region` and all regions nested in it."""
    with_branches: list[Region] = []
    pending = [region]
    while pending:
        current = pending.pop()
        block = current.first_block
        if block is not None and block.next_block is not None:
            with_branches.append(current)
        # Following the links: xDSL's block and op iterators cost more.
        while block is not None:
            op = block.first_op
            while op is not None:
                if op.regions:
                    pending.extend(op.regions)
                op = op.next_op
            block = block.next_block
    erased = False
    # A region is listed after the regions around it: inner ones go first,
    # before erasing an outer block could take them along.
    for candidate in reversed(with_branches):
        erased |= erase_unreachable_blocks_in(candidate)
    return erased


def erase_unreachable_blocks_in(region: Region) -> bool:
    """Erases the blocks of `region` (not of regions nested in it) that no
    path from its entry reaches; whether there were any."""
    entry = region.first_block
    if entry is None or entry.next_block is None:
        return False
    reached = set(reverse_post_order(entry))
    unreachable = [block for block in region.blocks if block not in reached]
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
