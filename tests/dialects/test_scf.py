"""scf.forall's builder, accessors and memory effects (its syntax and
verifier are in tests/filecheck/dialects/scf)."""

from __future__ import annotations

from xdsl.dialects import arith, memref, test
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, MemRefType, f32
from xdsl.ir import Block, Region
from xdsl.traits import MemoryEffectKind, get_effects
from xdsl.transforms.dead_code_elimination import is_trivially_dead

from xdsl_dealloc.dialects.scf import ForallOp, InParallelOp


def _body(rank: int) -> Region:
    block = Block(arg_types=[IndexType()] * rank)
    block.add_op(InParallelOp())
    return Region(block)


def test_builder_splits_static_and_dynamic_bounds() -> None:
    n = test.TestOp(result_types=[IndexType()]).res[0]
    op = ForallOp([0, n], [4, n], [1, 2], [], _body(2))
    op.verify()
    assert op.staticLowerBound.get_values() == (0, DYNAMIC_INDEX)
    assert op.staticUpperBound.get_values() == (4, DYNAMIC_INDEX)
    assert op.staticStep.get_values() == (1, 2)
    assert op.dynamicLowerBound.types == (IndexType(),)
    assert op.mixed_bounds("UpperBound") == [4, n]
    assert not op.is_normalized()


def test_constant_bounds_make_a_loop_normalized() -> None:
    """As in MLIR: bounds defined by constants count as static."""
    zero = arith.ConstantOp.from_int_and_width(0, IndexType())
    one = arith.ConstantOp.from_int_and_width(1, IndexType())
    n = test.TestOp(result_types=[IndexType()]).res[0]
    assert ForallOp([zero.result], [n], [one.result], [], _body(1)).is_normalized()
    assert not ForallOp([one.result], [n], [one.result], [], _body(1)).is_normalized()


def test_effects_are_those_of_the_body() -> None:
    """RecursiveMemoryEffects: a store inside is a write of the forall; an
    empty forall is dead (mlir-opt-22 --canonicalize erases it)."""
    buffer = test.TestOp(result_types=[MemRefType(f32, [4])]).res[0]
    value = test.TestOp(result_types=[f32]).res[0]
    body = _body(1)
    store = memref.StoreOp.get(value, buffer, [body.block.args[0]])
    assert body.block.last_op is not None
    body.block.insert_op_before(store, body.block.last_op)
    storing = ForallOp([0], [4], [1], [], body)
    effects = get_effects(storing)
    assert effects is not None
    assert {effect.kind for effect in effects} == {MemoryEffectKind.WRITE}
    assert not is_trivially_dead(storing)
    assert is_trivially_dead(ForallOp([0], [4], [1], [], _body(1)))
