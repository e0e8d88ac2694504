"""Reducing a failing program while it still fails the same way.

`shrink(text, still_fails)` tries edits of the program's IR, keeping each
edit after which `still_fails(candidate_text)` holds, until no edit helps
(or time runs out).  The edits, largest first:

- erase a function (its calls' results become trivial values) or a global;
  drop a result or an unused argument of a function nobody calls;
- erase all, half, or one of the ops of a block: results still used become
  trivial values (`arith.constant 0`, `memref.alloc`, a tensor of zeros);
- replace a region op by the body of one of its regions (`scf.for`: the
  induction variable becomes the lower bound, iteration arguments the initial
  values; results become what the body yields);
- turn a `cf.cond_br`/`cf.switch` into a `cf.br` to one of its successors,
  dropping the blocks no longer reachable;
- merge a block into its only predecessor ending with `cf.br`;
- run `canonicalize` over the whole module.

Each accepted edit makes the program strictly smaller, counting first the
ops that are not trivial values, then those that are, then operands and
block arguments; so shrinking ends.
`shrink_failure(text, failure)` is the usual predicate: `check_program`
fails the same way (`Failure.persists_in`), and the smaller program is still
a valid input (`input_undefined_behaviour` finds nothing), so the failure is
still the pipeline's.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from math import prod

from xdsl.dialects import arith, cf, func, scf
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    TensorType,
)
from xdsl.dialects.memref import AllocOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.traits import IsTerminator
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.differential import (
    check_program,
    input_undefined_behaviour,
)
from xdsl_dealloc.testing.pipelines import (
    DEFAULT_OPTIONS,
    Failure,
    PipelineOptions,
    pipeline_context,
)
from xdsl_dealloc.transforms.sweep_canonicalize import erase_unreachable_blocks_in

_TRIVIAL = ("arith.constant", "memref.alloc")


@dataclass(frozen=True)
class ShrinkResult:
    text: str
    accepted_edits: int
    tried_edits: int
    timed_out: bool


def _size(module: ModuleOp) -> tuple[int, int, int]:
    """What shrinking lowers: ops that are not trivial values, trivial values,
    then operands and block arguments."""
    ops = [op for op in module.walk() if op is not module]
    trivial = sum(1 for op in ops if op.name in _TRIVIAL)
    values = sum(
        len(op.operands) + sum(len(b.args) for r in op.regions for b in r.blocks)
        for op in ops
    )
    return len(ops) - trivial, trivial, values


# -- trivial values ---------------------------------------------------------------


def _trivial_value(type_: Attribute, before: Operation) -> SSAValue | None:
    """A new value of the type, defined just before `before`, or None."""
    block = before.parent_block()
    if block is None:
        return None
    new_ops: list[Operation] = []
    if isinstance(type_, IntegerType | IndexType):
        new_ops.append(arith.ConstantOp(IntegerAttr(0, type_)))
    elif isinstance(type_, AnyFloat):
        new_ops.append(arith.ConstantOp(FloatAttr(0.0, type_)))
    elif isinstance(type_, MemRefType):
        layout = type_.layout
        if isinstance(layout, StridedLayoutAttr) and (
            layout.get_offset() is None or None in layout.get_strides()
        ):
            return None
        if not isinstance(layout, NoneAttr | StridedLayoutAttr):
            return None
        sizes: list[SSAValue] = []
        for size in type_.get_shape():
            if size < 0:
                constant = arith.ConstantOp(IntegerAttr(8, IndexType()))
                new_ops.append(constant)
                sizes.append(constant.result)
        new_ops.append(AllocOp(sizes, [], type_))
    elif (
        isinstance(type_, TensorType)
        and type_.has_static_shape()
        and isinstance(type_.element_type, AnyFloat)
    ):
        zeros = [0.0] * prod(type_.get_shape())
        new_ops.append(
            arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(type_, zeros))
        )
    else:
        return None
    block.insert_ops_before(new_ops, before)
    return new_ops[-1].results[0]


def _replace_with_trivial(
    values: Sequence[SSAValue], before: Operation, keep: Callable[[Operation], bool]
) -> bool:
    """Gives the users of `values` that `keep` rejects trivial values instead;
    False if some type has no trivial value."""
    for value in values:
        outside = [use for use in value.uses if not keep(use.operation)]
        if not outside:
            continue
        replacement = _trivial_value(value.type, before)
        if replacement is None:
            return False
        value.replace_uses_with_if(replacement, lambda use: not keep(use.operation))
    return True


def _is_within(op: Operation, ancestors: list[Operation]) -> bool:
    current: Operation | None = op
    while current is not None:
        if any(current is ancestor for ancestor in ancestors):
            return True
        current = current.parent_op()
    return False


def _erase(ops: list[Operation]) -> None:
    for op in reversed(ops):
        op.detach()
        op.erase(safe_erase=False)


# -- edits ---------------------------------------------------------------------------

Edit = Callable[[ModuleOp], bool]
"""Changes a module (a fresh clone) in place; False if it does not apply."""


def _calls_of(module: ModuleOp, function: func.FuncOp) -> list[func.CallOp]:
    name = function.sym_name.data
    return [
        op
        for op in module.walk()
        if isinstance(op, func.CallOp) and op.callee.string_value() == name
    ]


def _erase_symbol(position: int) -> Edit:
    """Erases a function or global; calls' results become trivial values."""

    def edit(module: ModuleOp) -> bool:
        symbol = list(module.ops)[position]
        if isinstance(symbol, func.FuncOp):
            for call in _calls_of(module, symbol):
                if not _replace_with_trivial(call.results, call, lambda _: False):
                    return False
                _erase([call])
        _erase([symbol])
        return True

    return edit


