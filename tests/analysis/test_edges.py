"""The edges of region-branch ops, read one group at a time or all at once."""

from __future__ import annotations

from xdsl.ir import Region

from xdsl_dealloc.analysis.edges import region_branch_edges, region_branch_forwarding
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.sanitizer import parse_module

REGION_OPS = """
func.func @f(%c: i1, %n: index, %m: memref<4xf32>) -> (i1, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w, %b = scf.while (%x = %m, %o = %c) : (memref<4xf32>, i1) -> (memref<4xf32>, i1) {
    %t = arith.xori %o, %c : i1
    scf.condition(%t) %x, %o : memref<4xf32>, i1
  } do {
  ^bb0(%y: memref<4xf32>, %p: i1):
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a, %c : memref<4xf32>, i1
  }
  %r, %q = scf.for %i = %c0 to %n step %c1 iter_args(%v = %w, %k = %b) -> (memref<4xf32>, i1) {
    %s, %z = scf.if %k -> (memref<4xf32>, i1) {
      scf.yield %v, %c : memref<4xf32>, i1
    } else {
      %u = memref.alloc() : memref<4xf32>
      scf.yield %u, %k : memref<4xf32>, i1
    }
    scf.yield %s, %z : memref<4xf32>, i1
  }
  %e = scf.execute_region -> i1 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %q : i1
  ^bb2:
    scf.yield %c : i1
  }
  return %e, %r : i1, memref<4xf32>
}
"""


def test_all_groups_at_once_are_the_edges_of_each_group():
    """Each group's edges, read with the others, are the same sources
    forwarding the same values in the same order as read alone."""
    module = parse_module(REGION_OPS)
    compared = 0
    for op in ops_in(module):
        if not op.regions or op is module or op.parent_op() is module:
            continue  # the module, the function
        by_group = region_branch_forwarding(op)
        assert by_group is not None, op.name
        groups: list[Region | None] = [None, *op.regions]
        for group in groups:
            alone = region_branch_edges(op, group)
            together = by_group.get(group)
            assert alone is not None and together is not None
            assert [(e.source, dict(e.forwarded)) for e in together] == [
                (e.source, dict(e.forwarded)) for e in alone
            ]
            compared += len(alone)
    # The while: entering, before to after, before to the results, after to
    # before; the for: the same four; the if: entering each region, each
    # exit to the results; the execute_region: entering, two exits.
    assert compared == 15
