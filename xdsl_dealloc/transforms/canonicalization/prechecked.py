"""xDSL's canonicalization patterns behind a cheap test of what they need.

A canonicalization sweep offers every op to its class's patterns, and most
offers change nothing.  Some of xDSL's patterns pay much for saying no:
`SimplifyPassThroughCondBranch` counts the ops of both successor blocks
(`len(block.ops)` walks the block), `SimplifyBrToBlockWithSinglePred` lists
the successor's predecessors, `RehoistConstInLoops` asks every op of
a loop body for its traits, `SelectTrueFalsePattern` builds an `i1` type to
compare with, and the folder of `arith`'s binary ops looks its trait up and
asks both operands' definitions for theirs (`may_fold`).  Others read the
operand they need a constant in (or both successors, or the lone user of
an allocation) through IRDL's named accessors, about a microsecond each,
at every visit.  `PRECHECKED` pairs each with the condition it cannot do
without, read from the op's operands, successors or uses; the sweep runs
the pattern only where that holds, so it does the same, at a fraction of
the cost where it does nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple, cast

from xdsl.dialects import arith, cf, memref, scf
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import Commutative, ConstantLike
from xdsl.transforms.canonicalization_patterns import arith as arith_patterns
from xdsl.transforms.canonicalization_patterns import cf as cf_patterns
from xdsl.transforms.canonicalization_patterns import memref as memref_patterns
from xdsl.transforms.canonicalization_patterns import scf as scf_patterns

from xdsl_dealloc.analysis.walk import block_ops
from xdsl_dealloc.interfaces.registry import cached_per_class
from xdsl_dealloc.ir.booleans import constant_bool
from xdsl_dealloc.ir.types import is_empty_memref
from xdsl_dealloc.transforms.canonicalization import (
    arith_folds,
    copies,
    write_only_allocation,
)
from xdsl_dealloc.transforms.canonicalization.constants import (
    defined_by_constant,
    is_constant,
)
from xdsl_dealloc.transforms.canonicalization.deciding_edge import (
    SinkIntoDecidingEdge,
)
from xdsl_dealloc.transforms.canonicalization.region_values import (
    ForwardValuesAllEdgesAgreeOn,
    RemoveUnusedResults,
)


class Prechecked(RewritePattern):
    """`pattern`, tried only on ops for which `needs` holds."""

    def __init__(
        self, pattern: RewritePattern, needs: Callable[[Operation], bool]
    ) -> None:
        self.pattern = pattern
        self.needs = needs

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if self.needs(op):
            self.pattern.match_and_rewrite(op, rewriter)


_item = tuple.__getitem__
"""Indexes an op's operand tuple in C (`op._operands`): `op.operands[i]` is
three Python calls (a view, its `__getitem__`, `SSAValues.__getitem__`),
and the gates read an operand or two at nearly every visit.  The operand
and successor tuples are read in place (unpacked in C) for the same
reason."""


def _from_arith_constant(value: SSAValue) -> bool:
    # What xDSL's `const_evaluate_operand` evaluates.
    return type(value.owner) is arith.ConstantOp


def _is_lone_branch(block: Block) -> bool:
    """Whether `block` holds a `cf.br` alone (what `collapse_branch` needs)."""
    first = block.first_op
    return first is not None and first is block.last_op and type(first) is cf.BranchOp


def _collapsible_successor(op: Operation) -> bool:
    return any(map(_is_lone_branch, op._successors))  # pyright: ignore[reportPrivateUsage]


def _single_predecessor(op: Operation) -> bool:
    """Whether one op in a block branches to `op`'s successor (what
    `SimplifyBrToBlockWithSinglePred` needs, counting its predecessors)."""
    (successor,) = op._successors  # pyright: ignore[reportPrivateUsage]
    found = False
    use = successor.first_use
    while use is not None:
        if use.operation.parent is not None:
            if found:
                return False
            found = True
        use = use._next_use  # pyright: ignore[reportPrivateUsage]
    return found


def _hoistable_constant(op: Operation) -> bool:
    loop = cast(scf.ForOp, op)
    return any(is_constant(child) for child in block_ops(loop.body.block))


def _constant_choices(op: Operation) -> bool:
    _, lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
    return _from_arith_constant(lhs) and _from_arith_constant(rhs)


def _same_choices(op: Operation) -> bool:
    _, lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
    return lhs is rhs


def _constant_first_operand(op: Operation) -> bool:
    """A constant condition (`cf.cond_br`, `scf.if`), lower bound
    (`scf.for`) or left operand (`arith`)."""
    return _from_arith_constant(_item(op._operands, 0))  # pyright: ignore[reportPrivateUsage]


def _constant_right_operand(op: Operation) -> bool:
    return _from_arith_constant(_item(op._operands, 1))  # pyright: ignore[reportPrivateUsage]


def _identical_successors(op: Operation) -> bool:
    then_block, else_block = op._successors  # pyright: ignore[reportPrivateUsage]
    return then_block is else_block


def _freed_only(op: Operation) -> bool:
    (buffer,) = op.results
    return type(buffer.get_user_of_unique_use()) is memref.DeallocOp


PRECHECKED: dict[type[RewritePattern], Callable[[Operation], bool]] = {
    cf_patterns.SimplifyPassThroughCondBranch: _collapsible_successor,
    cf_patterns.SimplifyPassThroughBr: _collapsible_successor,
    cf_patterns.SimplifyBrToBlockWithSinglePred: _single_predecessor,
    cf_patterns.SimplifyConstCondBranchPred: _constant_first_operand,
    cf_patterns.SimplifyCondBranchIdenticalSuccessors: _identical_successors,
    scf_patterns.RehoistConstInLoops: _hoistable_constant,
    scf_patterns.IfPropagateConstantCondition: _constant_first_operand,
    scf_patterns.SimplifyTrivialLoops: _constant_first_operand,
    arith_patterns.SelectTrueFalsePattern: _constant_choices,
    arith_patterns.SelectSamePattern: _same_choices,
    arith_patterns.SignlessIntegerBinaryOperationConstantProp: _constant_first_operand,
    arith_patterns.SignlessIntegerBinaryOperationZeroOrUnitRight: _constant_right_operand,
    memref_patterns.ElideUnusedAlloc: _freed_only,
}
"""The xDSL patterns worth a precheck, each with what it needs of an op of
the class it is registered on."""


def may_fold(op: Operation) -> bool:
    """Whether the folder may fold `op`: false only for `arith`'s binary
    integer ops with xDSL's fold (it folds two constant operands, or one
    that is the op's identity) whose operands are neither."""
    op_class = type(op)
    if not _folds_only_constants(op_class):
        return True
    lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
    if defined_by_constant(lhs) and defined_by_constant(rhs):
        return True
    op_class = cast(type[arith.SignlessIntegerBinaryOperation], op_class)
    for operand in (rhs, lhs):
        if defined_by_constant(operand):
            owner = operand.owner
            if type(owner) is not arith.ConstantOp:
                return True  # some other constant: the folder decides
            value = owner.properties["value"]
            if isinstance(value, IntegerAttr) and op_class.is_right_unit(value):
                return True
    return False


