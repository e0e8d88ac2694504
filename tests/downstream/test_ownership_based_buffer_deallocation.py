"""A dialect defined outside the package plugs into the deallocation pass and
the sanitizer through their public registration mechanisms."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects import arith, func, memref, scf
from xdsl.dialects.builtin import Builtin, ModuleOp
from xdsl.parser import Parser

from tests.downstream.my_dialect import MyDialect, MyIsolatedOp, register
from tests.markers import needs_mlir
from tests.transforms.pipeline_checks import (
    assert_computes_as,
    outcomes,
    program_values,
    results_by_input,
)
from xdsl_dealloc.dialects.bufferization import Bufferization, DeallocOp
from xdsl_dealloc.dialects.memref import MemRef
from xdsl_dealloc.sanitizer import check_module
from xdsl_dealloc.testing.deallocation.differential import runtime_checks
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)

register()

# A loop of the downstream dialect carries a buffer that is, depending on %c,
# a memref.alloc or a my.alloc; every iteration replaces it by a fresh one.
MIXED = """
func.func @mixed(%c: i1, %n: index) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = my.alloc : memref<2xf32>
  %s = arith.select %c, %a, %b : memref<2xf32>
  %r = "my.repeat"(%n, %s) ({
  ^bb0(%it: memref<2xf32>):
    %fresh = my.alloc : memref<2xf32>
    memref.copy %it, %fresh : memref<2xf32> to memref<2xf32>
    "my.yield"(%fresh) : (memref<2xf32>) -> ()
  }) : (index, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}
