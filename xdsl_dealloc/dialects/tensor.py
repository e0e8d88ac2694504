"""The tensor ops xDSL 0.74 lacks that tensor programs use (`generate`,
`rank`, `bitcast`, `parallel_insert_slice`), added to xDSL's tensor dialect,
and MLIR 22's textual form for xDSL's `collapse_shape` and `expand_shape`
(reassociation groups printed without `: i64`) and `empty` (whose attributes
xDSL's printer drops), and MLIR 22's verifiers of `reshape` and `pad` on
dynamic shapes (which xDSL rejected; see `_verify_reshape`, `_verify_pad`).

Nothing happens on importing this module: `amend_tensor_syntax` is called by
`xdsl_dealloc.register()` and by `xdsl-opt`'s loader of the tensor dialect
(`extended_tensor`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    DenseArrayBase,
    IndexType,
    IntegerType,
    TensorType,
    UnrankedTensorType,
    i64,
)
from xdsl.dialects.utils.dynamic_index_list import (
    DynamicIndexList,
    verify_dynamic_index_list,
)
from xdsl.ir import Attribute, BlockArgument, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    base,
    irdl_op_definition,
    operand_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import HasParent, NoMemoryEffect, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import Amendment, amend_op_definition, extend_dialect
from xdsl_dealloc.dialects.memref_syntax import Reassociation
from xdsl_dealloc.dialects.scf import ForallOp, InParallelOp, ParallelCombiningOp

AnyTensor = base(TensorType) | base(UnrankedTensorType)


@irdl_op_definition
class GenerateOp(IRDLOperation):
    """
    A tensor whose element at each index is what the body yields for it: the
    body takes one `index` argument per dimension and ends in `tensor.yield`.
    `dynamicExtents` give the sizes of the dynamic dimensions, in order.
    """

    name = "tensor.generate"

    dynamicExtents = var_operand_def(IndexType)
    result = result_def(TensorType)
    body = region_def("single_block")

    traits = traits_def(RecursiveMemoryEffect())

    assembly_format = "$dynamicExtents $body attr-dict `:` type($result)"

    def __init__(
        self,
        result_type: TensorType,
        dynamic_extents: Sequence[SSAValue | Operation],
        body: Region,
    ):
        super().__init__(
            operands=[dynamic_extents], result_types=[result_type], regions=[body]
        )

    def verify_(self) -> None:
        result_type = self.result.type
        assert isinstance(result_type, TensorType)
        shape = result_type.get_shape()
        expected = sum(1 for size in shape if size == DYNAMIC_INDEX)
        if len(self.dynamicExtents) != expected:
            raise VerifyException(
                f"incorrect number of dynamic sizes, has {len(self.dynamicExtents)}, "
                f"expected {expected}"
            )
        block = self.body.block
        if len(block.args) != len(shape):
            raise VerifyException("must have one body argument per input dimension")
        if any(not isinstance(argument.type, IndexType) for argument in block.args):
            raise VerifyException("all body arguments must be index")
        terminator = block.last_op
        if (
            not isinstance(terminator, xdsl_tensor.YieldOp)
            or len(terminator.arguments) != 1
            or terminator.arguments[0].type != result_type.get_element_type()
        ):
            raise VerifyException(
                "body must be terminated with a `yield` operation of the tensor "
                "element type"
            )


@irdl_op_definition
class RankOp(IRDLOperation):
    """The rank of a tensor, ranked or not."""

    name = "tensor.rank"

    tensor = operand_def(AnyTensor)
    rank = result_def(IndexType)

    traits = traits_def(NoMemoryEffect())

    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def __init__(self, source: SSAValue | Operation):
        super().__init__(operands=[source], result_types=[IndexType()])


def _bit_width(element_type: Attribute) -> int | None:
    if isinstance(element_type, IntegerType):
        return element_type.width.data
    if isinstance(element_type, AnyFloat):
        return element_type.bitwidth
    return None


def _shapes_compatible(source: Attribute, dest: Attribute) -> bool:
    """Same rank and equal sizes where both are static (unranked fits all)."""
    if not isinstance(source, TensorType) or not isinstance(dest, TensorType):
        return True
    source_shape, dest_shape = source.get_shape(), dest.get_shape()
    return len(source_shape) == len(dest_shape) and all(
        a == b or DYNAMIC_INDEX in (a, b)
        for a, b in zip(source_shape, dest_shape, strict=True)
    )


@irdl_op_definition
class BitcastOp(IRDLOperation):
    """Reinterprets the bits of each element as another type of the same width."""

    name = "tensor.bitcast"

    source = operand_def(AnyTensor)
    dest = result_def(AnyTensor)

    traits = traits_def(Pure())

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def __init__(self, source: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source_type, dest_type = self.source.type, self.dest.type
        assert isinstance(source_type, TensorType | UnrankedTensorType)
        assert isinstance(dest_type, TensorType | UnrankedTensorType)
        width = _bit_width(source_type.element_type)
        if (
            width is None
            or width != _bit_width(dest_type.element_type)
            or not _shapes_compatible(source_type, dest_type)
        ):
            raise VerifyException(
                f"operand type '{source_type}' and result type '{dest_type}' are "
                "cast incompatible"
            )


@irdl_op_definition
class ParallelInsertSliceOp(IRDLOperation):
    """
    `tensor.insert_slice` for the threads of an `scf.forall`: inside its
    `scf.forall.in_parallel`, each thread inserts `source` into the shared
    output `dest` (an output block argument of the loop); the loop's result
    is the output with every thread's slice inserted.
    """

    name = "tensor.parallel_insert_slice"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = traits_def(ParallelCombiningOp(), HasParent(InParallelOp))

    assembly_format = (
        "$source `into` $dest ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `into` type($dest)"
    )
    custom_directives = (DynamicIndexList,)

    def __init__(
        self,
        source: SSAValue | Operation,
        dest: SSAValue | Operation,
        offsets: Sequence[int | SSAValue],
        sizes: Sequence[int | SSAValue],
        strides: Sequence[int | SSAValue],
    ):
        """Each offset, size and stride is static (an int) or an index value."""

        def split(values: Sequence[int | SSAValue]) -> tuple[list[SSAValue], list[int]]:
            return (
                [v for v in values if isinstance(v, SSAValue)],
                [v if isinstance(v, int) else DYNAMIC_INDEX for v in values],
            )

        (
            (dynamic_offsets, static_offsets),
            (dynamic_sizes, static_sizes),
            (
                dynamic_strides,
                static_strides,
            ),
        ) = split(offsets), split(sizes), split(strides)
        super().__init__(
            operands=[source, dest, dynamic_offsets, dynamic_sizes, dynamic_strides],
            properties={
                "static_offsets": DenseArrayBase.from_list(i64, static_offsets),
                "static_sizes": DenseArrayBase.from_list(i64, static_sizes),
                "static_strides": DenseArrayBase.from_list(i64, static_strides),
            },
        )

    def verify_(self) -> None:
        for static, dynamic, what in (
            (self.static_offsets, self.offsets, "offset"),
            (self.static_sizes, self.sizes, "size"),
            (self.static_strides, self.strides, "stride"),
        ):
            verify_dynamic_index_list(
                static.get_values(), dynamic, DYNAMIC_INDEX, f" in the {what} arguments"
            )
        dest_type = self.dest.type
        assert isinstance(dest_type, TensorType)
        rank = dest_type.get_num_dims()
        for static, what in (
            (self.static_offsets, "offsets"),
            (self.static_sizes, "sizes"),
            (self.static_strides, "strides"),
        ):
            if len(static) != rank:
                raise VerifyException(
                    f"expected {rank} {what} values, got {len(static)}"
                )
        self._verify_source_shape()
        in_parallel = self.parent_op()
        if in_parallel is None:
            return  # detached: HasParent does not check either
        dest = self.dest
        forall = in_parallel.parent_op()
        if not (
            isinstance(dest, BlockArgument)
            and isinstance(forall, ForallOp)
            and dest.owner is forall.body.block
            and dest.index >= forall.rank
        ):
            raise VerifyException("may only insert into an output block argument")

    def _verify_source_shape(self) -> None:
        """The source is the slice's type, or a rank-reduced version of it:
        its sizes in order, with some static 1s dropped."""
        sizes = self.static_sizes.get_values()
        source_type = self.source.type
        assert isinstance(source_type, TensorType)
        dest_type = self.dest.type
        assert isinstance(dest_type, TensorType)
        expected = TensorType(dest_type.element_type, sizes)
        if source_type.element_type != dest_type.element_type:
            raise VerifyException(
                f"expected type to be '{expected}' or a rank-reduced version. "
                "(element type mismatch)"
            )
        remaining = list(source_type.get_shape())
        for size in sizes:
            if remaining and remaining[0] == size:
                remaining.pop(0)
            elif size != 1:
                raise VerifyException(
                    f"expected type to be '{expected}' or a rank-reduced version. "
                    "(size mismatch)"
                )
        if remaining:
            raise VerifyException(
                f"expected type to be '{expected}' or a rank-reduced version. "
                "(rank mismatch)"
            )


def _verify_reshape(op: xdsl_tensor.ReshapeOp) -> None:
    """xDSL's checks and messages, but the element counts are compared only
    when both shapes are static, as MLIR does (xDSL multiplied the marker
    of a dynamic size, rejecting every reshape from or to one)."""
    source_type, shape_type, result_type = op.source.type, op.shape.type, op.result.type
    assert isinstance(source_type, TensorType)
    assert isinstance(shape_type, TensorType)
    assert isinstance(result_type, TensorType)
    if source_type.element_type != result_type.element_type:
        raise VerifyException(
            "element types of source and result tensor types should be the same"
        )
    source_shape, result_shape = source_type.get_shape(), result_type.get_shape()
    if len(shape_type.get_shape()) != 1:
        raise VerifyException("shape tensor must have a rank one")
    if (
        DYNAMIC_INDEX not in source_shape
        and DYNAMIC_INDEX not in result_shape
        and math.prod(source_shape) != math.prod(result_shape)
    ):
        raise VerifyException(
            "source and result tensor should have the same number of elements"
        )
    if shape_type.get_shape()[0] != len(result_shape):
        raise VerifyException(
            "length of shape operand differs from the result's tensor rank"
        )


_verify_pad_as_xdsl = xdsl_tensor.PadOp.verify_


def _verify_pad(op: xdsl_tensor.PadOp) -> None:
    """MLIR lets a result size be static where the source size or a padding
    is dynamic (the program asserts it), and requires a size it can infer to
    be the source's plus the paddings.  What xDSL rejects as well keeps
    xDSL's message."""
    source_type, result_type = op.source.type, op.result.type
    assert isinstance(source_type, TensorType)
    assert isinstance(result_type, TensorType)
    low, high = op.static_low.get_values(), op.static_high.get_values()
    source_shape, result_shape = source_type.get_shape(), result_type.get_shape()
    inferred = [
        DYNAMIC_INDEX if DYNAMIC_INDEX in sizes else sum(sizes)
        for sizes in zip(source_shape, low, high, strict=False)
    ]
    if (
        len(low) == len(high) == len(source_shape) == len(result_shape)
        and len(op.region.block.args) == len(low)
        and all(
            size == expected or expected == DYNAMIC_INDEX
            for size, expected in zip(result_shape, inferred, strict=True)
        )
    ):
        return
    _verify_pad_as_xdsl(op)
    raise VerifyException(
        f"specified type '{result_type}' does not match the inferred type "
        f"'{TensorType(result_type.element_type, inferred)}'"
    )


