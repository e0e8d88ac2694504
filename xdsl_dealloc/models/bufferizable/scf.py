"""Bufferization models of the `scf` dialect, as MLIR 22 bufferizes it.

`scf.if`, `scf.index_switch` and `scf.execute_region` yield the buffers of
their branches (equivalent to them; for a choice of branches only maybe);
`scf.for` and `scf.while` carry the buffers of their iteration arguments,
in place of their inits, and require each yielded value to be equivalent to its iteration
argument unless `allow-return-allocs-from-loops` (then a yielded value that
may alias a buffer defined outside the loop, or a buffer that may not be
written, is copied); `scf.yield` and `scf.condition` pass their buffers
on, always in place.  `scf.forall` writes its shared outputs in place (its
body is a parallel region) and yields them as its results.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import scf
from xdsl.dialects.builtin import MemRefType, TensorType
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.bufferization import ToTensorOp
from xdsl_dealloc.dialects.scf import ForallOp, InParallelOp, constant_int
from xdsl_dealloc.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    BufferRelation,
    FixedAccessBufferizable,
    OpOperand,
    uses_of,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
    fully_dynamic_layout,
    memory_space_of,
    memref_type_for,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.ir.rebuild import build_op
from xdsl_dealloc.ir.types import is_tensor
from xdsl_dealloc.models.bufferizable.bufferization import cast_or_copy
from xdsl_dealloc.models.bufferizable.cf import (
    block_argument_aliasing_operands,
    block_argument_buffer_type,
    bufferize_block_signature,
    retype_arguments,
)


def _terminator(region: Region) -> Operation:
    """The region's (first) `scf.yield`: the last op of its block, or of one
    of its blocks in an `scf.execute_region` of several."""
    block = region.blocks.first
    assert block is not None and block.last_op is not None
    if len(region.blocks) > 1:
        for candidate in region.blocks:
            if isinstance(candidate.last_op, scf.YieldOp):
                return candidate.last_op
    return block.last_op


def _yield_count(region: Region) -> int:
    return sum(isinstance(block.last_op, scf.YieldOp) for block in region.blocks)


def rebuilt(
    op: Operation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    rewriter: Rewriter,
) -> Operation:
    """A new op of `op`'s class, before it, with these operands and result
    types, and `op`'s regions (moved); `op`'s results are left to replace."""
    new_op = build_op(
        type(op),
        operands=operands,
        result_types=result_types,
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        regions=[op.detach_region(region) for region in list(op.regions)],
        location=op.location,
    )
    rewriter.insert_op(new_op, InsertPoint.before(op))
    for old, new in zip(op.results, new_op.results, strict=True):
        new.name_hint = old.name_hint
    return new_op


def joined_buffer_type(
    tensor_type: Attribute,
    candidates: Sequence[Attribute],
    op: Operation,
    inconsistent: str,
) -> Attribute:
    """The buffer type of a value that is one of several buffers: theirs
    if they agree, else a fully dynamic layout in their memory space; a
    diagnostic on `op` saying `inconsistent` if their memory spaces differ
    (as MLIR: no copy may move a buffer to another memory space)."""
    if all(candidate == candidates[0] for candidate in candidates):
        return candidates[0]
    if any(
        memory_space_of(candidate) != memory_space_of(candidates[0])
        for candidate in candidates
    ):
        raise error(op, inconsistent)
    assert isinstance(tensor_type, TensorType)
    return memref_type_for(
        tensor_type,
        fully_dynamic_layout(len(tensor_type.get_shape())),
        memory_space_of(candidates[0]),
    )


_INCONSISTENT_LOOP_SPACES = (
    "init_arg and yielded value bufferize to inconsistent memory spaces"
)


def _yielded_buffer_type(value: SSAValue, state: BufferizationState) -> Attribute:
    """The buffer type of a yielded value (already a memref if bufferized)."""
    if isinstance(value.type, MemRefType):
        return value.type
    return state.buffer_type(value)


class NoTensorOperands(FixedAccessBufferizable):
    """An op whose only operands are scalars (`scf.if`, `scf.index_switch`,
    `scf.execute_region`): all answers are about its results."""


class YieldsBranchBuffers(NoTensorOperands):
    """Each result is the buffer its region yielded: equivalent to every
    yielded value, and definitely it when there is one region."""

    def aliasing_operands(
        self, op: Operation, value: SSAValue, state: AnalysisState
    ) -> Sequence[AliasingOpOperand]:
        if isinstance(value, BlockArgument):
            return block_argument_aliasing_operands(value)
        assert isinstance(value, OpResult)
        definite = len(op.regions) == 1
        return [
            AliasingOpOperand(
                OpOperand(_terminator(region), value.index),
                BufferRelation.EQUIVALENT,
                definite,
            )
            for region in op.regions
        ]

    def unsupported_reason(self, op: Operation, state: AnalysisState) -> str | None:
        if any(
            len(region.blocks) > 1 and _yield_count(region) != 1
            for region in op.regions
        ):
            return "op without unique scf.yield is not supported"
        return None

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        if isinstance(value, BlockArgument):
            return block_argument_buffer_type(value, state)
        assert isinstance(value, OpResult)
        return joined_buffer_type(
            value.type,
            [
                _yielded_buffer_type(_terminator(region).operands[value.index], state)
                for region in op.regions
            ],
            op,
            "inconsistent memory space on "
            + (
                "switch cases"
                if isinstance(op, scf.IndexSwitchOp)
                else "then/else branches"
            ),
        )

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        result_types = [state.buffer_type(result) for result in op.results]
        new_op = rebuilt(op, list(op.operands), result_types, rewriter)
        for region in new_op.regions:
            for block in list(region.blocks)[1:]:
                bufferize_block_signature(block, state)
        state.replace_op_with_bufferized_values(op, list(new_op.results))


class ForModel(FixedAccessBufferizable):
    """`scf.for`: init `i` (operand `3 + i`), iteration argument `i` (body
    argument `1 + i`), yielded value `i` and result `i` share a buffer when
    the yielded value is equivalent to the iteration argument."""

    writes = True

    FIRST_INIT = 3

    @staticmethod
    def _iteration_argument(op: Operation, position: int) -> BlockArgument:
        assert isinstance(op, scf.ForOp)
        return op.body.block.args[1 + position]

    def _yielded(self, op: Operation, position: int) -> SSAValue:
        assert isinstance(op, scf.ForOp)
        return _terminator(op.body).operands[position]

    def bufferizes_to_memory_read(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        """Read when the body reads its iteration argument, or when the loop
        may run no iteration: the result is then the init (MLIR 22)."""
        assert isinstance(op, scf.ForOp)
        lower, upper = constant_int(op.lb), constant_int(op.ub)
        if lower is None or upper is None or upper <= lower:
            return True
        position = operand.index - self.FIRST_INIT
        return state.is_value_read(self._iteration_argument(op, position))

    def relation(
        self, op: Operation, position: int, state: AnalysisState
    ) -> BufferRelation:
        if state.are_equivalent(
            self._iteration_argument(op, position), self._yielded(op, position)
        ):
            return BufferRelation.EQUIVALENT
        return BufferRelation.UNKNOWN

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        position = operand.index - self.FIRST_INIT
        if position < 0:
            return []
        return [_loop_result_alias(op, position, self.relation(op, position, state))]

    def verify_analysis(self, op: Operation, state: AnalysisState) -> str | None:
        if state.options.allow_return_allocs_from_loops:
            return None
        for result in op.results:
            if not is_tensor(result):
                continue
            position = result.index
            if self.relation(op, position, state) is BufferRelation.EQUIVALENT:
                continue
            argument = self._iteration_argument(op, position)
            yielded = self._yielded(op, position)
            return (
                f"Yield operand #{position} is not equivalent to the corresponding "
                f"iter bbArg: the loop yields {_describe(yielded)} for iteration "
                f"argument {_describe(argument)} (#{position}), whose buffer it "
                "does not reuse; the option allow-return-allocs-from-loops lets "
                "the loop yield a new buffer instead"
            )
        return None

    def resolve_conflicts(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """The default copies, and (with `allow-return-allocs-from-loops`) a
        copy of each yielded value that may alias a buffer from outside the
        loop other than its own iteration argument, or a buffer that may not
        be written (a constant made in the body) when the iteration argument
        or the result is written in place (MLIR 22 then writes the
        constant)."""
        state.resolve_operand_conflicts(op)
        if state.options.copy_before_write:
            return
        assert isinstance(op, scf.ForOp)
        yield_op = _terminator(op.body)
        for position, value in enumerate(list(yield_op.operands)):
            if not is_tensor(value):
                continue
            own = self._iteration_argument(op, position)
            analysis = state.analysis
            aliases = analysis.aliases_of(value)
            if _aliases_only_inside(aliases, op.body, own) and (
                all(alias is own or analysis.is_writable(alias) for alias in aliases)
                or not (
                    _written_by_other_ops(own, op, analysis)
                    or _written_by_other_ops(op.results[position], op, analysis)
                )
            ):
                continue
            copy = state.allocate_tensor_for(
                value, InsertPoint.before(yield_op), copy=True
            )
            yield_op.operands[position] = copy

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, scf.ForOp)
        if isinstance(value, OpResult):
            return state.buffer_type(self._iteration_argument(op, value.index))
        assert isinstance(value, BlockArgument)
        position = value.index - 1
        init_type = state.buffer_type(op.iter_args[position])
        if state.times_on_stack(value) >= 2:
            return init_type  # MLIR's cut of the recursion through the body
        yielded_type = _yielded_buffer_type(self._yielded(op, position), state)
        return joined_buffer_type(
            value.type, [init_type, yielded_type], op, _INCONSISTENT_LOOP_SPACES
        )

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, scf.ForOp)
        argument_types: dict[int, Attribute] = {}
        inits: list[SSAValue] = []
        for position, init in enumerate(op.iter_args):
            if not is_tensor(init):
                inits.append(init)
                continue
            argument = self._iteration_argument(op, position)
            buffer_type = state.buffer_type(argument)
            argument_types[argument.index] = buffer_type
            inits.append(
                cast_or_copy(
                    state.get_buffer(init), buffer_type, state, InsertPoint.before(op)
                )
            )
        result_types = [
            argument_types.get(1 + result.index, result.type) for result in op.results
        ]
        new_op = rebuilt(op, [op.lb, op.ub, op.step, *inits], result_types, rewriter)
        assert isinstance(new_op, scf.ForOp)
        retype_arguments(new_op.body.block, argument_types, rewriter)
        state.replace_op_with_bufferized_values(op, list(new_op.results))


class WhileModel(FixedAccessBufferizable):
    """`scf.while`: init `i`, "before" argument `i` and result `i` share a
    buffer when the condition passes on and the body yields values
    equivalent to their block arguments."""

    reads = True
    writes = True

    def relation(
        self, op: Operation, position: int, state: AnalysisState
    ) -> BufferRelation:
        assert isinstance(op, scf.WhileOp)
        before = op.before_region.block.args
        after = op.after_region.block.args
        condition = _terminator(op.before_region).operands[1:]
        yielded = _terminator(op.after_region).operands
        if (
            position >= len(before)
            or before[position].type != op.results[position].type
        ):
            return BufferRelation.UNKNOWN
        if state.are_equivalent(before[position], condition[position]) and (
            state.are_equivalent(after[position], yielded[position])
        ):
            return BufferRelation.EQUIVALENT
        return BufferRelation.UNKNOWN

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        position = operand.index
        if (
            position >= len(op.results)
            or operand.value.type != op.results[position].type
        ):
            return []
        return [_loop_result_alias(op, position, self.relation(op, position, state))]

    def verify_analysis(self, op: Operation, state: AnalysisState) -> str | None:
        if state.options.allow_return_allocs_from_loops:
            return None
        assert isinstance(op, scf.WhileOp)
        for region, what, first in (
            (op.before_region, "Condition arg", 1),
            (op.after_region, "Yield operand", 0),
        ):
            terminator = _terminator(region)
            arguments = region.block.args
            for position, value in enumerate(terminator.operands[first:]):
                if not is_tensor(value):
                    continue
                if position < len(arguments) and state.are_equivalent(
                    value, arguments[position]
                ):
                    continue
                return (
                    f"{what} #{position} is not equivalent to the corresponding "
                    f"iter bbArg: the loop passes on {_describe(value)}, whose "
                    "buffer is not the one of its block argument; the option "
                    "allow-return-allocs-from-loops lets the loop pass a new "
                    "buffer instead"
                )
        return None

    def resolve_conflicts(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """The default copies, and a copy of each value the condition passes
        on unless both the condition and the body keep their buffers."""
        state.resolve_operand_conflicts(op)
        if state.options.copy_before_write:
            return
        assert isinstance(op, scf.WhileOp)
        condition = _terminator(op.before_region)
        yielded = _terminator(op.after_region).operands
        before, after = op.before_region.block.args, op.after_region.block.args
        analysis = state.analysis
        for position, value in enumerate(list(condition.operands[1:])):
            if not is_tensor(value):
                continue
            if (
                position < len(before)
                and analysis.are_equivalent(value, before[position])
                and analysis.are_equivalent(yielded[position], after[position])
            ):
                continue
            condition.operands[1 + position] = state.allocate_tensor_for(
                value, InsertPoint.before(condition), copy=True
            )

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, scf.WhileOp)
        if isinstance(value, BlockArgument) and value.owner is op.before_region.block:
            position = value.index
            init_type = state.buffer_type(op.arguments[position])
            if state.times_on_stack(value) >= 2:
                return init_type
            yielded = _terminator(op.after_region).operands[position]
            return joined_buffer_type(
                value.type,
                [init_type, _yielded_buffer_type(yielded, state)],
                op,
                _INCONSISTENT_LOOP_SPACES,
            )
        position = value.index  # pyright: ignore[reportAttributeAccessIssue]
        passed_on = _terminator(op.before_region).operands[1 + position]
        return _yielded_buffer_type(passed_on, state)

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, scf.WhileOp)
        before = op.before_region.block
        after = op.after_region.block
        before_types = {
            arg.index: state.buffer_type(arg) for arg in before.args if is_tensor(arg)
        }
        after_types = {
            arg.index: state.buffer_type(arg) for arg in after.args if is_tensor(arg)
        }
        inits = [
            cast_or_copy(
                state.get_buffer(init),
                before_types[position],
                state,
                InsertPoint.before(op),
            )
            if is_tensor(init)
            else init
            for position, init in enumerate(op.arguments)
        ]
        result_types = [after_types.get(arg.index, arg.type) for arg in after.args]
        new_op = rebuilt(op, inits, result_types, rewriter)
        assert isinstance(new_op, scf.WhileOp)
        retype_arguments(new_op.before_region.block, before_types, rewriter)
        retype_arguments(new_op.after_region.block, after_types, rewriter)
        state.replace_op_with_bufferized_values(op, list(new_op.results))


class ConditionModel(FixedAccessBufferizable):
    """`scf.condition`: reads what it passes on, always in place; the
    buffers become the "after" arguments (or the results)."""

    reads = True

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, scf.ConditionOp)
        loop = op.parent_op()
        assert isinstance(loop, scf.WhileOp)
        if state.analysis.model(loop) is None:
            return
        targets = [arg.type for arg in loop.after_region.block.args]
        point = InsertPoint.before(op)
        passed_on = [
            cast_or_copy(state.get_buffer(value), target, state, point)
            if is_tensor(value)
            else value
            for value, target in zip(op.args, targets, strict=True)
        ]
        rewriter.insert_op(scf.ConditionOp(op.condition, *passed_on), point)
        rewriter.erase_op(op)


def _loop_result_alias(
    op: Operation, position: int, relation: BufferRelation
) -> AliasingValue:
    """Result `position` of a loop, aliasing its init: definitely when
    equivalent (the loop keeps the buffer), maybe otherwise."""
    return AliasingValue(
        op.results[position], relation, relation is BufferRelation.EQUIVALENT
    )


def _describe(value: SSAValue) -> str:
    name = value.name_hint
    return f"%{name}" if name else f"a value of type {value.type}"


def _written_by_other_ops(
    value: SSAValue, loop: Operation, analysis: AnalysisState
) -> bool:
    """Whether an op other than `loop` writes an alias of `value` in place
    (the loop's own inits count as written only so that they are copied
    when not in place)."""
    return any(
        use.op is not loop
        and analysis.is_in_place(use)
        and analysis.bufferizes_to_memory_write(use)
        for alias in analysis.aliases_of(value)
        for use in uses_of(alias)
    )


def _aliases_only_inside(
    aliases: Sequence[SSAValue], body: Region, own: BlockArgument
) -> bool:
    """Whether every alias (but the loop's own iteration argument) is
    defined inside `body` (MLIR's `doesNotAliasExternalValue`)."""
    for alias in aliases:
        if alias is own:
            continue
        if isinstance(alias, OpResult):
            if not body.is_ancestor(alias.op):
                return False
            continue
        owner = alias.owner
        assert isinstance(owner, Block)
        parent = owner.parent_op()
        if (
            parent is None
            or owner.parent_region() is body
            or not body.is_ancestor(parent)
        ):
            return False
    return True


class YieldModel(FixedAccessBufferizable):
    """`scf.yield`: reads what it yields, always in place; the buffers
    become the parent's results (of `scf.if`, `scf.index_switch`,
    `scf.execute_region`) or next iteration arguments (`scf.for`)."""

    reads = True

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        parent = op.parent_op()
        if isinstance(parent, scf.IfOp | scf.IndexSwitchOp):
            return [
                AliasingValue(
                    parent.results[operand.index], BufferRelation.EQUIVALENT, False
                )
            ]
        if isinstance(parent, scf.ExecuteRegionOp):
            return [
                AliasingValue(parent.results[operand.index], BufferRelation.EQUIVALENT)
            ]
        return []

    def must_bufferize_in_place(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> bool:
        return True

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        parent = op.parent_op()
        assert parent is not None
        if state.analysis.model(parent) is None:
            return  # an unknown parent keeps its tensors
        if isinstance(parent, scf.ForOp):
            targets = [arg.type for arg in parent.body.block.args[1:]]
        elif isinstance(parent, scf.WhileOp):
            targets = [arg.type for arg in parent.before_region.block.args]
        else:
            targets = [result.type for result in parent.results]
        point = InsertPoint.before(op)
        operands = [
            cast_or_copy(state.get_buffer(value), target, state, point)
            if is_tensor(value)
            else value
            for value, target in zip(op.operands, targets, strict=True)
        ]
        new_yield = build_op(scf.YieldOp, operands=operands)
        rewriter.insert_op(new_yield, point)
        rewriter.erase_op(op)


class ForallModel(FixedAccessBufferizable):
    """`scf.forall`: shared output `i` is written in place (the threads'
    `tensor.parallel_insert_slice`s write into its buffer), and result `i`
    is equivalent to it.  An output is read: its contents outside the
    slices the threads insert are the result's.
    The body is repetitive and parallel unless it runs at most once."""

    reads = True  # as MLIR 22, even where no thread reads the output
    writes = True

    @staticmethod
    def _first_output(op: ForallOp) -> int:
        return len(op.operands) - len(op.outputs)

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        assert isinstance(op, ForallOp)
        position = operand.index - self._first_output(op)
        if position < 0:
            return []
        return [AliasingValue(op.results[position], BufferRelation.EQUIVALENT)]

    def is_repetitive_region(self, op: Operation, index: int) -> bool:
        assert isinstance(op, ForallOp)
        return any(
            lower is None or upper is None or step is None or lower + step < upper
            for lower, upper, step in zip(
                op.constant_bounds("LowerBound"),
                op.constant_bounds("UpperBound"),
                op.constant_bounds("Step"),
                strict=True,
            )
        )

    def is_parallel_region(self, op: Operation, index: int) -> bool:
        return self.is_repetitive_region(op, index)

    def buffer_type(
        self, op: Operation, value: SSAValue, state: BufferizationState
    ) -> Attribute:
        assert isinstance(op, ForallOp)
        if isinstance(value, OpResult):
            return state.buffer_type(op.outputs[value.index])
        assert isinstance(value, BlockArgument)
        return state.buffer_type(op.outputs[value.index - op.rank])

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        assert isinstance(op, ForallOp)
        buffers = [state.get_buffer(output) for output in op.outputs]
        block = op.body.block
        for argument, buffer in zip(block.args[op.rank :], buffers, strict=True):
            to_tensor = build_op(
                ToTensorOp, operands=[buffer], result_types=[argument.type]
            )
            rewriter.insert_op(to_tensor, InsertPoint.at_start(block))
            argument.replace_all_uses_with(to_tensor.results[0])
        for argument in list(block.args[op.rank :]):
            block.erase_arg(argument)
        new_op = ForallOp(
            op.mixed_bounds("LowerBound"),
            op.mixed_bounds("UpperBound"),
            op.mixed_bounds("Step"),
            [],
            op.detach_region(op.body),
            op.mapping,
        )
        new_op.attributes |= op.attributes
        rewriter.insert_op(new_op, InsertPoint.before(op))
        state.replace_op_with_bufferized_values(op, buffers)


class InParallelModel(FixedAccessBufferizable):
    """`scf.forall.in_parallel`: no tensor of its own; the ops it holds are
    bufferized one by one (known to the analysis, as in MLIR)."""

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        pass


def register() -> None:
    """Attaches the bufferization models of `scf`'s ops."""
    register_interface(scf.ForOp, ForModel())
    for op_class in (scf.IfOp, scf.IndexSwitchOp, scf.ExecuteRegionOp):
        register_interface(op_class, YieldsBranchBuffers())
    register_interface(scf.YieldOp, YieldModel())
    register_interface(scf.WhileOp, WhileModel())
    register_interface(scf.ConditionOp, ConditionModel())
    register_interface(ForallOp, ForallModel())
    register_interface(InParallelOp, InParallelModel())
