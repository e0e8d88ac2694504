"""Operands appended in place (`append_operands`, the branch models'
`append_successor_operands`): the op reads, and its values' use lists
hold, exactly what xDSL's operand setter would have left."""

from __future__ import annotations

from xdsl.dialects import cf
from xdsl.ir import Operation, SSAValue

from xdsl_dealloc.interfaces.control_flow import BranchOpInterface
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.rebuild import append_operands, operand_segment_sizes
from xdsl_dealloc.sanitizer.harness import parse_module

_PROGRAM = """
func.func @f(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>, %x: i1, %y: i1) {
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb2(%b : memref<2xf32>)
^bb1(%p: memref<2xf32>):
  cf.br ^bb3(%p : memref<2xf32>)
^bb2(%q: memref<2xf32>):
  cf.br ^bb3(%q : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return
}
"""


def _uses(value: SSAValue) -> set[tuple[int, int]]:
    return {(id(use.operation), use.index) for use in value.uses}


def _check_uses(op: Operation) -> None:
    """Every operand is used by `op` at its index, and `op` uses nothing
    else."""
    used_at = sorted(
        index
        for operand in set(op.operands)
        for (user, index) in _uses(operand)
        if user == id(op)
    )
    assert used_at == list(range(len(op.operands)))
    for index, operand in enumerate(op.operands):
        assert (id(op), index) in _uses(operand)


def _function_args() -> tuple[Operation, list[SSAValue]]:
    module = parse_module(_PROGRAM)
    function = next(iter(module.body.ops))
    return function, list(function.regions[0].blocks[0].args)


def test_appended_operands_are_used_at_their_index() -> None:
    function, (c, a, b, x, y) = _function_args()
    branch = function.regions[0].blocks[1].last_op
    assert isinstance(branch, cf.BranchOp)
    before = len(list(x.uses))
    append_operands(branch, [x, y, x])
    assert list(branch.operands) == [branch.operands[0], x, y, x]
    _check_uses(branch)
    assert len(list(x.uses)) == before + 2


def test_cond_br_edges_grow_their_own_segment() -> None:
    """The else edge's operands end the list (appended in place), the then
    edge's sit before them; each edge reads back what it was given."""
    function, (c, a, b, x, y) = _function_args()
    cond_br = function.regions[0].blocks[0].last_op
    assert isinstance(cond_br, cf.ConditionalBranchOp)
    branch = get_interface(cond_br, BranchOpInterface)
    assert branch is not None
    branch.append_successor_operands(cond_br, 1, [y])
    branch.append_successor_operands(cond_br, 0, [x])
    branch.append_successor_operands(cond_br, 1, [x])
    assert list(branch.successor_operands(cond_br, 0)) == [a, x]
    assert list(branch.successor_operands(cond_br, 1)) == [b, y, x]
    assert operand_segment_sizes(cond_br) == (1, 2, 3)
    assert list(cond_br.then_arguments) == [a, x]
    assert list(cond_br.else_arguments) == [b, y, x]
    _check_uses(cond_br)
    cond_br.verify()