def folded_to_operand(op: Operation) -> SSAValue | None:
    """The operand the folder folds `op` to, for `arith`'s binary integer
    ops with xDSL's fold whose one operand is an `arith.constant` of the
    op's identity (on the right, or on either side of a commutative op) and
    the other no constant: read from the operands' definitions, without the
    folder's trait lookups (a fold costs some two hundred Python calls).
    None where this does not tell: the folder decides."""
    op_class = type(op)
    if not _folds_only_constants(op_class):
        return None
    op_class = cast(type[arith.SignlessIntegerBinaryOperation], op_class)
    lhs, rhs = op._operands  # pyright: ignore[reportPrivateUsage]
    rhs_owner = rhs.owner
    if type(rhs_owner) is arith.ConstantOp:
        if defined_by_constant(lhs):
            return None
        value = rhs_owner.properties["value"]
        if isinstance(value, IntegerAttr) and op_class.is_right_unit(value):
            return lhs
        return None
    lhs_owner = lhs.owner
    if type(lhs_owner) is arith.ConstantOp and _commutative(op_class):
        if defined_by_constant(rhs):
            return None
        value = lhs_owner.properties["value"]
        if isinstance(value, IntegerAttr) and op_class.is_right_unit(value):
            return rhs
    return None


@cached_per_class
def _commutative(op_class: type[Operation]) -> bool:
    return op_class.has_trait(Commutative)


@cached_per_class
def _folds_only_constants(op_class: type[Operation]) -> bool:
    return (
        issubclass(op_class, arith.SignlessIntegerBinaryOperation)
        and op_class.fold is arith.SignlessIntegerBinaryOperation.fold
    )


class Gate(NamedTuple):
    """What an op of one class must show for any of `patterns` (and, if
    `folder`, its folder) to change it: a visit of an op without it does
    nothing but check it."""

    patterns: frozenset[type[RewritePattern]]
    """The patterns (those behind a `Prechecked` by their own class) the
    gate speaks for: a class with any other pattern is not gated."""
    folder: bool
    """Whether it speaks for the class's folder too."""
    needs: Callable[[Operation], bool]


def _operand_defined_by(
    forms: tuple[type[Operation], ...],
) -> Callable[[Operation], bool]:
    """Whether one of an op's operands is defined by an op of `forms` or a
    `ConstantLike` op, or its last two operands are one value."""
    # Per class of definition (a block, for an argument): whether it is one.
    defines: dict[type[Operation | Block], bool] = {}
    form_set = frozenset(forms)

    def needs(op: Operation) -> bool:
        operands = op._operands  # pyright: ignore[reportPrivateUsage]
        for operand in operands:
            owner = operand.owner
            owner_class = type(owner)
            found = defines.get(owner_class)
            if found is None:
                found = defines[owner_class] = isinstance(owner, Operation) and (
                    owner_class in form_set or owner.has_trait(ConstantLike)
                )
            if found:
                return True
        return len(operands) > 1 and _item(operands, -1) is _item(operands, -2)

    return needs


