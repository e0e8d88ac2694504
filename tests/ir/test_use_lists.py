"""The use lists `build_op` and `append_operands` link (without a call of
xDSL's `add_use` per use) are those xDSL leaves: the same uses in the same
order, linked both ways, repeated operands too."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import test
from xdsl.dialects.builtin import i1
from xdsl.ir import Operation, SSAValue, SSAValues, Use

from xdsl_dealloc.ir.rebuild import append_operands, build_op

_OPERAND_LISTS = ([0, 1, 0], [1, 0, 1], [0, 0], [2])


def _links(value: SSAValue, names: dict[int, int]) -> list[tuple[int, int]]:
    """`value`'s uses, first to last, as (op number, operand index); checks
    that each use links back to the one before it."""
    found: list[tuple[int, int]] = []
    previous = None
    use = value.first_use
    while use is not None:
        assert use._prev_use is previous  # pyright: ignore[reportPrivateUsage]
        found.append((names[id(use.operation)], use.index))
        previous = use
        use = use._next_use  # pyright: ignore[reportPrivateUsage]
    return found


def _use_lists(
    build: Callable[[Sequence[SSAValue]], Operation],
    grow: Callable[[Operation, Sequence[SSAValue]], None],
) -> list[list[tuple[int, int]]]:
    """The use lists of three values after ops are built over them with
    `build` and each grown with `grow`."""
    values = list(test.TestOp(result_types=[i1, i1, i1]).results)
    names: dict[int, int] = {}
    for number, positions in enumerate(_OPERAND_LISTS):
        operands = [values[position] for position in positions]
        op = build(operands)
        names[id(op)] = number
        assert list(op.operands) == operands
        grow(op, [values[2], values[0], values[2]])
        assert list(op.operands) == [*operands, values[2], values[0], values[2]]
    return [_links(value, names) for value in values]


def _create(operands: Sequence[SSAValue]) -> Operation:
    return test.TestOp.create(operands=operands, result_types=[i1])


def _build(operands: Sequence[SSAValue]) -> Operation:
    op = build_op(test.TestOp, operands, [i1])
    assert [(result.op, result.index) for result in op.results] == [(op, 0)]
    return op


def _add_uses(op: Operation, values: Sequence[SSAValue]) -> None:
    """What `append_operands` does, through xDSL's `add_use`."""
    start = len(op.operands)
    op._operands = SSAValues((*op._operands, *values))  # pyright: ignore[reportPrivateUsage]
    uses = tuple(Use(op, start + index) for index in range(len(values)))
    for value, use in zip(values, uses, strict=True):
        value.add_use(use)
    op._operand_uses = (*op._operand_uses, *uses)  # pyright: ignore[reportPrivateUsage]


def test_build_op_and_append_operands_link_uses_as_xdsl_does() -> None:
    assert _use_lists(_build, append_operands) == _use_lists(_create, _add_uses)