"""


def parse(text: str) -> ModuleOp:
    ctx = Context()
    for dialect in (
        Builtin,
        func.Func,
        arith.Arith,
        scf.Scf,
        MemRef,
        Bufferization,
        MyDialect,
    ):
        ctx.load_dialect(dialect)
    return Parser(ctx, text).parse_module()


def test_input_leaks_without_the_pass():
    assert not check_module(parse(MIXED)).clean


def test_all_allocations_tracked_by_default():
    module = parse(MIXED)
    OwnershipBasedBufferDeallocationPass().apply(Context(), module)
    module.verify()
    repeat = next(op for op in module.walk() if op.name == "my.repeat")
    # One ownership iter_arg and one ownership result were added.
    assert len(repeat.operands) == 3 and len(repeat.results) == 2
    assert_computes_as(module, parse(MIXED))


# The same computation consuming its result, for the two-run scheme: a run
# must not hand out (return) buffers that a later run tracks.
MIXED_LOCAL = MIXED.replace(
    "func.func @mixed(%c: i1, %n: index) -> memref<2xf32> {",
    "func.func @mixed(%c: i1, %n: index, %out: memref<2xf32>) {",
).replace(
    "  return %r : memref<2xf32>",
    "  memref.copy %r, %out : memref<2xf32> to memref<2xf32>\n  return",
)


def test_mixed_allocations_in_two_runs():
    """The scheme of the 2023 LLVM Developers' Meeting bufferization
    tutorial: one run per kind of allocation op."""
    module = parse(MIXED_LOCAL)
    OwnershipBasedBufferDeallocationPass(allocation_ops=("memref.alloc",)).apply(
        Context(), module
    )
    after_first = sum(isinstance(op, DeallocOp) for op in module.walk())
    OwnershipBasedBufferDeallocationPass(allocation_ops=("my.alloc",)).apply(
        Context(), module
    )
    module.verify()
    assert sum(isinstance(op, DeallocOp) for op in module.walk()) > after_first
    assert_computes_as(module, parse(MIXED_LOCAL))


def test_untracked_allocations_are_never_freed():
    module = parse(MIXED_LOCAL)
    OwnershipBasedBufferDeallocationPass(allocation_ops=("memref.alloc",)).apply(
        Context(), module
    )
    report = check_module(module)
    leaked = {f.allocation.site.op_name for f in report.findings if f.allocation}
    assert leaked == {"my.alloc"}
    assert outcomes(report) == outcomes(check_module(parse(MIXED_LOCAL)))


def test_downstream_dealloc_is_kept_or_removed():
    text = """
    func.func @f(%x: f32) -> f32 {
      %i = arith.constant 1 : index
      %b = my.alloc : memref<2xf32>
      memref.store %x, %b[%i] : memref<2xf32>
      %v = memref.load %b[%i] : memref<2xf32>
      my.dealloc %b : memref<2xf32>
      return %v : f32
    }
    """
    module = parse(text)
    OwnershipBasedBufferDeallocationPass().apply(Context(), module)
    # The program frees %b itself: kept, and the pass frees nothing.
    assert [op.name for op in module.walk() if "dealloc" in op.name] == ["my.dealloc"]
    assert_computes_as(module, parse(text))
    module = parse(text)
    OwnershipBasedBufferDeallocationPass(remove_existing_deallocations=True).apply(
        Context(), module
    )
    assert not any(op.name == "my.dealloc" for op in module.walk())
    assert_computes_as(module, parse(text))


def test_memref_deallocs_ignored_when_tracking_another_dialect():
    text = """
    func.func @f(%x: f32) -> f32 {
      %i = arith.constant 0 : index
      %a = memref.alloc() : memref<2xf32>
      %b = my.alloc : memref<2xf32>
      memref.store %x, %a[%i] : memref<2xf32>
      %v = memref.load %a[%i] : memref<2xf32>
      memref.store %v, %b[%i] : memref<2xf32>
      %w = memref.load %b[%i] : memref<2xf32>
      memref.dealloc %a : memref<2xf32>
      return %w : f32
    }
    """
    module = parse(text)
    OwnershipBasedBufferDeallocationPass(allocation_ops=("my.alloc",)).apply(
        Context(), module
    )
    assert any(isinstance(op, memref.DeallocOp) for op in module.walk())
    assert_computes_as(module, parse(text))


def test_custom_ownership_materialization_replaces_the_clone():
    """`my.pick` of an owned and an unowned buffer has an unknown ownership,
    which by default is resolved by an unconditional clone.  Its model
    materializes a unique one instead (a select of the operands'), so the
    return copies only when the picked buffer is not owned at run time."""
    text = """
    func.func @pick(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
      %a = my.alloc : memref<2xf32>
      %p = "my.pick"(%c, %a, %arg) : (i1, memref<2xf32>, memref<2xf32>) -> memref<2xf32>
      return %p : memref<2xf32>
    }
    """
    module = parse(text)
    OwnershipBasedBufferDeallocationPass().apply(Context(), module)
    module.verify()
    names = [op.name for op in module.walk()]
    assert "arith.select" in names
    if_op = next(op for op in module.walk() if isinstance(op, scf.IfOp))
    assert isinstance(if_op.cond.owner, arith.SelectOp)
    assert_computes_as(module, parse(text))


# An isolated region op of the dialect hands out either its operand or a
# buffer it allocates, as %c says.
ISOLATED = """
func.func @isolated(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  memref.store %one, %a[%c0] : memref<2xf32>
  %r = "my.isolated"(%a, %c) ({
  ^bb0(%x: memref<2xf32>, %k: i1):
    %i0 = arith.constant 0 : index
    %two = arith.constant 2.0 : f32
    %fresh = memref.alloc() : memref<2xf32>
    memref.store %two, %fresh[%i0] : memref<2xf32>
    %p = arith.select %k, %fresh, %x : memref<2xf32>
    "my.yield"(%p) : (memref<2xf32>) -> ()
  }) : (memref<2xf32>, i1) -> memref<2xf32>
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}
"""


def test_isolated_region_op_freed_like_a_function_body():
    """Its body is deallocated on its own, and the ownership of what it
    hands out comes back as an extra `i1` result: the pipeline's output
    (and that of a second run on it) computes what the input does, clean
    for both inputs, and a second run adds no check."""
    module = parse(ISOLATED)
    assert not check_module(module, "isolated").clean
    once = parse(ISOLATED)
    BufferDeallocationPipelinePass().apply(Context(), once)
    once.verify()
    isolated = next(op for op in once.walk() if isinstance(op, MyIsolatedOp))
    assert [str(t) for t in isolated.result_types] == ["memref<2xf32>", "i1"]
    twice = parse(str(once))
    BufferDeallocationPipelinePass().apply(Context(), twice)
    twice.verify()
    expected = program_values(module, "isolated")
    assert expected == {"%c = false": (1.0,), "%c = true": (2.0,)}
    for output in (once, twice):
        assert results_by_input(output, "isolated") == expected
    assert runtime_checks(str(twice)) <= runtime_checks(str(once))


@needs_mlir
def test_mlir_22_accepts_the_isolated_region_op_deallocated():
    module = parse(ISOLATED)
    BufferDeallocationPipelinePass().apply(Context(), module)
    mlir_opt_output(str(module), "--allow-unregistered-dialect")
