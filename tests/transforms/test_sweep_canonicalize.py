"""The pipeline with its one-sweep canonicalization gives what it gives with
xDSL's canonicalize driver and the same patterns (xDSL's and the ones the
sweep adds), on the test programs of the deallocation pass."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import cf, scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.folder import Folder
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.transforms.canonicalize import CanonicalizationRewritePattern
from xdsl.transforms.dead_code_elimination import region_dce

from tests.transforms.canonicalization.sweep_checks import behaviour
from tests.transforms.canonicalization.sweep_checks import swept as sweep_both_ways
from tests.transforms.pipeline_checks import assert_computes_as
from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.sweep_canonicalize import (
    CanonicalizeOp,
    SweepCanonicalizePass,
    _SingleSweepWalker,  # pyright: ignore[reportPrivateUsage]
    canonicalization_patterns,
)

ROOT = Path(__file__).parent.parent
PASS_TESTS = ROOT / "filecheck" / "transforms" / "ownership-based-buffer-deallocation"
INPUTS = [
    *sorted(
        path
        for path in PASS_TESTS.glob("*.mlir")
        if path.name
        not in {"errors.mlir", "remove_existing.mlir", "unknown_effects.mlir"}
    ),
    ROOT.parent / "examples" / "deallocation.mlir",
]


class CanonicalizePass(ModulePass):
    """xDSL's `canonicalize` (its driver: walks until nothing changes, dead
    code elimination after each walk), with the patterns `register()` adds."""

    name = "reference-canonicalize"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pattern = GreedyRewritePatternApplier(
            [CanonicalizationRewritePattern()], ctx=ctx, folding_enabled=True
        )
        PatternRewriteWalker(pattern, post_walk_func=region_dce).rewrite_module(op)


def run_pipeline(text: str, use_xdsl_canonicalize: bool) -> str:
    module = parse_module(text)
    for module_pass in BufferDeallocationPipelinePass().passes():
        step: ModulePass = module_pass
        if use_xdsl_canonicalize and isinstance(module_pass, SweepCanonicalizePass):
            step = CanonicalizePass()
        step.apply(pipeline_context(), module)
    return str(module)


@pytest.mark.parametrize("path", INPUTS, ids=lambda path: path.name)
def test_same_result_as_canonicalize(path: Path):
    text = path.read_text()
    assert run_pipeline(text, False) == run_pipeline(text, True)


def test_private_dynamic_ownership_variant():
    text = (PASS_TESTS / "dynamic_ownership.mlir").read_text()
    pipeline = replace(
        BufferDeallocationPipelinePass(), private_function_dynamic_ownership=True
    )
    module = parse_module(text)
    pipeline.apply(pipeline_context(), module)
    module.verify()
    assert_computes_as(module, text)


def canonicalized(text: str, canonicalize: ModulePass) -> str:
    module = parse_module(text)
    canonicalize.apply(pipeline_context(), module)
    module.verify()
    return str(module)


UNREACHABLE_LOOP = """
func.func @f(%c: i1) -> i32 {
  %x = arith.constant 1 : i32
  cf.br ^exit(%x : i32)
^head(%a: i32):
  %y = arith.addi %a, %x : i32
  cf.br ^body(%y : i32)
^body(%b: i32):
  %z = arith.addi %b, %x : i32
  cf.br ^head(%z : i32)
^exit(%r: i32):
  func.return %r : i32
}
"""

DEAD_INSIDE_ERASED_REGION = """
func.func @f(%m: memref<8xf32>) {
  %false = arith.constant false
  %base, %offset, %size, %stride = memref.extract_strided_metadata %m
      : memref<8xf32> -> memref<f32>, index, index, index
  scf.if %false {
    memref.dealloc %base : memref<f32>
  }
  func.return
}
"""


@pytest.mark.parametrize(
    "text",
    [UNREACHABLE_LOOP, DEAD_INSIDE_ERASED_REGION],
    ids=["unreachable-loop", "dead-inside-erased-region"],
)
def test_cleanup_in_one_sweep(text: str):
    """Unreachable blocks that use each other go, and so does a definition
    whose only use was inside a region erased by a pattern."""
    swept = canonicalized(text, SweepCanonicalizePass())
    assert swept == canonicalized(text, CanonicalizePass())
    assert "^" not in swept
    assert "extract_strided_metadata" not in swept
    before, after = sweep_both_ways(text)
    assert behaviour(after) == behaviour(before)


def test_bare_context_skips_folds_it_cannot_materialize():
    """With a `Context()` that has no dialects, folds whose constants it
    cannot build are skipped instead of failing the pass."""
    text = "func.func @f(%x: i1) -> i1 {\n  %r = arith.xori %x, %x : i1\n  func.return %r : i1\n}"
    module = parse_module(text)
    SweepCanonicalizePass().apply(Context(), module)
    module.verify()
    full = parse_module(text)
    SweepCanonicalizePass().apply(pipeline_context(), full)
    assert "arith.xori" not in str(full)


# The switch is visited before the dead op in `^a` goes; then `^a` only
# branches on, and the switch is offered again to forward through it.
EMPTIED_BLOCK = """
func.func @f(%i: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %i : i32, [
    default: ^join(%x : i32),
    1: ^a
  ]
^a:
  %dead = arith.addi %x, %x : i32
  cf.br ^join(%y : i32)
^join(%r: i32):
  func.return %r : i32
}
"""


def test_branches_into_an_emptied_block_forward_through_it():
    swept = canonicalized(EMPTIED_BLOCK, SweepCanonicalizePass())
    assert swept == canonicalized(EMPTIED_BLOCK, CanonicalizePass())
    assert "^a" not in swept
    before, after = sweep_both_ways(EMPTIED_BLOCK)
    assert behaviour(after) == behaviour(before)


def test_unregistered_ops_get_no_control_flow_patterns() -> None:
    """xDSL says an unregistered op has every trait; the edge patterns need
    the interface itself, so an unregistered condition of a loop or branch
    (`"test.make_condition"() : () -> i1`) must not reach them."""
    from xdsl.dialects.builtin import UnregisteredOp

    from xdsl_dealloc.transforms.canonicalization.registered import (
        interface_patterns,
    )

    unregistered = UnregisteredOp.with_name("test.make_condition")
    assert interface_patterns(unregistered) == ()


class _InlineExecuteRegion(RewritePattern):
    """Inlines an `scf.execute_region` without results into the block around
    it, blocks and all, its `scf.yield`s becoming branches to what follows:
    a rewrite that gives a region of one block more of them."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.ExecuteRegionOp, rewriter: PatternRewriter, /):
        after_op = op.next_op
        block = op.parent_block()
        assert after_op is not None and block is not None and not op.results
        after = block.split_before(after_op)
        for nested in list(op.region.walk()):
            if isinstance(nested, scf.YieldOp):
                rewriter.replace(nested, cf.BranchOp(after))
        rewriter.insert(cf.BranchOp(op.region.blocks[0]), InsertPoint.after(op))
        rewriter.inline_region(op.region, BlockInsertPoint.before(after))
        rewriter.erase(op)


