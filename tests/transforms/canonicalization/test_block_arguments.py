"""Block arguments that every incoming edge passes the same value to are
replaced by that value in the pipeline's canonicalization (as MLIR's region
simplification does); the programs behave the same for all inputs."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from tests.transforms.canonicalization.sweep_checks import behaviour, swept

AGREEING = """
func.func @f(%c: i1, %d: i1) -> i1 {
  cf.cond_br %c, ^join(%d : i1), ^other
^other:
  cf.br ^join(%d : i1)
^join(%x: i1):
  func.return %x : i1
}
"""

SWITCH_AGREEING = """
func.func @f(%c: i1, %d: i1, %out: memref<2xf32>) -> i1 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %flag = arith.select %c, %one, %zero : i32
  cf.switch %flag : i32, [
    default: ^join(%d : i1),
    1: ^other
  ]
^other:
  %i = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  memref.store %v, %out[%i] : memref<2xf32>
  cf.br ^join(%d : i1)
^join(%x: i1):
  func.return %x : i1
}
"""

DIFFERING = """
func.func @f(%c: i1, %d: i1) -> i1 {
  cf.cond_br %c, ^a, ^b
^a:
  %m = memref.alloc() : memref<2xf32>
  cf.br ^join(%d, %m : i1, memref<2xf32>)
^b:
  %n = memref.alloc() : memref<2xf32>
  cf.br ^join(%c, %n : i1, memref<2xf32>)
^join(%x: i1, %buffer: memref<2xf32>):
  memref.dealloc %buffer : memref<2xf32>
  func.return %x : i1
}
"""

LOOP_CARRIED = """
func.func @f(%c: i1, %d: i1) -> i1 {
  %true = arith.constant true
  cf.br ^loop(%d, %c : i1, i1)
^loop(%x: i1, %stop: i1):
  %next = arith.xori %x, %true : i1
  cf.cond_br %stop, ^exit, ^loop(%next, %true : i1, i1)
^exit:
  func.return %x : i1
}
"""

# What the deallocation pass leaves at a join that only owned buffers reach:
# the flag is `true` on every edge, so the guarded copy goes away.
OWNED_ON_EVERY_EDGE = """
func.func @f(%c: i1, %d: i1) -> memref<2xf32> {
  %true = arith.constant true
  cf.cond_br %c, ^a, ^b
^a:
  %m = memref.alloc() : memref<2xf32>
  cf.br ^join(%m, %true : memref<2xf32>, i1)
^b:
  %n = memref.alloc() : memref<2xf32>
  cf.br ^join(%n, %true : memref<2xf32>, i1)
^join(%r: memref<2xf32>, %owned: i1):
  %ret = scf.if %owned -> (memref<2xf32>) {
    scf.yield %r : memref<2xf32>
  } else {
    %copy = bufferization.clone %r : memref<2xf32> to memref<2xf32>
    scf.yield %copy : memref<2xf32>
  }
  func.return %ret : memref<2xf32>
}
"""


def join_argument_used(module: ModuleOp) -> bool:
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    return any(
        argument.first_use is not None
        for block in list(function.body.blocks)[1:]
        for argument in block.args
    )


def block_arguments(module: ModuleOp) -> int:
    function = next(op for op in module.ops if isinstance(op, func.FuncOp))
    return sum(len(block.args) for block in list(function.body.blocks)[1:])


def test_argument_every_edge_agrees_on_is_replaced_and_dropped():
    before, after = swept(AGREEING)
    assert not join_argument_used(after)
    assert block_arguments(after) == block_arguments(before) - 1
    assert behaviour(after) == behaviour(before)


def test_argument_of_a_switch_target_is_replaced_and_dropped():
    """`cf.switch` drops successor operands too: the argument goes."""
    before, after = swept(SWITCH_AGREEING)
    assert not join_argument_used(after)
    assert block_arguments(after) == block_arguments(before) - 1
    assert behaviour(after) == behaviour(before)


def test_arguments_with_different_incoming_values_stay():
    before, after = swept(DIFFERING)
    assert join_argument_used(after)
    assert behaviour(after) == behaviour(before)


def test_loop_carried_argument_stays():
    before, after = swept(LOOP_CARRIED)
    assert join_argument_used(after)
    assert behaviour(after) == behaviour(before)


def test_ownership_flag_true_on_every_edge_drops_the_guarded_copy():
    before, after = swept(OWNED_ON_EVERY_EDGE)
    assert block_arguments(after) == 1
    assert "bufferization.clone" in str(before)
    assert "bufferization.clone" not in str(after)
    assert "scf.if" not in str(after)
    assert len(behaviour(after)) == len(behaviour(before)) == 4
