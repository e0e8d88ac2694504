"""The gates of the sweep (`prechecked.GATES`): an op that fails its
class's gate is one no pattern or folder of the class changes, so the sweep
skipping it changes nothing."""

from __future__ import annotations

import itertools

from xdsl.dialects import memref, scf
from xdsl.folder import Folder
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.canonicalization.prechecked import GATES, gate_of
from xdsl_dealloc.transforms.sweep_canonicalize import canonicalization_patterns

BOOLEANS = ["%x", "%y", "%true", "%false", "%n", "%a", "%o", "%s", "%cf", "%ci", "%t"]
"""`i1` values of every kind an operand's definition can be: arguments,
constants, a negation, a conjunction, a disjunction, a select, comparisons,
an unrelated op."""

ARMS = ["%x", "%y", "%true", "%n", "%s"]

DEFINITIONS = """
  %true = arith.constant true
  %false = arith.constant false
  %n = arith.xori %x, %true : i1
  %a = arith.andi %x, %y : i1
  %o = arith.ori %x, %y : i1
  %s = arith.select %x, %y, %a : i1
  %cf = arith.cmpf ogt, %f, %g fastmath<nnan,nsz> : f32
  %ci = arith.cmpi slt, %i, %j : i32
  %t = arith.trunci %i : i32 to i1
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %e2 = memref.alloc() : memref<0xf32>
  %u2 = memref.cast %d : memref<?xf32> to memref<*xf32>
"""


def candidates() -> str:
    lines: list[str] = []
    for name, (lhs, rhs) in itertools.product(
        ("andi", "ori", "xori"), itertools.product(BOOLEANS, repeat=2)
    ):
        lines.append(f"arith.{name} {lhs}, {rhs} : i1")
    for name in ("andi", "ori", "xori"):
        lines.append(f"arith.{name} %i, %j : i32")
    for condition, (lhs, rhs) in itertools.product(
        BOOLEANS, itertools.product(ARMS, repeat=2)
    ):
        lines.append(f"arith.select {condition}, {lhs}, {rhs} : i1")
    for condition, (lhs, rhs) in itertools.product(
        ("%cf", "%x", "%n"), (("%f", "%g"), ("%g", "%f"), ("%f", "%f"))
    ):
        lines.append(f"arith.select {condition}, {lhs}, {rhs} : f32")
    # Each result used, so that no candidate is dead.
    body = "".join(
        f'  %r{k} = {line}\n  "test.op"(%r{k}) : ({line.rsplit(": ", 1)[1]}) -> ()\n'
        for k, line in enumerate(lines)
    )
    copies = "".join(
        f"  memref.copy {source}, {destination} : {types}\n"
        for source, destination, types in COPIES
    )
    return (
        "func.func @f(%x: i1, %y: i1, %f: f32, %g: f32, %i: i32, %j: i32,"
        " %m: memref<4xf32>, %k: memref<4xf32>, %d: memref<?xf32>,"
        " %e: memref<0xf32>, %u: memref<*xf32>) {\n"
        f"{DEFINITIONS}{body}{copies}  func.return\n}}\n"
    )


COPIES = [
    ("%m", "%k", "memref<4xf32> to memref<4xf32>"),
    ("%k", "%m", "memref<4xf32> to memref<4xf32>"),
    ("%m", "%m", "memref<4xf32> to memref<4xf32>"),
    ("%d", "%c", "memref<?xf32> to memref<?xf32>"),
    ("%c", "%d", "memref<?xf32> to memref<?xf32>"),
    ("%e", "%e2", "memref<0xf32> to memref<0xf32>"),
    ("%u", "%u2", "memref<*xf32> to memref<*xf32>"),
]
"""Copies: between two buffers, of a buffer onto itself, from and to a
cast, of an empty buffer, of unranked buffers."""


def test_what_fails_the_gate_no_pattern_changes():
    module = parse_module(candidates())
    folder = Folder(pipeline_context())
    failed = passed = 0
    counts = {"passed": 0, "failed": 0}
    """Of the copies."""
    for op in list(module.walk()):
        gate = GATES.get(type(op))
        if gate is None or op.parent_block() is None:
            continue
        copy = isinstance(op, memref.CopyOp)
        if gate.needs(op):
            passed += 1
            counts["passed"] += copy
            continue
        failed += 1
        counts["failed"] += copy
        before = str(op)
        patterns: tuple[RewritePattern, ...] = canonicalization_patterns(type(op))
        for pattern in patterns:
            rewriter = PatternRewriter(op)
            pattern.match_and_rewrite(op, rewriter)
            assert not rewriter.has_done_action, (type(pattern).__name__, before)
        if gate.folder:
            assert folder.try_fold(op) is None, before
    # Most candidates have an operand some pattern needs; a few have none.
    assert failed >= 100 and passed >= 500
    assert counts == {"passed": 5, "failed": 2}  # the first two copies fail


