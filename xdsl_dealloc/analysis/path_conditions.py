"""Boolean values known on every path to an op.

A block with a single predecessor is entered only through that predecessor's
edge, and a region of an `scf.if` only when its condition has the region's
value: the branch conditions on the way (`BranchOpInterface.facts_on_edge`,
`RegionBranchOpInterface.facts_on_entry`) hold wherever the op runs.  The
deallocation pass forwards ownership as formulas of those conditions, so a
formula that is constant on the path an op is on decides, for instance, that
a returned buffer is owned and needs no guarded copy.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import cast

from xdsl.dialects import arith
from xdsl.dialects.builtin import i1
from xdsl.ir import Block, Operation, OpResult, SSAValue
from xdsl.traits import IsolatedFromAbove

from xdsl_dealloc.dialects.bufferization import DeallocOp
from xdsl_dealloc.interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
)
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.booleans import BOOLEAN_BINARY_OPS, constant_bool

EVALUATION_DEPTH = 8
"""How many boolean ops deep `evaluate` looks: the formulas the deallocation
pass builds are shallow, and an unbounded walk could cost more than it saves."""


def known_conditions(op: Operation) -> dict[SSAValue, bool]:
    """The boolean values known wherever `op` runs, from the branches taken
    on every path from the enclosing function's entry to it."""
    facts: dict[SSAValue, bool] = {}
    block = op.parent_block()
    visited: set[Block] = set()
    while block is not None and block not in visited:
        visited.add(block)
        region = block.parent
        if region is None:
            break
        if block is region.first_block:
            parent = region.parent
            if parent is None or get_interface(parent, IsolatedFromAbove) is not None:
                break
            if (branching := get_interface(parent, RegionBranchOpInterface)) is None:
                break
            _add(facts, branching.facts_on_entry(parent, region))
            block = parent.parent_block()
            continue
        predecessor = _single_predecessor(block)
        if predecessor is None or (terminator := predecessor.last_op) is None:
            break
        if (branch := get_interface(terminator, BranchOpInterface)) is None:
            break
        edges = [i for i, s in enumerate(terminator.successors) if s is block]
        if len(edges) == 1:
            _add(facts, branch.facts_on_edge(terminator, edges[0]))
        block = predecessor
    return facts


def _single_predecessor(block: Block) -> Block | None:
    # `block.predecessors()` made into a set, without building either.
    single: Block | None = None
    for use in block.uses:
        predecessor = use.operation.parent_block()
        if predecessor is None or predecessor is single:
            continue
        if single is not None:
            return None
        single = predecessor
    return single


def _add(facts: dict[SSAValue, bool], more: Mapping[SSAValue, bool]) -> None:
    # Facts nearer the op were added first; farther ones cannot contradict
    # them on a feasible path, and on an infeasible one anything goes.
    for value, known in more.items():
        facts.setdefault(value, known)


EVALUATED_OPS = frozenset((arith.SelectOp, DeallocOp, *BOOLEAN_BINARY_OPS))
"""The op classes whose results `evaluate` reads as formulas of their
operands (besides constants, which it reads as they are)."""


def evaluate(
    value: SSAValue, facts: Mapping[SSAValue, bool], depth: int = EVALUATION_DEPTH
) -> bool | None:
    """The value of the `i1` `value` given `facts`, if they decide it, through
    constants and `arith` boolean ops."""
    if (known := facts.get(value)) is not None:
        return known
    # Exact classes throughout: an `isinstance` against xDSL's op classes
    # goes through `ABCMeta`.  (They narrow without `cast`, a Python call.)
    if type(value) is not OpResult:
        return None  # a block argument: only `facts` decide it
    owner = value.op
    owner_class = type(owner)
    if owner_class is arith.ConstantOp:
        return constant_bool(value)
    if depth == 0 or value.type != i1:
        return None
    depth -= 1
    if owner_class is arith.SelectOp:
        condition_value, true_value, false_value = owner.operands
        condition = evaluate(condition_value, facts, depth)
        if condition is not None:
            chosen = true_value if condition else false_value
            return evaluate(chosen, facts, depth)
        lhs = evaluate(true_value, facts, depth)
        return (
            lhs
            if lhs is not None and lhs == evaluate(false_value, facts, depth)
            else None
        )
    if type(owner) is DeallocOp:
        # A retained memref's new ownership: some freed memref aliasing it
        # had its condition; none can when no condition holds.
        _, conditions, _ = owner.operand_groups()
        if all(evaluate(c, facts, depth) is False for c in conditions):
            return False
        return None
    if owner_class not in BOOLEAN_BINARY_OPS:
        return None
    lhs_value, rhs_value = owner.operands
    lhs = evaluate(lhs_value, facts, depth)
    if owner_class is arith.AndIOp and lhs is False:
        return False
    if owner_class is arith.OrIOp and lhs is True:
        return True
    rhs = evaluate(rhs_value, facts, depth)
    if owner_class is arith.AndIOp:
        return False if rhs is False else (True if lhs and rhs else None)
    if owner_class is arith.OrIOp:
        return (
            True if rhs is True else (False if lhs is False and rhs is False else None)
        )
    return None if lhs is None or rhs is None else lhs != rhs


