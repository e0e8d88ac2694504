"""`eliminate-empty-tensors`: a `tensor.empty` whose contents end up inserted
into a subset of another tensor is replaced by that subset, as MLIR 22's
pass does, so One-Shot Bufferize computes into the destination's buffer
instead of a new allocation copied into it afterwards.

```mlir
%e = tensor.empty() : tensor<5xf32>
%f = linalg.fill ins(%x : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
%r = tensor.insert_slice %f into %t[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
```

becomes (the `tensor.empty`, now unused, is left to bufferization):

```mlir
%0 = tensor.extract_slice %t[2] [5] [1] : tensor<10xf32> to tensor<5xf32>
%e = tensor.empty() : tensor<5xf32>
%f = linalg.fill ins(%x : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
%r = tensor.insert_slice %f into %t[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
```

The pass runs One-Shot Analysis first, across function boundaries as MLIR
22's pass does on a module (`analysis/one_shot_module_analysis.py`: callees
first, so a call's result is equivalent to the arguments its callee's
summary says; loops may yield new buffers), and looks at every op with a
`SubsetInsertionOpInterface` model whose source is bufferized in place.
Backwards from the source, along equivalent aliases of the same type (or
`tensor.cast`s), through calls too, it finds the `tensor.empty` ops the
source's contents are computed in; the use of each is replaced by the
insertion's subset, built by the model where every value it needs is
defined and before that use.  The rewrite is value-preserving whatever the
analysis says: the empty tensor's contents were undefined.  Whether the
destination's buffer may then be written in place is decided again by
`one-shot-bufferize`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import tensor
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import is_side_effect_free, is_speculatable

from xdsl_dealloc.analysis.one_shot_analysis import OneShotAnalysisState
from xdsl_dealloc.analysis.one_shot_module_analysis import (
    analyze_module,
    functions_in_call_order,
)
from xdsl_dealloc.analysis.walk import ops_in, ops_in_post_order
from xdsl_dealloc.interfaces.bufferizable import OpOperand, SubsetInsertionOpInterface
from xdsl_dealloc.interfaces.bufferization_state import BufferizationOptions
from xdsl_dealloc.interfaces.memory_effects import may_write
from xdsl_dealloc.interfaces.registry import get_interface


@dataclass(frozen=True)
class EliminateEmptyTensorsPass(ModulePass):
    """MLIR 22's `eliminate-empty-tensors` (it has no options)."""

    name = "eliminate-empty-tensors"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        eliminate_empty_tensors(op)


def eliminate_empty_tensors(module: ModuleOp) -> None:
    """Replaces the uses of `tensor.empty` ops that feed subset insertions;
    raises the analysis's diagnostic, before changing anything, on input
    One-Shot Analysis rejects."""
    options = BufferizationOptions(
        allow_return_allocs_from_loops=True, bufferize_function_boundaries=True
    )
    state = OneShotAnalysisState(module, options)
    analyze_module(state, functions_in_call_order(module, state.functions))
    for op in ops_in_post_order(module):
        subset = get_interface(op, SubsetInsertionOpInterface)
        if subset is None or state.model(op) is None or op.parent is None:
            continue
        source = subset.source_operand(op)
        if not state.is_in_place(source):
            continue  # the copy stays: replacing the empty tensor gains nothing
        visited: dict[OpOperand, None] = {}
        empties = state.find_value_in_reverse_use_def_chain(
            source,
            lambda value: isinstance(value.owner, tensor.EmptyOp),
            always_include_leaves=False,
            follow_equivalent_only=True,
            follow_same_type_or_casts_only=True,
            visited=visited,
        )
        if empties and subset.extracts_destination_buffer(op):
            chain = [source.value, *(use.value for use in visited)]
            if not _accessed_last_by(op, source, chain, state):
                continue
        for empty in empties:
            # The source itself comes first, as in MLIR's walk.
            use = next(use for use in (source, *visited) if use.value is empty)
            _replace_use(op, subset, empty, use, state)


def _accessed_last_by(
    op: Operation,
    source: OpOperand,
    chain: list[SSAValue],
    state: OneShotAnalysisState,
) -> bool:
    """Whether the buffer of the values of `chain` and of their aliases may
    become the one `op` writes: all of them defined before `op` in its
    block, and used there before it (or by it), except for reads after it
    of a value equivalent to `op`'s source (it holds what `op` writes) with
    nothing in between that may write memory.  Otherwise a value read or
    written after `op` would see or change what `op` wrote (MLIR 22 does
    not check)."""
    block = op.parent_block()
    assert block is not None
    values = {alias for value in chain for alias in state.aliases_of(value)}
    for value in values:
        definer = value.owner
        if not isinstance(definer, Operation):
            return False
        ancestor = block.find_ancestor_op_in_block(definer)
        if ancestor is None or not ancestor.is_before_in_block(op):
            return False
        for use in value.uses:
            ancestor = block.find_ancestor_op_in_block(use.operation)
            if ancestor is None:
                return False
            if ancestor is op or ancestor.is_before_in_block(op):
                continue
            if not (
                state.are_equivalent(value, source.value)
                and not state.bufferizes_to_memory_write(
                    OpOperand(use.operation, use.index)
                )
                and not _may_write_between(op, ancestor)
            ):
                return False
    return True