IF_YIELDS = [
    ("%x", "%x"),
    ("%x", "%y"),
    ("%true", "%true"),
    ("%true", "%t2"),
    ("%true", "%false"),
    ("%false", "%n"),
    ("%n", "%n"),
    ("%i", "%i"),
    ("%i", "%j"),
    ("%x", "%inner"),
]
"""What the two branches of an `scf.if` yield: one value, two values, `i1`
constants of one value (one op or two) or of two, a constant and a
formula, integers, a value defined inside the branch."""


def if_candidates() -> str:
    """`scf.if`s of constant and unknown conditions, with and without
    results (used or not), and ones that only free, before a branch that
    decides them or not, or before other ops."""
    lines: list[str] = []
    for k, ((then_value, else_value), used, condition) in enumerate(
        itertools.product(IF_YIELDS, (True, False), ("%x", "%true"))
    ):
        value_type = "i32" if then_value == "%i" else "i1"
        inner = (
            "    %inner = arith.xori %x, %y : i1\n" if "%inner" in else_value else ""
        )
        lines.append(
            f"  %r{k} = scf.if {condition} -> ({value_type}) {{\n"
            f"    scf.yield {then_value} : {value_type}\n  }} else {{\n"
            f"{inner}    scf.yield {else_value} : {value_type}\n  }}\n"
            + (f'  "test.op"(%r{k}) : ({value_type}) -> ()\n' if used else "")
        )
    body = "".join(lines)
    frees = "".join(
        f"func.func @free{k}(%x: i1, %y: i1, %m: memref<4xf32>) {{\n"
        "  %true = arith.constant true\n"
        f"  scf.if {condition} {{\n    memref.dealloc %m : memref<4xf32>\n  }}\n"
        f"{after}"
        "^a:\n  func.return\n^b:\n  func.return\n}\n"
        for k, (condition, after) in enumerate(
            itertools.product(
                ("%x", "%true"),
                (
                    "  cf.cond_br %x, ^a, ^b\n",
                    "  cf.cond_br %y, ^a, ^b\n",
                    '  "test.op"() : () -> ()\n  cf.cond_br %x, ^a, ^b\n',
                ),
            )
        )
    )
    return (
        "func.func @f(%x: i1, %y: i1, %i: i32, %j: i32) {\n"
        "  %true = arith.constant true\n  %t2 = arith.constant true\n"
        "  %false = arith.constant false\n  %n = arith.xori %x, %true : i1\n"
        f"{body}  func.return\n}}\n{frees}"
    )


def test_what_fails_the_if_gate_no_pattern_changes():
    module = parse_module(if_candidates())
    gate = GATES[scf.IfOp]
    failed = passed = 0
    for op in list(module.walk()):
        if not isinstance(op, scf.IfOp):
            continue
        if gate.needs(op):
            passed += 1
            continue
        failed += 1
        before = str(op)
        for pattern in canonicalization_patterns(scf.IfOp):
            rewriter = PatternRewriter(op)
            pattern.match_and_rewrite(op, rewriter)
            assert not rewriter.has_done_action, (type(pattern).__name__, before)
    # Of the ifs with results, the five used ones of an unknown condition
    # yielding two values (or `i1` constants of two); of those that only
    # free, the one not right before a branch (the one before a branch
    # that does not decide it gets through, and the pattern says no).
    assert (failed, passed) == (6, 40)


def test_every_gated_class_is_gated_in_the_pipeline():
    """The gates speak for every pattern the pipeline's sweep has on their
    classes (a class given a pattern they do not know loses its gate)."""
    for op_class, gate in GATES.items():
        patterns = canonicalization_patterns(op_class)
        assert gate_of(op_class, patterns, gate.folder) is gate.needs, op_class
        assert gate_of(op_class, (*patterns, _Other()), gate.folder) is None


class _Other(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        pass