_BOOLEAN_GATE = Gate(
    frozenset(
        (
            arith_patterns.SignlessIntegerBinaryOperationConstantProp,
            arith_patterns.SignlessIntegerBinaryOperationZeroOrUnitRight,
            arith_folds.SimplifyBooleanBinary,
            arith_folds.DropNegatedConjunct,
        )
    ),
    True,
    _operand_defined_by((arith.XOrIOp, arith.AndIOp, arith.OrIOp)),
)
"""`arith.andi`, `ori`, `xori`: the folder and xDSL's patterns need a
constant operand; `SimplifyBooleanBinary` a constant, two operands of one
value, or a negation (`xori`); `DropNegatedConjunct` an `andi` or `ori`
operand."""


def _copy_needs(op: Operation) -> bool:
    """A copy onto its source, through a cast, or of an empty buffer."""
    source, destination = op._operands  # pyright: ignore[reportPrivateUsage]
    if source is destination:
        return True
    for value in (source, destination):
        if isinstance(value.owner, memref.CastOp) or is_empty_memref(value):
            return True
    return False


def _if_needs(op: Operation) -> bool:
    """A constant condition; without results, a branch right after it that
    ends its block; with results, one unused, or one both branches yield
    one value or `i1` constants of one value for (what
    `ForwardValuesAllEdgesAgreeOn` replaces a result by)."""
    if _from_arith_constant(_item(op._operands, 0)):  # pyright: ignore[reportPrivateUsage]
        return True
    results = op.results
    if not results:
        follower = op.next_op
        return (
            follower is not None
            and follower.next_op is None
            and bool(follower.successor_uses)
        )
    yielded: list[tuple[SSAValue, ...]] = []
    for region in op.regions:
        block = region.first_block
        if block is None or block.next_block is not None or block.args:
            return True
        terminator = block.last_op
        if type(terminator) is not scf.YieldOp:
            return True
        operands = terminator._operands  # pyright: ignore[reportPrivateUsage]
        if len(operands) != len(results):
            return True
        yielded.append(operands)
    if len(yielded) != 2:
        return True
    for result, then_value, else_value in zip(results, *yielded, strict=True):
        if result.first_use is None or then_value is else_value:
            return True
        constant = constant_bool(then_value)
        if constant is not None and constant_bool(else_value) is constant:
            return True
    return False


GATES: dict[type[Operation], Gate] = {
    arith.AndIOp: _BOOLEAN_GATE,
    arith.OrIOp: _BOOLEAN_GATE,
    arith.XOrIOp: _BOOLEAN_GATE,
    arith.SelectOp: Gate(
        frozenset(
            (
                arith_patterns.SelectConstPattern,
                arith_patterns.SelectTrueFalsePattern,
                arith_patterns.SelectSamePattern,
                arith_patterns.SelectFoldCmpfPattern,
                arith_folds.SelectOfBooleans,
                arith_folds.SelectOfNegatedCondition,
                arith_folds.SelectOfSelectOnSameCondition,
            )
        ),
        False,
        _operand_defined_by((arith.XOrIOp, arith.CmpfOp, arith.SelectOp)),
    ),
    scf.IfOp: Gate(
        frozenset(
            (
                scf_patterns.IfPropagateConstantCondition,
                SinkIntoDecidingEdge,
                ForwardValuesAllEdgesAgreeOn,
                RemoveUnusedResults,
            )
        ),
        False,
        _if_needs,
    ),
    memref.CopyOp: Gate(
        frozenset(
            (
                write_only_allocation.EraseSelfCopy,
                copies.EraseEmptyCopy,
                copies.CopyThroughCast,
            )
        ),
        False,
        _copy_needs,
    ),
}
"""The op classes whose every visit would otherwise run every pattern to
have each say no (most visits of the boolean formulas the passes build,
and of copies): `arith.select` needs a constant condition or arm, two arms
of one value, a negated or `cmpf` condition, or a select arm; `scf.if`,
what `_if_needs` says (most are the lowered deallocs' `scf.if`s, and
those the ownership pass forwards an ownership through);
`memref.copy`, one buffer as source and destination, an operand made by a
`memref.cast`, or one with a static dimension of size 0."""


def gate_of(
    op_class: type[Operation], patterns: Iterable[RewritePattern], folds: bool
) -> Callable[[Operation], bool] | None:
    """What an op of `op_class` must show for `patterns` or (if `folds`) its
    folder to change it, if `GATES` speaks for all of them."""
    gate = GATES.get(op_class)
    if gate is None or (folds and not gate.folder):
        return None
    for pattern in patterns:
        inner = pattern.pattern if isinstance(pattern, Prechecked) else pattern
        if type(inner) not in gate.patterns:
            return None
    return gate.needs