MAX_CASES = 16
"""How many cases `BooleanCases.cases` splits assumptions into before giving up."""

_Literal = tuple[SSAValue, bool]


_NOT_LOOKED_AT = cast(bool, object())
"""Marks a value `BooleanCases._constant` has not looked at."""

_UNSPLIT: list[frozenset[_Literal]] = []
"""Marks assumptions `BooleanCases.split` has not split yet."""


class BooleanCases:
    """Splits assumptions on `i1` values into cases.  Remembers how each
    value it met is defined (the same ones are split over and over), so it
    must not outlive a rewrite of their operands: the ops whose operands it
    read go in `reads`, by their ids (an op's `__hash__` is a Python call),
    each held."""

    def __init__(self, reads: dict[int, Operation] | None = None) -> None:
        self.reads: dict[int, Operation] = {} if reads is None else reads
        self._constants: dict[SSAValue, bool | None] = {}
        self._alternatives: dict[_Literal, list[list[_Literal]]] = {}
        self._splits: dict[
            tuple[tuple[_Literal, ...], frozenset[_Literal]],
            list[frozenset[_Literal]] | None,
        ] = {}

    def split(
        self, literals: tuple[_Literal, ...], assumed: frozenset[_Literal]
    ) -> list[frozenset[_Literal]] | None:
        """`cases`, each as a set of literals, remembered: a query's
        fixpoint rounds split the same assumptions again."""
        key = (literals, assumed)
        split = self._splits.get(key, _UNSPLIT)
        if split is _UNSPLIT:
            cases = self.cases(literals, dict(assumed))
            split = self._splits[key] = (
                None if cases is None else [frozenset(case.items()) for case in cases]
            )
        return split

    def cases(
        self, literals: Iterable[_Literal], assumed: Mapping[SSAValue, bool] = {}
    ) -> list[dict[SSAValue, bool]] | None:
        """The ways the `i1` values of `literals` can all have the given
        values, on top of the split assumptions `assumed`: one dict per
        case, of every boolean the case assumes, `arith` boolean ops split
        down to their operands (an `or` that holds gives a case per
        operand); a case contradicting itself or a constant is dropped.
        None when that needs more than `MAX_CASES` cases."""
        cases: list[dict[SSAValue, bool]] = []
        work = [(list(literals), dict(assumed))]
        while work:
            pending, case = work.pop()
            feasible = True
            while pending and feasible:
                literal = pending.pop()
                value, holds = literal
                known = case.get(value)
                if known is None:
                    known = self._constant(value)
                if known is not None:
                    feasible = known == holds
                    continue
                case[value] = holds
                first, *others = self._split(literal)
                work.extend((pending + other, dict(case)) for other in others)
                pending.extend(first)
            if feasible:
                cases.append(case)
            if len(cases) + len(work) > MAX_CASES:
                return None
        return cases

    def _constant(self, value: SSAValue) -> bool | None:
        # One lookup (a value hashes in Python) where the value is known.
        known = self._constants.get(value, _NOT_LOOKED_AT)
        if known is _NOT_LOOKED_AT:
            known = self._constants[value] = constant_bool(value)
        return known

    def _split(self, literal: _Literal) -> list[list[_Literal]]:
        """What the literal means for the operands of the boolean op
        defining its value: one list of literals per alternative."""
        if (known := self._alternatives.get(literal)) is None:
            known = self._alternatives[literal] = self._alternatives_of(*literal)
        return known

    def _alternatives_of(self, value: SSAValue, holds: bool) -> list[list[_Literal]]:
        if type(value) is not OpResult:  # exact classes, as in `evaluate`
            return [[]]
        owner = value.op
        owner_class = type(owner)
        if owner_class is arith.AndIOp or owner_class is arith.OrIOp:
            self.reads[id(owner)] = owner
            lhs, rhs = owner.operands
            both = [(lhs, holds), (rhs, holds)]
            if (owner_class is arith.AndIOp) == holds:
                return [both]
            return [[literal] for literal in both]
        if owner_class is arith.XOrIOp:
            self.reads[id(owner)] = owner
            lhs, rhs = owner.operands
            for operand, other in ((lhs, rhs), (rhs, lhs)):
                if (constant := self._constant(other)) is not None:
                    return [[(operand, holds != constant)]]
        if owner_class is arith.SelectOp and value.type == i1:
            self.reads[id(owner)] = owner
            condition, lhs, rhs = owner.operands
            return [
                [(condition, True), (lhs, holds)],
                [(condition, False), (rhs, holds)],
            ]
        return [[]]
