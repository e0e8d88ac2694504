"""Results and region arguments of a region-branch op that every edge sets to
the same value are replaced by it in the pipeline's canonicalization (as
MLIR's `scf.if` and `scf.for` folding does), and unused `scf.if` results go;
the programs behave the same for all inputs."""

from __future__ import annotations

from xdsl.dialects import arith, func, scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriteWalker

from tests.transforms.canonicalization.sweep_checks import behaviour, swept
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.transforms.canonicalization.region_values import (
    RemoveUnusedWhileArguments,
)


def only(module: ModuleOp, kind: type[Operation]) -> Operation:
    (found,) = [op for op in module.walk() if isinstance(op, kind)]
    return found


def returned(module: ModuleOp) -> tuple[str | None, ...]:
    """The names of the values the module's one function returns."""
    (terminator,) = [op for op in module.walk() if isinstance(op, func.ReturnOp)]
    return tuple(value.name_hint for value in terminator.operands)


SAME_VALUE_IN_BOTH_BRANCHES = """
func.func @f(%c: i1, %d: i1) -> i1 {
  %r, %s = scf.if %c -> (i1, i1) {
    scf.yield %d, %c : i1, i1
  } else {
    scf.yield %d, %d : i1, i1
  }
  %x = arith.xori %r, %s : i1
  func.return %x : i1
}
"""


def test_result_both_branches_yield_is_replaced_and_dropped():
    before, after = swept(SAME_VALUE_IN_BOTH_BRANCHES)
    if_op = only(after, scf.IfOp)
    assert len(if_op.results) == 1
    assert behaviour(after) == behaviour(before)


# The deallocation pass's flags: `false` on every edge, built in each
# region, and a cmpi of constants that the sweep folds to `false` only
# after it visited the `scf.if` (which must be visited again).
FALSE_ON_EVERY_EDGE = """
func.func @f(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>) -> i1 {
  %v, %owned = scf.if %c -> (memref<2xf32>, i1) {
    %false = arith.constant false
    scf.yield %a, %false : memref<2xf32>, i1
  } else {
    %zero = arith.constant 0 : index
    %two = arith.constant 2 : index
    %never = arith.cmpi sge, %zero, %two : index
    scf.yield %b, %never : memref<2xf32>, i1
  }
  scf.if %owned {
    memref.dealloc %v : memref<2xf32>
  }
  func.return %owned : i1
}
"""


def test_constants_of_one_value_on_every_edge_count_as_one():
    before, after = swept(FALSE_ON_EVERY_EDGE)
    assert "memref.dealloc" in str(before)
    # The guarded free goes, and with it the last use of the buffer result.
    assert not any(isinstance(op, scf.IfOp) for op in after.walk())
    (constant,) = [op for op in after.walk() if isinstance(op, arith.ConstantOp)]
    assert returned(after) == (constant.result.name_hint,)
    assert str(constant.value) == "false"
    assert behaviour(after) == behaviour(before)


DIFFERENT_VALUES = """
func.func @f(%c: i1, %d: i1) -> i1 {
  %r = scf.if %c -> (i1) {
    %true = arith.constant true
    scf.yield %true : i1
  } else {
    %false = arith.constant false
    scf.yield %false : i1
  }
  func.return %r : i1
}
"""


def test_results_with_different_values_stay():
    before, after = swept(DIFFERENT_VALUES)
    assert len(only(after, scf.IfOp).results) == 1
    assert returned(after) == ("r",)
    assert behaviour(after) == behaviour(before)


# The iteration argument is yielded back unchanged: it and the loop's result
# always hold the initial value.
UNCHANGED_ITERATION_ARGUMENT = """
func.func @f(%d: i1, %n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r, %s = scf.for %i = %c0 to %n step %c1 iter_args(%x = %d, %y = %d) -> (i1, i1) {
    %t = arith.constant true
    %z = arith.xori %y, %x : i1
    %w = arith.xori %z, %t : i1
    scf.yield %x, %w : i1, i1
  }
  %out = arith.xori %r, %s : i1
  func.return %out : i1
}
"""


def test_iteration_argument_yielded_back_is_its_initial_value():
    """It is replaced, then dropped; the one that changes in the loop stays."""
    before, after = swept(UNCHANGED_ITERATION_ARGUMENT)
    loop = only(after, scf.ForOp)
    assert isinstance(loop, scf.ForOp)
    assert [argument.name_hint for argument in loop.body.block.args] == ["i", "y"]
    assert [result.name_hint for result in loop.results] == ["s"]
    assert behaviour(after) == behaviour(before)


# A `scf.while` whose before-region forwards its argument unchanged to the
# after-region, which yields it back: all of them are the initial value.
WHILE_CARRYING_ONE_VALUE = """
func.func @f(%d: i1, %n: index) -> (i1, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r, %k = scf.while (%x = %d, %i = %c0) : (i1, index) -> (i1, index) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %x, %i : i1, index
  } do {
  ^bb0(%y: i1, %j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %y, %next : i1, index
  }
  func.return %r, %k : i1, index
}
"""


