"""The prechecks of xDSL's patterns (`prechecked.PRECHECKED`): where an
op fails its pattern's precheck, the pattern changes nothing, so the sweep
skipping it changes nothing; and the folds the sweep reads from the
operands' definitions (`folded_to_operand`) are the folder's."""

from __future__ import annotations

import random

from xdsl.dialects import cf
from xdsl.folder import Folder
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.transforms.canonicalization_patterns import cf as cf_patterns

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.cfg_programs import random_function
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.canonicalization.prechecked import (
    PRECHECKED,
    folded_to_operand,
)


def test_branch_into_a_block_of_more_predecessors_is_not_merged():
    pattern = cf_patterns.SimplifyBrToBlockWithSinglePred()
    needs = PRECHECKED[type(pattern)]
    seen = {True: 0, False: 0}
    for seed in range(60):
        text = random_function("f", random.Random(seed))
        module = parse_module(text)
        branches = [op for op in module.walk() if isinstance(op, cf.BranchOp)]
        for index, _ in enumerate(branches):
            # Each on a module of its own: a merge changes the others.
            fresh = parse_module(text)
            op: Operation = [o for o in fresh.walk() if isinstance(o, cf.BranchOp)][
                index
            ]
            needed = needs(op)
            (successor,) = op.successors
            predecessors = len(successor.predecessors())
            rewriter = PatternRewriter(op)
            pattern.match_and_rewrite(op, rewriter)
            seen[needed] += 1
            assert needed == (predecessors == 1), (seed, index)
            if not needed:
                assert not rewriter.has_done_action, (seed, index)
    assert seen[True] and seen[False]


OPERANDS = ["%x", "%y", "%c0", "%c1", "%cm", "%k0", "%k1"]
"""Arguments, `arith.constant`s (zero, one, all ones) and results of
another `ConstantLike` op, for the folds by identity to tell apart."""


def test_fold_by_identity_is_the_folder_s():
    ops = ("andi", "ori", "xori", "addi", "subi", "muli", "divui", "shli", "maxui")
    lines = [
        f"%r{k} = arith.{name} {lhs}, {rhs} : {ty}"
        for k, (name, lhs, rhs, ty) in enumerate(
            (name, lhs, rhs, ty)
            for name in ops
            for lhs in OPERANDS
            for rhs in OPERANDS
            for ty in ("i1", "i32")
        )
    ]
    body = "\n".join(
        line.replace("%", f"%{ty}_").replace(f"%{ty}_r", "%r")
        for line in lines
        for ty in [line.rsplit(": ", 1)[1]]
    )
    constants = "\n".join(
        f"%{ty}_c0 = arith.constant 0 : {ty}\n"
        f"%{ty}_c1 = arith.constant 1 : {ty}\n"
        f"%{ty}_cm = arith.constant -1 : {ty}\n"
        f'%{ty}_k0 = "test.op"() {{value = 0 : {ty}}} : () -> {ty}\n'
        f'%{ty}_k1 = "test.op"() {{value = 1 : {ty}}} : () -> {ty}'
        for ty in ("i1", "i32")
    )
    text = (
        "func.func @f(%i1_x: i1, %i1_y: i1, %i32_x: i32, %i32_y: i32) {\n"
        f"{constants}\n{body}\nfunc.return\n}}"
    )
    module = parse_module(text)
    folder = Folder(pipeline_context())
    told = 0
    for op in module.walk():
        operand = folded_to_operand(op)
        if operand is None:
            continue
        told += 1
        folded = folder.try_fold(op)
        assert folded is not None, str(op)
        values, constants = folded
        assert not constants and len(values) == 1 and values[0] is operand, str(op)
    assert told > 30
