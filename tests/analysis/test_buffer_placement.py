"""What the buffer optimizations ask of a function: loops, dominance across
nested regions, and the values holding an allocation's buffer."""

from __future__ import annotations

from xdsl.dialects import memref, scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation

from xdsl_dealloc.analysis.buffer_placement import (
    AllocationAliases,
    Dominance,
    function_bodies,
    is_loop,
)
from xdsl_dealloc.analysis.walk import ops_of_type
from xdsl_dealloc.sanitizer import parse_module

PROGRAM = """
func.func @f(%c: i1, %n: index, %m: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %m) -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    %v = memref.subview %a[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    scf.yield %a : memref<2xf32>
  }
  cf.br ^bb3(%r : memref<2xf32>)
^bb2:
  %b = scf.if %c -> (memref<2xf32>) {
    %t = memref.alloc() : memref<2xf32>
    %s = arith.select %c, %t, %m : memref<2xf32>
    scf.yield %s : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  cf.br ^bb3(%b : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  func.return %x : memref<2xf32>
}
"""


def _module() -> ModuleOp:
    return parse_module(PROGRAM)


def _block_of(op: Operation) -> Block:
    block = op.parent_block()
    assert block is not None
    return block


def test_loops_are_region_cycles():
    module = _module()
    (loop,) = ops_of_type(module, scf.ForOp)
    (branch,) = ops_of_type(module, scf.IfOp)
    assert is_loop(loop)
    assert not is_loop(branch)


def test_dominance_across_regions():
    module = _module()
    (_, body) = function_bodies(module)[0]
    entry, then_block, else_block, join = body.blocks
    first, second = ops_of_type(module, memref.AllocOp)
    dominance = Dominance()
    # The entry dominates the blocks nested in the loop of ^bb1.
    assert dominance.properly_dominates(entry, _block_of(first))
    assert dominance.dominates(then_block, _block_of(first))
    assert not dominance.dominates(else_block, _block_of(first))
    assert dominance.immediate_dominator(join) is entry
    assert dominance.immediate_dominator(entry) is None
    # The loop body and the if's region meet in the entry block.
    common = dominance.nearest_common_dominator([_block_of(first), _block_of(second)])
    assert common is entry
    assert dominance.nearest_common_dominator([_block_of(first)]) is _block_of(first)


def test_values_holding_a_buffer():
    module = _module()
    (_, body) = function_bodies(module)[0]
    aliases = AllocationAliases(body)
    first, second = ops_of_type(module, memref.AllocOp)
    loop_buffer = aliases.of(first.memref)
    # The allocation, its view, the iteration argument, the loop's result
    # and the join's argument.
    assert len(loop_buffer.values) == 5
    assert not loop_buffer.captured and not loop_buffer.is_freed()
    if_buffer = aliases.of(second.memref)
    # The allocation, the select, the if's result and the join's argument.
    assert len(if_buffer.values) == 4
    (join_argument,) = body.blocks.last.args  # pyright: ignore[reportOptionalMemberAccess]
    assert join_argument in loop_buffer.values
    assert join_argument in if_buffer.values


def test_a_tensor_of_the_buffer_captures_it():
    module = parse_module(
        """
        func.func @f() -> tensor<2xf32> {
          %a = memref.alloc() : memref<2xf32>
          %t = bufferization.to_tensor %a : memref<2xf32> to tensor<2xf32>
          func.return %t : tensor<2xf32>
        }
        """
    )
    (_, body) = function_bodies(module)[0]
    (allocation,) = ops_of_type(module, memref.AllocOp)
    assert AllocationAliases(body).of(allocation.memref).captured