def test_value_carried_around_a_while_loop_is_its_initial_value():
    before, after = swept(WHILE_CARRYING_ONE_VALUE)
    loop = only(after, scf.WhileOp)
    assert returned(after) == ("d", "k")
    # The result nothing uses any more goes.
    assert [result.name_hint for result in loop.results] == ["k"]
    assert behaviour(after) == behaviour(before)


# A value defined in the loop body reaches the result on the back edge.
DEFINED_INSIDE = """
func.func @f(%d: i1, %n: index) -> i1 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %d) -> (i1) {
    %t = arith.constant true
    %y = arith.xori %x, %t : i1
    scf.yield %y : i1
  }
  func.return %r : i1
}
"""


def test_value_defined_inside_the_op_stays():
    before, after = swept(DEFINED_INSIDE)
    assert returned(after) == ("r",)
    assert behaviour(after) == behaviour(before)


# Unused results of ops whose results only their terminators set go, with
# what the terminators forwarded to them.
UNUSED_RESULTS = """
func.func @f(%c: i1, %d: i1, %k: index) -> i1 {
  %s, %t = scf.index_switch %k -> i1, i1
  case 1 {
    %x = arith.xori %c, %d : i1
    scf.yield %c, %x : i1, i1
  }
  default {
    scf.yield %d, %c : i1, i1
  }
  %e, %f = scf.execute_region -> (i1, i1) {
    scf.yield %s, %d : i1, i1
  }
  %g, %h = memref.alloca_scope  -> (i1, i1) {
    %y = arith.andi %e, %c : i1
    %slot = memref.alloca() : memref<1xi1>
    %i = arith.constant 0 : index
    memref.store %y, %slot[%i] : memref<1xi1>
    %z = memref.load %slot[%i] : memref<1xi1>
    memref.alloca_scope.return %z, %e : i1, i1
  }
  %r = arith.ori %g, %d : i1
  func.return %r : i1
}
"""


def test_unused_results_of_region_ops_go():
    before, after = swept(UNUSED_RESULTS)
    results = {
        op.name: len(op.results) for op in after.walk() if op.regions and op.results
    }
    assert results.get("scf.index_switch") == 1
    assert results.get("memref.alloca_scope") == 1
    # The execute_region forwards `%s` (and `%d`, unused) from outside: both
    # results are replaced, and the op goes.
    assert "scf.execute_region" not in results
    assert "arith.xori" not in str(after)
    assert behaviour(after) == behaviour(before)


# The loop forwards `%flag` to its after-region and out; neither uses it.
UNUSED_WHILE_RESULT = """
func.func @f(%d: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k, %r = scf.while (%i = %c0, %x = %d) : (index, i1) -> (index, i1) {
    %go = arith.cmpi slt, %i, %n : index
    %flag = arith.xori %x, %go : i1
    scf.condition(%go) %i, %flag : index, i1
  } do {
  ^bb0(%j: index, %y: i1):
    %next = arith.addi %j, %c1 : index
    scf.yield %next, %d : index, i1
  }
  func.return %k : index
}
"""


def test_while_result_nothing_uses_goes():
    before, after = swept(UNUSED_WHILE_RESULT)
    loop = only(after, scf.WhileOp)
    assert isinstance(loop, scf.WhileOp)
    assert [result.name_hint for result in loop.results] == ["k"]
    assert len(loop.after_region.block.args) == 1
    assert "arith.xori" not in str(after)
    assert behaviour(after) == behaviour(before)


# The loop's second and third arguments are unused in its before-region; the
# values they start from are computed for the loop alone.
WHILE_WITH_UNUSED_ARGUMENTS = """
func.func @f(%k: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.muli %k, %k : index
  %t = arith.subi %k, %c1 : index
  %r, %m, %q = scf.while (%n = %c0, %u = %s, %v = %t) : (index, index, index) -> (index, index, index) {
    %below = arith.cmpi slt, %n, %k : index
    scf.condition(%below) %n, %n, %n : index, index, index
  } do {
  ^bb0(%i: index, %x: index, %y: index):
    %next = arith.addi %i, %c1 : index
    scf.yield %next, %x, %y : index, index, index
  }
  func.return %r : index
}
"""


def test_dropping_while_arguments_erases_their_initial_values():
    # The pattern alone, so no later visit of the sweep erases what it left.
    before = parse_module(WHILE_WITH_UNUSED_ARGUMENTS)
    after = parse_module(WHILE_WITH_UNUSED_ARGUMENTS)
    PatternRewriteWalker(
        RemoveUnusedWhileArguments(), apply_recursively=False
    ).rewrite_module(after)
    after.verify()
    loop = only(after, scf.WhileOp)
    assert len(loop.operands) == 1
    assert "arith.muli" not in str(after)
    assert "arith.subi" not in str(after)
    assert behaviour(after) == behaviour(before)