def _change_signature(
    position: int, argument: int | None = None, result: int | None = None
) -> Edit:
    """Drops an unused argument, or a result, of a function nobody calls."""

    def edit(module: ModuleOp) -> bool:
        function = list(module.ops)[position]
        if (
            not isinstance(function, func.FuncOp)
            or function.is_declaration
            or _calls_of(module, function)
        ):
            return False
        inputs = list(function.function_type.inputs.data)
        outputs = list(function.function_type.outputs.data)
        if argument is not None:
            block_argument = function.body.blocks[0].args[argument]
            if block_argument.uses:
                return False
            function.body.blocks[0].erase_arg(block_argument)
            del inputs[argument]
        if result is not None:
            for op in list(function.walk()):
                block = op.parent_block()
                if isinstance(op, func.ReturnOp) and block is not None:
                    values = list(op.arguments)
                    del values[result]
                    block.insert_op_before(func.ReturnOp(*values), op)
                    _erase([op])
            del outputs[result]
        function.function_type = FunctionType.from_lists(inputs, outputs)
        return True

    return edit


def _blocks(module: ModuleOp) -> list[Block]:
    """The blocks of function bodies and nested regions."""
    return [
        block
        for op in module.walk()
        if op is not module
        for region in op.regions
        for block in region.blocks
    ]


def _erase_range(block_position: int, start: int, stop: int) -> Edit:
    """Erases ops [start, stop) of a block (never its terminator)."""

    def edit(module: ModuleOp) -> bool:
        block = _blocks(module)[block_position]
        ops = list(block.ops)
        if ops and ops[-1].has_trait(IsTerminator):
            ops = ops[:-1]
        doomed = ops[start:stop]
        if not doomed or (
            len(doomed) == 1
            and doomed[0].name in _TRIVIAL
            and any(result.uses for result in doomed[0].results)
        ):
            return False  # it would be replaced by itself
        results = [result for op in doomed for result in op.results]
        if not _replace_with_trivial(
            results, doomed[0], lambda o: _is_within(o, doomed)
        ):
            return False
        _erase(doomed)
        return True

    return edit


def _region_body_replacements(op: Operation, region: int) -> list[SSAValue | None]:
    """What the block arguments of `region` become once inlined (None: trivial)."""
    block = op.regions[region].blocks[0]
    if isinstance(op, scf.ForOp):
        return [op.lb, *op.iter_args]
    return [None] * len(block.args)


def _inline_region(op_position: int, region: int) -> Edit:
    def edit(module: ModuleOp) -> bool:
        op = list(module.walk())[op_position]
        if region >= len(op.regions) or op.name.split(".")[0] != "scf":
            return False
        body = op.regions[region]
        if len(body.blocks) != 1:
            return False
        block = body.blocks[0]
        terminator = block.last_op
        if terminator is None:
            return False
        for argument, replacement in zip(
            block.args, _region_body_replacements(op, region), strict=True
        ):
            value = replacement or _trivial_value(argument.type, op)
            if value is None:
                return False
            argument.replace_all_uses_with(value)
        yielded = list(terminator.operands)
        if isinstance(terminator, scf.ConditionOp):
            yielded = yielded[1:]
        parent = op.parent_block()
        if parent is None:
            return False
        for moved in list(block.ops)[:-1]:
            moved.detach()
            parent.insert_op_before(moved, op)
        if [v.type for v in yielded] == [r.type for r in op.results]:
            for result, value in zip(op.results, yielded, strict=True):
                result.replace_all_uses_with(value)
        elif not _replace_with_trivial(list(op.results), op, lambda _: False):
            return False
        _erase([op])
        return True

    return edit


def _successor_operands(op: Operation) -> list[list[SSAValue]]:
    if isinstance(op, cf.ConditionalBranchOp):
        return [list(op.then_arguments), list(op.else_arguments)]
    if isinstance(op, cf.SwitchOp):
        groups = [list(op.default_operands)]
        operands = list(op.case_operands)
        for length in op.case_operand_segments.get_values():
            groups.append(operands[:length])
            operands = operands[length:]
        return groups
    return []


