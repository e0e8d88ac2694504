"""`expand-realloc`: `memref.realloc` as a conditional alloc + copy.

The deallocation pass cannot reason about `memref.realloc` (it frees one
buffer and allocates another, possibly at the same address), so the pipeline
expands it first (the 2023 LLVM Developers' Meeting bufferization tutorial,
"memref.realloc Lowering").  For example,

```mlir
%r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
```

becomes (the `memref.dealloc` only with `emit-deallocs`, the default)

```mlir
%r = arith.constant 0 : index
%dim = memref.dim %m, %r : memref<?xf32>
%r_1 = arith.cmpi ult, %dim, %n : index
%r_2 = scf.if %r_1 -> (memref<?xf32>) {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %0 = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  memref.copy %m, %0 : memref<?xf32> to memref<?xf32, strided<[1]>>
  memref.dealloc %m : memref<?xf32>
  scf.yield %alloc : memref<?xf32>
} else {
  %1 = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32>
  scf.yield %1 : memref<?xf32>
}
```

When both sizes are static and the buffer does not grow, the growing branch
could never run and its subview would be out of bounds, so only the
reinterpret_cast is emitted (MLIR 22 emits the invalid subview and fails).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    StridedLayoutAttr,
)
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.utils.hints import isa

from xdsl_dealloc.analysis.walk import ops_of_type
from xdsl_dealloc.dialects.memref import ReallocOp


def _index_constant(value: int) -> arith.ConstantOp:
    return arith.ConstantOp(IntegerAttr(value, IndexType()))


class ExpandRealloc(RewritePattern):
    """Replaces one `memref.realloc` by its expansion."""

    def __init__(self, emit_deallocs: bool = True) -> None:
        self.emit_deallocs = emit_deallocs

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReallocOp, rewriter: PatternRewriter, /):
        source_type = op.source.type
        result_type = op.result.type
        assert isa(source_type, MemRefType)
        assert isa(result_type, MemRefType)
        (static_source_size,) = source_type.get_shape()
        (static_result_size,) = result_type.get_shape()
        new_ops: list[Operation] = []

        def index_value(static_size: int, dynamic: SSAValue | None) -> SSAValue:
            if dynamic is not None:
                return dynamic
            constant = _index_constant(static_size)
            new_ops.append(constant)
            return constant.result

        reinterpret = memref.ReinterpretCastOp.from_dynamic(
            op.source,
            [0],
            [
                static_result_size
                if op.dynamic_result_size is None
                else op.dynamic_result_size
            ],
            [1],
            result_type,
        )
        if (
            static_source_size != DYNAMIC_INDEX
            and static_result_size != DYNAMIC_INDEX
            and static_source_size >= static_result_size
        ):
            rewriter.replace(op, reinterpret)
            return

        source_size: SSAValue | None = None
        if static_source_size == DYNAMIC_INDEX:
            zero = _index_constant(0)
            dim = memref.DimOp(op.source, zero)
            dim.result.name_hint = "dim"
            new_ops += (zero, dim)
            source_size = dim.result
        current = index_value(static_source_size, source_size)
        requested = index_value(static_result_size, op.dynamic_result_size)
        grows = arith.CmpiOp(current, requested, "ult")

        dynamic_sizes = (
            () if op.dynamic_result_size is None else (op.dynamic_result_size,)
        )
        alloc = memref.AllocOp(dynamic_sizes, (), result_type, op.alignment)
        alloc.memref.name_hint = "alloc"
        prefix_type = MemRefType(
            result_type.element_type,
            [static_source_size],
            StridedLayoutAttr([1], 0),
            result_type.memory_space,
        )
        prefix = memref.SubviewOp.get(
            alloc.memref,
            [0],
            [static_source_size if source_size is None else source_size],
            [1],
            prefix_type,
        )
        grow_branch: list[Operation] = [
            alloc,
            prefix,
            memref.CopyOp(op.source, prefix),
        ]
        if self.emit_deallocs:
            grow_branch.append(memref.DeallocOp.get(op.source))
        grow_branch.append(scf.YieldOp(alloc))
        expansion = scf.IfOp(
            grows,
            (result_type,),
            grow_branch,
            (reinterpret, scf.YieldOp(reinterpret)),
        )
        rewriter.replace(op, (*new_ops, grows, expansion))


@dataclass(frozen=True)
class ExpandReallocPass(ModulePass):
    """
    Expands every `memref.realloc` into an `scf.if` that allocates and copies
    when the buffer grows and reinterprets the old buffer otherwise.
    `emit-deallocs=false` leaves the old buffer to the deallocation pass.
    """

    name = "expand-realloc"

    emit_deallocs: bool = True

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Only reallocs are rewritten, into ops that are not: visit just
        # them rather than offering every op of the module to the pattern.
        pattern = ExpandRealloc(self.emit_deallocs)
        for realloc in ops_of_type(op, ReallocOp):
            pattern.match_and_rewrite(realloc, PatternRewriter(realloc))
