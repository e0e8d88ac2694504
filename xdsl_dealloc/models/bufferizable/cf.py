"""Bufferization models of the `cf` dialect's branches, and the bufferization
of block signatures that they take part in.

A branch passes its tensors on to the arguments of its successor blocks
(equivalent, maybe), neither reading nor writing them.  Its operands are
bufferized with the signature of the block they go to
(`bufferize_block_signature`, MLIR's `bufferizeBlockSignature`): the op
owning a region of several blocks (a function with function boundaries,
`scf.execute_region`) gives every block argument its buffer type, and each
branch into the block then passes buffers.  Without function boundaries a
function's blocks keep their tensor arguments, as in MLIR (they are not
writable, and the branches stay on tensors).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import cf
from xdsl.ir import Attribute, Block, BlockArgument, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from xdsl_dealloc.dialects.bufferization import ToTensorOp
from xdsl_dealloc.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    BufferRelation,
    FixedAccessBufferizable,
    OpOperand,
)
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisState,
    BufferizationState,
    fully_dynamic_layout,
    memory_space_of,
    memref_type_for,
)
from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.registry import get_interface, register_interface
from xdsl_dealloc.ir.rebuild import build_op
from xdsl_dealloc.ir.types import is_tensor
from xdsl_dealloc.models.bufferizable.bufferization import cast_or_copy


def _branch(op: Operation) -> BranchOpInterface:
    branch = get_interface(op, BranchOpInterface)
    assert branch is not None, f"{op.name} has no BranchOpInterface"
    return branch


def _first_forwarded_operand(op: Operation, successor: int) -> int:
    """The index of the first operand `op` passes to successor `successor`
    (forwarded operands come last, in successor order, as in `cf.br`,
    `cf.cond_br`, `cf.switch`)."""
    branch = _branch(op)
    counts = [
        len(branch.successor_operands(op, index)) for index in range(len(op.successors))
    ]
    return len(op.operands) - sum(counts) + sum(counts[:successor])


def forwarding_operands(argument: BlockArgument) -> list[OpOperand]:
    """The branch operands passed to block argument `argument` (MLIR's
    `getCallerOpOperands`)."""
    block = argument.owner
    assert isinstance(block, Block)
    found: list[OpOperand] = []
    for predecessor in block.predecessors():
        terminator = predecessor.last_op
        assert terminator is not None
        for successor, target in enumerate(terminator.successors):
            if target is block:
                first = _first_forwarded_operand(terminator, successor)
                found.append(OpOperand(terminator, first + argument.index))
    return found


def is_entry_argument(argument: BlockArgument) -> bool:
    block = argument.owner
    assert isinstance(block, Block)
    region = block.parent
    return region is not None and region.blocks.first is block


def block_argument_aliasing_operands(
    argument: BlockArgument,
) -> Sequence[AliasingOpOperand]:
    """A block argument other than an entry one may be any buffer passed to
    it (MLIR's `getAliasingBranchOpOperands`)."""
    return [
        AliasingOpOperand(operand, BufferRelation.EQUIVALENT, False)
        for operand in forwarding_operands(argument)
    ]


def block_argument_buffer_type(
    argument: BlockArgument, state: BufferizationState
) -> Attribute:
    """The buffer type of a block argument other than an entry one: the
    type of the buffers passed to it if they agree, else a fully dynamic
    layout in their memory space (operands whose type is being computed, in
    a cycle of blocks, do not count)."""
    found: Attribute | None = None
    for operand in forwarding_operands(argument):
        value = operand.value
        if not is_tensor(value):
            passed: Attribute = value.type
        elif state.times_on_stack(value) >= 1:
            continue
        else:
            passed = state.buffer_type(value)
        if found is None or found == passed:
            found = passed
            continue
        if memory_space_of(found) != memory_space_of(passed):
            raise error(
                operand.op,
                "passes buffers of inconsistent memory spaces to one block argument",
            )
        rank = len(argument.type.get_shape())  # pyright: ignore[reportAttributeAccessIssue]
        found = memref_type_for(
            argument.type, fully_dynamic_layout(rank), memory_space_of(found)
        )
    if found is None:
        owner = argument.owner
        assert isinstance(owner, Block)
        parent = owner.parent_op()
        assert parent is not None
        raise error(
            parent,
            f"could not infer the buffer type of block argument #{argument.index} "
            "(no branch passes it a buffer)",
        )
    return found


def retype_arguments(
    block: Block, types: dict[int, Attribute], rewriter: Rewriter
) -> None:
    """Gives the tensor arguments of `block` at the keys of `types` their
    memref types; their users, not bufferized yet, see a
    `bufferization.to_tensor` of the new argument."""
    for index, buffer_type in types.items():
        old = block.args[index]
        new = block.insert_arg(buffer_type, index)
        new.name_hint = old.name_hint
        to_tensor = build_op(ToTensorOp, operands=[new], result_types=[old.type])
        rewriter.insert_op(to_tensor, InsertPoint.at_start(block))
        old.replace_all_uses_with(to_tensor.results[0])
        block.erase_arg(old)


def bufferize_block_signature(block: Block, state: BufferizationState) -> None:
    """Gives `block`'s tensor arguments their buffer types (their users, not
    bufferized yet, see a `bufferization.to_tensor`) and has every branch
    into the block pass buffers of those types."""
    new_types: list[Attribute] = [
        state.buffer_type(argument) if is_tensor(argument) else argument.type
        for argument in block.args
    ]
    retype_arguments(
        block,
        {
            argument.index: new_type
            for argument, new_type in zip(block.args, new_types, strict=True)
            if argument.type != new_type
        },
        state.rewriter,
    )
    for predecessor in block.predecessors():
        terminator = predecessor.last_op
        assert terminator is not None
        for successor, target in enumerate(terminator.successors):
            if target is not block:
                continue
            first = _first_forwarded_operand(terminator, successor)
            for position, new_type in enumerate(new_types):
                operand = OpOperand(terminator, first + position)
                value = operand.value
                if value.type == new_type:
                    continue
                buffer = state.get_buffer(value)
                operand.set(
                    cast_or_copy(
                        buffer, new_type, state, InsertPoint.before(terminator)
                    )
                )


class BranchModel(FixedAccessBufferizable):
    """A branch: each forwarded tensor may become the successor's block
    argument it is passed to."""

    def aliasing_values(
        self, op: Operation, operand: OpOperand, state: AnalysisState
    ) -> Sequence[AliasingValue]:
        branch = _branch(op)
        for successor, target in enumerate(op.successors):
            position = operand.index - _first_forwarded_operand(op, successor)
            if 0 <= position < len(branch.successor_operands(op, successor)):
                return [
                    AliasingValue(
                        target.args[position], BufferRelation.EQUIVALENT, False
                    )
                ]
        return []

    def bufferize(
        self, op: Operation, rewriter: Rewriter, state: BufferizationState
    ) -> None:
        """Nothing: the operands are bufferized with the signature of the
        block they go to."""


def register() -> None:
    """Attaches the bufferization model of `cf`'s branches."""
    for branch in (cf.BranchOp, cf.ConditionalBranchOp, cf.SwitchOp):
        register_interface(branch, BranchModel())
