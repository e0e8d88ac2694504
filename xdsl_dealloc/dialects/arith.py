"""MLIR 22's spelling of `arith` integer overflow flags.

xDSL 0.74 prints `overflow<nsw,nuw>`; `mlir-opt-22` prints
`overflow<nsw, nuw>` (and `fastmath<nnan,ninf>` without the space, as xDSL
does).  And MLIR 22's `arith.trunci` carries overflow flags too, which
xDSL's does not know (so MLIR's generic form of it did not verify), and its
`arith.index_cast` also casts vectors, tensors and memrefs of integers
element by element (One-Shot Bufferize turns a tensor cast into a memref
cast), where xDSL's takes scalars only.
`amend_arith_syntax()` replaces the printer of xDSL's own attribute class,
declares the property on xDSL's `arith.trunci` and widens the types of its
`arith.index_cast` (never new classes:
xDSL matches them by class), once, when the plugin's
`arith` loader runs (`xdsl_dealloc.universe`); without the plugin xDSL is
unchanged.  Every other `arith` op the deallocation passes read or build
already reads and prints as `mlir-opt-22` does.
"""

from __future__ import annotations

from functools import cache

from xdsl.dialects import arith as xdsl_arith
from xdsl.dialects.builtin import (
    IndexType,
    IntegerType,
    MemRefType,
    ShapedType,
    TensorType,
    UnrankedTensorType,
    VectorType,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    OptPropertyDef,
    base,
    irdl_op_definition,
    operand_def,
    result_def,
    traits_def,
)
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    extend_dialect,
    set_class_attribute,
)

IntegerOverflowAttr = xdsl_arith.IntegerOverflowAttr


def _print_overflow_flags(
    self: xdsl_arith.IntegerOverflowAttr, printer: Printer
) -> None:
    with printer.in_angle_brackets():
        flags: list[str] = [
            flag.value for flag in xdsl_arith.IntegerOverflowFlag if flag in self.data
        ]
        printer.print_list(flags or ["none"], printer.print_string)


_SCALAR = base(IntegerType) | base(IndexType)
_INDEX_CAST_TYPE = (
    _SCALAR
    | VectorType.constr(_SCALAR)
    | TensorType.constr(_SCALAR)
    | base(UnrankedTensorType)
    | MemRefType.constr(_SCALAR)
)
"""MLIR 22's `IndexCastTypeConstraint`: signless integers or index, alone or
in a vector, a tensor or a ranked memref."""


def _element_type(type_: Attribute) -> Attribute:
    if isinstance(type_, ShapedType | UnrankedTensorType):
        return type_.get_element_type()  # pyright: ignore[reportUnknownMemberType, reportAttributeAccessIssue, reportUnknownVariableType]
    return type_


def _container(type_: Attribute) -> tuple[object, ...] | None:
    """Everything of a type but its element type (MLIR's check that input
    and output have the same tensor dimensions); None for an unranked
    tensor, which has none to compare."""
    if isinstance(type_, VectorType):
        return (VectorType, tuple(type_.get_shape()), type_.scalable_dims)
    if isinstance(type_, TensorType):
        return (TensorType, tuple(type_.get_shape()), type_.encoding)
    if isinstance(type_, MemRefType):
        return (
            MemRefType,
            tuple(type_.get_shape()),
            type_.layout,
            type_.memory_space,
        )
    if isinstance(type_, UnrankedTensorType):
        return None
    return ()  # a scalar


def _verify_index_cast(op: xdsl_arith.IndexCastOp | IndexCastUIOp) -> None:
    source, result = op.input.type, op.result.type
    container = _container(source)
    if container is None or container != _container(result):
        raise VerifyException(
            "failed to verify that input and output have the same tensor dimensions"
        )
    if isinstance(_element_type(source), IndexType) == isinstance(
        _element_type(result), IndexType
    ):
        raise VerifyException(
            f"operand type '{source}' and result type '{result}' are cast incompatible"
        )


@irdl_op_definition
class RemFOp(xdsl_arith.FloatingPointLikeBinaryOperation):
    """The remainder of a float division, with the sign of the dividend
    (C's `fmod`, LLVM's `frem`)."""

    name = "arith.remf"

    traits = traits_def(Pure())


_print_remf_as_mlir = RemFOp.print
"""MLIR's custom form of `arith.remf`, from `register()` on.  Before it the
op prints generically, as xDSL (which lacks it) prints it unregistered:
xDSL's own tests use it so."""
RemFOp.print = Operation.print  # pyright: ignore[reportAttributeAccessIssue]


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """`arith.index_cast` that zero-extends instead of sign-extending."""

    name = "arith.index_castui"

    input = operand_def(_INDEX_CAST_TYPE)
    result = result_def(_INDEX_CAST_TYPE)

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input_arg: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg], result_types=[target_type])

    def verify_(self) -> None:
        _verify_index_cast(self)


def _amend_arith() -> None:
    """Gives xDSL's overflow flags MLIR 22's spelling."""
    set_class_attribute(IntegerOverflowAttr, "print_parameter", _print_overflow_flags)
    set_class_attribute(RemFOp, "print", _print_remf_as_mlir)
    amend_op_definition(
        xdsl_arith.TruncIOp,
        extra_properties={
            "overflowFlags": OptPropertyDef(
                base(IntegerOverflowAttr), default_value=IntegerOverflowAttr("none")
            )
        },
        assembly_format="$input (`overflow` `` $overflowFlags^)? attr-dict "
        "`:` type($input) `to` type($result)",
    )
    amend_op_definition(
        xdsl_arith.IndexCastOp,
        retyped={"input": _INDEX_CAST_TYPE, "result": _INDEX_CAST_TYPE},
        verifier=_verify_index_cast,
    )


_ARITH = Amendment(_amend_arith)
read_arith_syntax = _ARITH.read
"""xDSL's `arith` ops read MLIR 22's forms besides their own (once)."""
amend_arith_syntax = _ARITH.apply
"""xDSL's `arith` ops get MLIR 22's forms and verifiers (once)."""


@cache
def amended_arith() -> Dialect:
    """xDSL's `arith` dialect, reading MLIR 22's forms, plus the ops it
    lacks."""
    read_arith_syntax()
    return extend_dialect(xdsl_arith.Arith, (RemFOp, IndexCastUIOp))
