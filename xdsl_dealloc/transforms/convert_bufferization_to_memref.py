"""`convert-bufferization-to-memref`: the last bufferization ops of memref IR.

`bufferization.clone` becomes a fresh `memref.alloc` (sizes of dynamic
dimensions read with `memref.dim`) filled by `memref.copy`;
`bufferization.dealloc` gets the lowering of `bufferization-lower-deallocations`.
Any other bufferization op still present (`to_tensor`, `to_buffer`, ...) means
bufferization is unfinished, which is diagnosed rather than left behind.

For example,

```mlir
%c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
```

becomes

```mlir
%c = arith.constant 0 : index
%c_1 = memref.dim %m, %c : memref<?xf32>
%c_2 = memref.alloc(%c_1) : memref<?xf32>
memref.copy %m, %c_2 : memref<?xf32> to memref<?xf32>
```
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    NoneAttr,
)
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.utils.exceptions import PassFailedException
from xdsl.utils.hints import isa

from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.dialects.bufferization import CloneOp, DeallocOp
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    DEALLOCATION_BUILDERS,
    LowerDeallocOp,
    check_lowerable,
)


def _identity_layout_type(memref_type: MemRefType) -> MemRefType:
    return MemRefType(
        memref_type.element_type,
        memref_type.get_shape(),
        NoneAttr(),
        memref_type.memory_space,
    )


def _castable_from_identity(memref_type: MemRefType) -> bool:
    """Whether a buffer of `memref_type`'s shape with the identity layout can be
    `memref.cast` to `memref_type` (MLIR's `areCastCompatible`): every static
    stride and the offset must match the row-major ones."""
    if isinstance(memref_type.layout, NoneAttr):
        return True
    strides = memref_type.get_strides()
    if strides is None:
        return False
    offset = memref_type.get_offset()
    identity_strides = MemRefType.strides_for_shape(memref_type.get_shape())
    return (offset is None or offset == 0) and all(
        wanted is None or natural is None or wanted == natural
        for wanted, natural in zip(strides, identity_strides, strict=True)
    )


def check_clone_lowerable(op: CloneOp) -> None:
    """Raises a diagnostic on a clone this lowering cannot express."""
    result_type = op.output.type
    if not isinstance(result_type, MemRefType):
        op.emit_error(
            f"cannot lower bufferization.clone of unranked type {result_type}: "
            "xDSL's memref.copy and memref.rank take ranked memrefs only",
            PassFailedException("unranked bufferization.clone"),
        )
    if not _castable_from_identity(result_type):
        op.emit_error(
            f"cannot lower bufferization.clone to {result_type}: a fresh "
            "allocation has the identity layout, which cannot be cast to this one",
            PassFailedException("bufferization.clone with incompatible layout"),
        )


class LowerCloneOp(RewritePattern):
    """`clone %m` is `%new = memref.alloc(dims of %m)` plus `memref.copy %m, %new`,
    with a `memref.cast` when the result type has a (compatible) layout."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CloneOp, rewriter: PatternRewriter, /):
        result_type = op.output.type
        assert isa(result_type, MemRefType)
        new_ops: list[Operation] = []
        dynamic_sizes: list[SSAValue] = []
        for dimension, size in enumerate(result_type.get_shape()):
            if size != DYNAMIC_INDEX:
                continue
            position = arith.ConstantOp(IntegerAttr(dimension, IndexType()))
            dim = memref.DimOp(op.input, position)
            new_ops += (position, dim)
            dynamic_sizes.append(dim.result)
        alloc_type = _identity_layout_type(result_type)
        alloc = memref.AllocOp(dynamic_sizes, (), alloc_type)
        new_ops.append(alloc)
        clone: SSAValue = alloc.memref
        if alloc_type != result_type:
            cast = memref.CastOp.get(alloc, result_type)
            new_ops.append(cast)
            clone = cast.dest
        new_ops.append(memref.CopyOp(op.input, clone))
        rewriter.replace(op, new_ops, (clone,))


def _check_convertible(module: ModuleOp) -> None:
    """Diagnoses the first op the conversion cannot handle, changing nothing."""
    for op in ops_in(module):
        if isinstance(op, CloneOp):
            check_clone_lowerable(op)
        elif isinstance(op, DeallocOp):
            check_lowerable(op)
        elif op.dialect_name() == "bufferization":
            op.emit_error(
                f"{op.name} cannot be converted to memref ops; bufferize the "
                "program completely (e.g. one-shot-bufferize) before this pass",
                PassFailedException(f"{op.name} left in memref IR"),
            )


@dataclass(frozen=True)
class ConvertBufferizationToMemRefPass(ModulePass):
    """
    Lowers `bufferization.clone` to alloc + copy and `bufferization.dealloc`
    to `memref.dealloc` with runtime alias checks; fails on any other
    bufferization op, so that its output holds no bufferization op.
    """

    name = "convert-bufferization-to-memref"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _check_convertible(op)
        PatternRewriteWalker(
            GreedyRewritePatternApplier(
                [LowerCloneOp(), LowerDeallocOp(DEALLOCATION_BUILDERS)]
            ),
            apply_recursively=False,
        ).rewrite_module(op)
