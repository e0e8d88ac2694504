"""`ops_in` and `ops_in_post_order` visit the same ops in the same order as
xDSL's walk, pre-order and region first."""

from __future__ import annotations

from xdsl.dialects import memref, scf
from xdsl.dialects.builtin import ModuleOp

from xdsl_dealloc.analysis.walk import ops_in, ops_in_post_order, ops_of_type
from xdsl_dealloc.sanitizer import parse_module

NESTED = """
func.func @f(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %a = memref.alloc() : memref<2xf32>
      memref.dealloc %a : memref<2xf32>
    } else {
      %b = memref.alloc() : memref<4xf32>
      memref.dealloc %b : memref<4xf32>
    }
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %d = memref.alloc() : memref<8xf32>
  memref.dealloc %d : memref<8xf32>
  cf.br ^bb2
^bb2:
  return
}
func.func private @g()
"""


def _module() -> ModuleOp:
    return parse_module(NESTED)


def test_walks_an_op_like_xdsl():
    module = _module()
    order = list(ops_in(module))
    assert order == list(module.walk())
    # The module, both functions, and 16 ops in f's blocks and regions.
    assert len(order) == 19


def test_walks_nested_ops_before_their_parent_like_xdsl():
    module = _module()
    order = ops_in_post_order(module)
    assert order == list(module.walk(region_first=True))
    assert order[-1] is module and len(order) == 19


def test_walks_a_region_like_xdsl():
    module = _module()
    assert list(ops_in(module.body)) == list(module.body.walk())


def test_selects_ops_of_a_type_in_walk_order():
    module = _module()
    (if_op,) = ops_of_type(module, scf.IfOp)
    yields = ops_of_type(if_op, scf.YieldOp)
    assert [op.parent_region() for op in yields] == list(if_op.regions)
    assert yields == [op for op in if_op.walk() if isinstance(op, scf.YieldOp)]


def test_selects_ops_of_a_type_in_an_op_or_a_region():
    module = _module()
    for root in (module, module.body):
        deallocs = ops_of_type(root, memref.DeallocOp)
        walked = list(root.walk())
        assert deallocs == [op for op in walked if isinstance(op, memref.DeallocOp)]
        assert len(deallocs) == 3