INLINED_WITH_DEAD_BLOCK = """
func.func @f(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  scf.execute_region {
    %one = arith.constant 1.0 : f32
    memref.store %one, %m[%c0] : memref<4xf32>
    cf.br ^exit
  ^dead:
    %two = arith.constant 2.0 : f32
    memref.store %two, %m[%c0] : memref<4xf32>
    cf.br ^exit
  ^exit:
    scf.yield
  }
  %r = memref.load %m[%c0] : memref<4xf32>
  func.return %r : f32
}
"""


def test_blocks_left_unreachable_in_a_region_that_had_one_block():
    """The function's region has one block when the sweep begins; the
    blocks a rewrite inlines there, one of them unreachable, are looked at
    after the sweep all the same."""

    def patterns_of(op_class: type[Operation]) -> tuple[RewritePattern, ...]:
        if op_class is scf.ExecuteRegionOp:
            return (_InlineExecuteRegion(),)
        return canonicalization_patterns(op_class)

    module = parse_module(INLINED_WITH_DEAD_BLOCK)
    walker = _SingleSweepWalker(  # pyright: ignore[reportPrivateUsage]
        CanonicalizeOp(Folder(pipeline_context()), patterns_of)
    )
    walker.rewrite_module(module)
    module.verify()
    text = str(module)
    assert "scf.execute_region" not in text
    assert text.count("memref.store") == 1 and "2.0" not in text
    runs = behaviour(module)
    assert [result for _, result in runs] == ["(1.0,)"]
    assert runs == behaviour(parse_module(INLINED_WITH_DEAD_BLOCK))


SCOPE_OF_SEVERAL_BLOCKS = """
func.func @f(%m: memref<4xf32>) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %i = arith.constant 0 : index
    cf.br ^exit
  ^dead:
    %v = memref.load %m[%i] : memref<4xf32>
    cf.br ^exit
  ^exit:
    %w = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %w : f32
  }
  func.return %r : f32
}
"""


def test_a_scope_of_several_blocks_is_inlined_once_it_has_one():
    """An `memref.alloca_scope` of several blocks (which MLIR's verifier
    rejects, xDSL's does not) is not inlined, which needs its one block;
    once its unreachable block is gone, it is."""
    before, after = sweep_both_ways(SCOPE_OF_SEVERAL_BLOCKS)
    text = str(after)
    assert "alloca_scope" not in text and "^" not in text
    assert behaviour(after) == behaviour(before)
