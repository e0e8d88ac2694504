"""The edges of region-branch ops and branches, read one group at a time or
all at once, with their facts or only what they forward."""

from __future__ import annotations

from xdsl.ir import BlockArgument, OpResult, Region, SSAValue

from xdsl_dealloc.analysis.edges import (
    Edge,
    Forwarding,
    edges_setting,
    forwarding_setting,
    region_branch_edges,
    region_branch_forwarding,
)
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
            assert [(e.source, _forwarded(e)) for e in together] == [
                (e.source, dict(e.forwarded)) for e in alone
            ]
            compared += len(alone)
    # The while: entering, before to after, before to the results, after to
    # before; the for: the same four; the if: entering each region, each
    # exit to the results; the execute_region: entering, two exits.
    assert compared == 15


BRANCHES = """
func.func @g(%c: i1, %m: memref<4xf32>) -> (i1, memref<4xf32>) {
  %t = arith.constant true
  cf.cond_br %c, ^bb1(%m, %c : memref<4xf32>, i1), ^bb2(%t : i1)
^bb1(%x: memref<4xf32>, %p: i1):
  cf.br ^bb3(%p, %x : i1, memref<4xf32>)
^bb2(%q: i1):
  cf.br ^bb3(%q, %m : i1, memref<4xf32>)
^bb3(%r: i1, %y: memref<4xf32>):
  %s = scf.if %r -> i1 {
    scf.yield %c : i1
  } else {
    scf.yield %t : i1
  }
  return %s, %y : i1, memref<4xf32>
}
"""


def _forwarded(edge: Forwarding) -> dict[SSAValue, SSAValue]:
    if len(edge.inputs) != len(edge.operands):
        return {}
    return dict(zip(edge.inputs, edge.operands, strict=True))


def _set_values() -> list[SSAValue]:
    """The results of every op and the arguments of every block."""
    values: list[SSAValue] = []
    for text in (REGION_OPS, BRANCHES):
        for op in ops_in(parse_module(text)):
            values.extend(op.results)
            for region in op.regions:
                for block in region.blocks:
                    values.extend(block.args)
    return values


def test_forwarding_is_what_the_edges_forward():
    """For every value set by edges, `forwarding_setting` gives the edges
    `edges_setting` gives, in the same order, and each edge's `received`
    operand is the one its `forwarded` map has (None where it has none)."""
    compared = 0
    for value in _set_values():
        edges = edges_setting(value)
        forwarding = forwarding_setting(value)
        if edges is None:
            assert forwarding is None
            continue
        assert forwarding is not None
        assert [e.source for e in forwarding] == [e.source for e in edges]
        assert isinstance(value, OpResult | BlockArgument)
        size = len(
            value.op.results if isinstance(value, OpResult) else value.block.args
        )
        for together, edge in zip(forwarding, edges, strict=True):
            assert _forwarded(together) == dict(edge.forwarded)
            assert together.received(value, size) is _get(edge, value)
            compared += 1
    # The edges into every group of the loops, the ifs, the execute_region
    # and the blocks the branches go to.
    assert compared == 33


def _get(edge: Edge, value: SSAValue) -> SSAValue | None:
    return edge.forwarded.get(value)


def test_received_finds_an_input_out_of_place():
    """An edge whose inputs are not a suffix of the values set together
    (no model builds one) still gives the operand of the value's input."""
    module = parse_module(BRANCHES)
    args = [
        a for op in ops_in(module) for r in op.regions for b in r.blocks for a in b.args
    ]
    c, m = args[0], args[1]
    edge = Forwarding(module, (m, c), (c, m))
    assert edge.received(c, 2) is m
    assert edge.received(m, 2) is c
    assert Forwarding(module, (c,), (m, m)).received(c, 2) is None