def _take_branch(op_position: int, successor: int) -> Edit:
    def edit(module: ModuleOp) -> bool:
        op = list(module.walk())[op_position]
        groups = _successor_operands(op)
        if successor >= len(groups):
            return False
        block = op.parent_block()
        region = block.parent if block else None
        if block is None or region is None:
            return False
        branch = cf.BranchOp(op.successors[successor], *groups[successor])
        block.insert_op_before(branch, op)
        _erase([op])
        erase_unreachable_blocks_in(region)
        return True

    return edit


def _merge_into_predecessor(block_position: int) -> Edit:
    def edit(module: ModuleOp) -> bool:
        block = _blocks(module)[block_position]
        region = block.parent
        if region is None or block is region.blocks[0]:
            return False
        predecessors = [
            b
            for b in region.blocks
            if b.last_op is not None and any(s is block for s in b.last_op.successors)
        ]
        if len(predecessors) != 1:
            return False
        branch = predecessors[0].last_op
        if not isinstance(branch, cf.BranchOp):
            return False
        for argument, value in zip(block.args, branch.arguments, strict=True):
            argument.replace_all_uses_with(value)
        _erase([branch])
        for moved in list(block.ops):
            moved.detach()
            predecessors[0].add_op(moved)
        region.detach_block(block)
        block.erase(safe_erase=False)
        return True

    return edit


def _canonicalize(module: ModuleOp) -> bool:
    CanonicalizePass().apply(pipeline_context(), module)
    return True


def _edits(module: ModuleOp) -> Iterator[Edit]:
    """The edits to try on `module`, roughly the largest first."""
    for position, op in enumerate(module.ops):
        yield _erase_symbol(position)
        if isinstance(op, func.FuncOp):
            for result in range(len(op.function_type.outputs)):
                yield _change_signature(position, result=result)
            for argument in range(len(op.function_type.inputs)):
                yield _change_signature(position, argument=argument)
    blocks = _blocks(module)
    for position, block in enumerate(blocks):
        length = len(block.ops) - 1
        if length > 1:
            yield _erase_range(position, 0, length)
            yield _erase_range(position, 0, length // 2)
            yield _erase_range(position, length // 2, length)
    ops = list(module.walk())
    for position, op in enumerate(ops):
        for region in range(len(op.regions)):
            if op.name.split(".")[0] == "scf":
                yield _inline_region(position, region)
        for successor in range(len(_successor_operands(op))):
            yield _take_branch(position, successor)
    for position, block in enumerate(blocks):
        for index in range(len(block.ops) - 1):
            yield _erase_range(position, index, index + 1)
    for position in range(len(blocks)):
        yield _merge_into_predecessor(position)
    yield _canonicalize


def _apply(edit: Edit, module: ModuleOp) -> ModuleOp | None:
    candidate = module.clone()
    try:
        if not edit(candidate):
            return None
        candidate.verify()
    except DiagnosticException:
        return None
    return candidate


def shrink(
    text: str, still_fails: Callable[[str], bool], *, time_limit: float = 300.0
) -> ShrinkResult:
    """The smallest variant of `text` found for which `still_fails` holds."""
    deadline = time.monotonic() + time_limit
    module = parse_module(text)
    current = text
    accepted = tried = 0
    skip = 0
    """Edits that failed just before the last accepted one are tried last."""
    while True:
        edits = list(_edits(module))
        skip = min(skip, len(edits))
        progress = False
        for index, edit in enumerate(edits[skip:] + edits[:skip]):
            if time.monotonic() > deadline:
                return ShrinkResult(current, accepted, tried, True)
            candidate = _apply(edit, module)
            if candidate is None or _size(candidate) >= _size(module):
                continue
            candidate_text = str(candidate)
            tried += 1
            if still_fails(candidate_text):
                module, current = parse_module(candidate_text), candidate_text
                accepted += 1
                skip = (skip + index) % len(edits)
                progress = True
                break
        if not progress:
            return ShrinkResult(current, accepted, tried, False)


def shrink_failure(
    text: str,
    failure: Failure,
    options: PipelineOptions = DEFAULT_OPTIONS,
    *,
    time_limit: float = 300.0,
) -> ShrinkResult:
    """Shrinks `text` while `check_program` fails as `failure` and the
    program stays a valid input."""
    input_was_valid = not input_undefined_behaviour(text)

    def still_fails(candidate: str) -> bool:
        if not failure.persists_in(check_program(candidate, options)):
            return False
        return not (input_was_valid and input_undefined_behaviour(candidate))

    return shrink(text, still_fails, time_limit=time_limit)