def _may_write_between(first: Operation, last: Operation) -> bool:
    """Whether an op after `first` in its block, up to `last` (included,
    with the ops nested in them), may write memory."""
    op = first.next_op
    while op is not None:
        if may_write(op):
            return True
        if op is last:
            return False
        op = op.next_op
    return False


def _replace_use(
    insertion: Operation,
    subset: SubsetInsertionOpInterface,
    empty: SSAValue,
    use: OpOperand,
    state: OneShotAnalysisState,
) -> None:
    """Builds the subset of `insertion` and makes `use` read it instead of
    `empty`, unless no place can define it before the use or its element
    type differs."""
    empty_op = empty.owner
    assert isinstance(empty_op, Operation)
    needed = list(subset.values_needed_for_subset_extraction(insertion))
    point = _insertion_point(empty_op, use.op, needed, state)
    if point is None:
        if not _move_value_definitions(needed, use.op, state):
            return
        point = use.op
    before = point.prev_op
    replacement = subset.build_subset_extraction(insertion, InsertPoint.before(point))
    built = _ops_between(before, point)
    if replacement is None or replacement is empty:
        return
    if replacement.type != empty.type:
        assert isinstance(replacement.type, TensorType)
        assert isinstance(empty.type, TensorType)
        if replacement.type.element_type != empty.type.element_type:
            for op in reversed(built):
                Rewriter.erase_op(op)
            return
        cast = tensor.CastOp(replacement, empty.type)
        Rewriter.insert_op(cast, InsertPoint.before(point))
        built.append(cast)
        replacement = cast.dest
    for op in built:
        op.location = empty_op.location  # as in MLIR
    use.set(replacement)


def _ops_between(before: Operation | None, point: Operation) -> list[Operation]:
    """The ops after `before` (from the block's start if None) and before
    `point`: what was just built there."""
    block = point.parent_block()
    assert block is not None
    op = block.first_op if before is None else before.next_op
    ops: list[Operation] = []
    while op is not None and op is not point:
        ops.append(op)
        op = op.next_op
    return ops


def _dominates(
    state: OneShotAnalysisState, first: Operation, second: Operation
) -> bool:
    """Whether building before `first` builds before `second`: the same op,
    one containing it, or one properly dominating it."""
    return first.is_ancestor(second) or state.properly_dominates(first, second)


def _defined_at(state: OneShotAnalysisState, value: SSAValue, point: Operation) -> bool:
    """Whether `value` may be used by an op built before `point`."""
    if isinstance(value.owner, Block):
        return value.owner.find_ancestor_op_in_block(point) is not None
    return state.properly_dominates(value.owner, point)


def _insertion_point(
    empty_op: Operation,
    user: Operation,
    needed: list[SSAValue],
    state: OneShotAnalysisState,
) -> Operation | None:
    """Where to build the subset (before the op returned): the first of the
    empty tensor's place and the places right after each needed value's
    definition where all needed values are defined and which comes before
    `user` (MLIR's `findValidInsertionPoint`)."""
    candidates: list[Operation | None] = [empty_op]
    for value in needed:
        owner = value.owner
        candidates.append(owner.first_op if isinstance(owner, Block) else owner.next_op)
    for candidate in candidates:
        if candidate is None:
            continue
        if all(_defined_at(state, value, candidate) for value in needed) and (
            _dominates(state, candidate, user)
        ):
            return candidate
    return None


def _move_value_definitions(
    values: list[SSAValue], user: Operation, state: OneShotAnalysisState
) -> bool:
    """Moves the definitions of `values` not defined before `user`, with
    the ops they depend on, to just before `user`, if they are all pure ops
    of `user`'s block; says whether it did (MLIR's
    `moveValueDefinitions`)."""
    block = user.parent_block()
    pending: list[Operation] = []
    for value in values:
        if _defined_at(state, value, user):
            continue
        if not isinstance(value.owner, Operation) or value.owner.parent is not block:
            return False
        pending.append(value.owner)
    slice_ops: set[Operation] = set()
    while pending:
        op = pending.pop()
        if op in slice_ops or state.properly_dominates(op, user):
            continue
        if op is user or not (is_side_effect_free(op) and is_speculatable(op)):
            return False
        slice_ops.add(op)
        for nested in ops_in(op):
            for operand in nested.operands:
                owner = operand.owner
                if isinstance(owner, Operation) and not op.is_ancestor(owner):
                    pending.append(owner)
    assert block is not None
    for op in [op for op in block.ops if op in slice_ops]:
        op.detach()
        Rewriter.insert_op(op, InsertPoint.before(user))
    return True
