"""The buffer optimizations on a dialect defined outside the package: its
allocation op says how it may move and what its stack counterpart is
(`AllocationOpInterface`), its loop is a loop through its region-branch
model; nothing else is needed."""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects import memref
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from tests.downstream.my_dialect import MyAllocOp, MyRepeatOp, register
from tests.downstream.test_ownership_based_buffer_deallocation import parse
from tests.transforms.pipeline_checks import assert_computes_as
from xdsl_dealloc.interfaces.buffer_optimization import (
    AllocationOpInterface,
    HoistingKind,
)
from xdsl_dealloc.interfaces.registry import register_interface
from xdsl_dealloc.sanitizer import check_module
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.buffer_hoisting import BufferLoopHoistingPass
from xdsl_dealloc.transforms.promote_buffers_to_stack import (
    PromoteBuffersToStackPass,
)


class MyAllocation(AllocationOpInterface):
    def hoisting_kinds(self, op: Operation) -> HoistingKind:
        return HoistingKind.LOOP | HoistingKind.BLOCK

    def promoted(self, op: Operation) -> Operation | None:
        assert isinstance(op, MyAllocOp)
        return memref.AllocaOp.build(
            operands=[[], []], result_types=[op.memref.type], properties={}
        )


register()
register_interface(MyAllocOp, MyAllocation())

# Each iteration copies the carried buffer through a scratch buffer; only the
# scratch buffer can leave the loop.
LOOP = """
func.func @scratch(%n: index, %m: memref<2xf32>) -> memref<2xf32> {
  %r = "my.repeat"(%n, %m) ({
  ^bb0(%it: memref<2xf32>):
    %scratch = my.alloc : memref<2xf32>
    %fresh = my.alloc : memref<2xf32>
    memref.copy %it, %scratch : memref<2xf32> to memref<2xf32>
    memref.copy %scratch, %fresh : memref<2xf32> to memref<2xf32>
    "my.yield"(%fresh) : (memref<2xf32>) -> ()
  }) : (index, memref<2xf32>) -> memref<2xf32>
  %copy = my.alloc : memref<2xf32>
  memref.copy %r, %copy : memref<2xf32> to memref<2xf32>
  return %copy : memref<2xf32>
}
"""


def _names(ops: list[Operation]) -> list[str]:
    return [op.name for op in ops]


def _function_ops(module: ModuleOp) -> list[Operation]:
    (function,) = module.ops
    return list(function.regions[0].block.ops)


def test_loop_hoisting_moves_the_scratch_buffer_only():
    module = parse(LOOP)
    BufferLoopHoistingPass().apply(Context(), module)
    top = _function_ops(module)
    assert _names(top[:2]) == ["my.alloc", "my.repeat"]
    loop = top[1]
    assert isinstance(loop, MyRepeatOp)
    assert _names(list(loop.body.block.ops))[0] == "my.alloc"  # %fresh stays
    BufferDeallocationPipelinePass().apply(Context(), module)
    assert_computes_as(module, parse(LOOP))
    report = check_module(module)
    # One scratch buffer in all, not one per iteration: runs of 0, 1 and 3
    # iterations allocate n fresh buffers, the copy and the scratch buffer.
    assert report.counters.allocations == sum(n + 2 for n in (0, 1, 3))


def test_promotion_to_the_counterpart():
    module = parse(LOOP)
    PromoteBuffersToStackPass().apply(Context(), module)
    top = _function_ops(module)
    loop = top[0]
    assert isinstance(loop, MyRepeatOp)
    # The loop is no allocation scope: its buffers stay on the heap; the
    # returned copy too.
    assert _names(list(loop.body.block.ops))[:2] == ["my.alloc", "my.alloc"]
    assert top[1].name == "my.alloc"
    module = parse(LOOP)
    BufferLoopHoistingPass().apply(Context(), module)
    PromoteBuffersToStackPass().apply(Context(), module)
    # Out of the loop, the scratch buffer goes to the function's stack.
    assert _function_ops(module)[0].name == "memref.alloca"
    BufferDeallocationPipelinePass().apply(Context(), module)
    assert_computes_as(module, parse(LOOP))