def _amend_tensor() -> None:
    """Gives xDSL's `tensor.empty` its attributes and `tensor.collapse_shape`
    and `expand_shape` MLIR 22's reassociation syntax, and `tensor.reshape`
    and `pad` MLIR's verifiers."""
    amend_op_definition(xdsl_tensor.ReshapeOp, verifier=_verify_reshape)
    amend_op_definition(xdsl_tensor.PadOp, verifier=_verify_pad)
    amend_op_definition(
        xdsl_tensor.EmptyOp,
        assembly_format="`(` $dynamic_sizes `)` attr-dict `:` type($tensor)",
    )
    amend_op_definition(
        xdsl_tensor.CollapseShapeOp,
        assembly_format="$src custom<Reassociation>($reassociation) attr-dict "
        "`:` type($src) `into` type($result)",
        custom_directives=(Reassociation,),
    )
    amend_op_definition(
        xdsl_tensor.ExpandShapeOp,
        assembly_format="$src custom<Reassociation>($reassociation) `output_shape` "
        "custom<DynamicIndexList>($dynamic_output_shape, $static_output_shape) "
        "attr-dict `:` type($src) `into` type($result)",
        custom_directives=(Reassociation, DynamicIndexList),
    )


_TENSOR = Amendment(_amend_tensor)
read_tensor_syntax = _TENSOR.read
"""xDSL's `tensor` ops read MLIR 22's forms besides their own (once)."""
amend_tensor_syntax = _TENSOR.apply
"""xDSL's `tensor` ops get MLIR 22's forms (once)."""


@cache
def extended_tensor() -> Dialect:
    """xDSL's `tensor` dialect, reading MLIR 22's forms, plus our ops."""
    read_tensor_syntax()
    return extend_dialect(
        xdsl_tensor.Tensor, (GenerateOp, RankOp, BitcastOp, ParallelInsertSliceOp)
    )
