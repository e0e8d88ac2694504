"""MLIR 22's linalg named ops that xDSL 0.74 lacks, each derived from one line
of `SPECS`: its loops, the index expressions of its operands and the scalar
function of its body.  The indexing maps, the iterator types (a loop the
output is indexed by is parallel, any other a reduction) and the hidden
region all come from that line, so the op's generalization, its bufferization
(which operands the body reads) and its execution by the sanitizer (which runs
the hidden region) share one definition.

A spec line reads `name: loops | operands -> output | body`: the operands are
comma-separated groups of space-separated index expressions (`_` for a
scalar), an expression a sum of products of loops, integers and the `S<i>`
(stride) and `D<i>` (dilation) of window dimension `i`.  Elementwise ops are
rank-polymorphic: their spec line is `name | unary FUN` or `name | binary FUN`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import auto
from typing import ClassVar, cast

from xdsl.builder import Builder
from xdsl.dialects import arith, math
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    TensorType,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import NamedOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import IndexOp, YieldOp
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    opt_prop_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from xdsl_dealloc.dialects.syntax import (
    EnumInAngleBrackets,
    parse_operand_group,
    parse_optional_arrow_type_list,
)

SPECS = """
conv_1d: ow kw | ow+kw, kw -> ow | mul
conv_2d: oh ow kh kw | oh+kh ow+kw, kh kw -> oh ow | mul
conv_3d: od oh ow kd kh kw | od+kd oh+kh ow+kw, kd kh kw -> od oh ow | mul
conv_1d_nwc_wcf: n ow f kw c | n ow*S0+kw*D0 c, kw c f -> n ow f | mul
conv_1d_ncw_fcw: n f ow c kw | n c ow*S0+kw*D0, f c kw -> n f ow | mul
conv_2d_nhwc_hwcf_q: n oh ow f kh kw c | n oh*S0+kh*D0 ow*S1+kw*D1 c, kh kw c f, _, _ -> n oh ow f | mul_zp
conv_2d_nhwc_fhwc_q: n oh ow f kh kw c | n oh*S0+kh*D0 ow*S1+kw*D1 c, f kh kw c, _, _ -> n oh ow f | mul_zp
conv_2d_nchw_fchw_q: n f oh ow c kh kw | n c oh*S0+kh*D0 ow*S1+kw*D1, f c kh kw, _, _ -> n f oh ow | mul_zp
conv_2d_nhwgc_gfhwc_q: n oh ow g f kh kw c | n oh*S0+kh*D0 ow*S1+kw*D1 g c, g f kh kw c, _, _ -> n oh ow g f | mul_zp
conv_2d_ngchw_gfchw_q: n g f oh ow c kh kw | n g c oh*S0+kh*D0 ow*S1+kw*D1, g f c kh kw, _, _ -> n g f oh ow | mul_zp
conv_3d_ndhwc_dhwcf: n od oh ow f kd kh kw c | n od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2 c, kd kh kw c f -> n od oh ow f | mul
conv_3d_ndhwc_dhwcf_q: n od oh ow f kd kh kw c | n od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2 c, kd kh kw c f, _, _ -> n od oh ow f | mul_zp
conv_3d_ncdhw_fcdhw: n f od oh ow c kd kh kw | n c od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2, f c kd kh kw -> n f od oh ow | mul
depthwise_conv_1d_nwc_wc: n ow ic kw | n ow*S0+kw*D0 ic, kw ic -> n ow ic | mul
depthwise_conv_1d_ncw_cw: n ow ic kw | n ic ow*S0+kw*D0, ic kw -> n ic ow | mul
depthwise_conv_1d_nwc_wcm: n ow ic cm kw | n ow*S0+kw*D0 ic, kw ic cm -> n ow ic cm | mul
depthwise_conv_2d_nhwc_hwc: n oh ow ic kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 ic, kh kw ic -> n oh ow ic | mul
depthwise_conv_2d_nchw_chw: n oh ow ic kh kw | n ic oh*S0+kh*D0 ow*S1+kw*D1, ic kh kw -> n ic oh ow | mul
depthwise_conv_2d_nhwc_hwc_q: n oh ow ic kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 ic, kh kw ic, _, _ -> n oh ow ic | mul_zp
depthwise_conv_2d_nhwc_hwcm: n oh ow ic cm kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 ic, kh kw ic cm -> n oh ow ic cm | mul
depthwise_conv_2d_nhwc_hwcm_q: n oh ow ic cm kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 ic, kh kw ic cm, _, _ -> n oh ow ic cm | mul_zp
depthwise_conv_3d_ndhwc_dhwc: n od oh ow kd kh kw ic | n od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2 ic, kd kh kw ic -> n od oh ow ic | mul
depthwise_conv_3d_ncdhw_cdhw: n od oh ow kd kh kw ic | n ic od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2, ic kd kh kw -> n ic od oh ow | mul
depthwise_conv_3d_ndhwc_dhwcm: n od oh ow cm kd kh kw ic | n od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2 ic, kd kh kw ic cm -> n od oh ow ic cm | mul
pooling_nhwc_sum: n oh ow c kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 c, kh kw -> n oh ow c | sum
pooling_nchw_sum: n c oh ow kh kw | n c oh*S0+kh*D0 ow*S1+kw*D1, kh kw -> n c oh ow | sum
pooling_nhwc_max: n oh ow c kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 c, kh kw -> n oh ow c | max
pooling_nhwc_max_unsigned: n oh ow c kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 c, kh kw -> n oh ow c | max_unsigned
pooling_nhwc_min: n oh ow c kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 c, kh kw -> n oh ow c | min
pooling_nhwc_min_unsigned: n oh ow c kh kw | n oh*S0+kh*D0 ow*S1+kw*D1 c, kh kw -> n oh ow c | min_unsigned
pooling_nwc_sum: n ow c kw | n ow*S0+kw*D0 c, kw -> n ow c | sum
pooling_ncw_sum: n c ow kw | n c ow*S0+kw*D0, kw -> n c ow | sum
pooling_nwc_max: n ow c kw | n ow*S0+kw*D0 c, kw -> n ow c | max
pooling_nwc_max_unsigned: n ow c kw | n ow*S0+kw*D0 c, kw -> n ow c | max_unsigned
pooling_ncw_max: n c ow kw | n c ow*S0+kw*D0, kw -> n c ow | max
pooling_nwc_min: n ow c kw | n ow*S0+kw*D0 c, kw -> n ow c | min
pooling_nwc_min_unsigned: n ow c kw | n ow*S0+kw*D0 c, kw -> n ow c | min_unsigned
pooling_ndhwc_sum: n od oh ow c kd kh kw | n od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2 c, kd kh kw -> n od oh ow c | sum
pooling_ndhwc_max: n od oh ow c kd kh kw | n od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2 c, kd kh kw -> n od oh ow c | max
pooling_ndhwc_min: n od oh ow c kd kh kw | n od*S0+kd*D0 oh*S1+kh*D1 ow*S2+kw*D2 c, kd kh kw -> n od oh ow c | min
mmt4d: m n k m0 n0 k0 | m k m0 k0, n k n0 k0 -> m n m0 n0 | mul
batch_mmt4d: b m n k m0 n0 k0 | b m k m0 k0, b n k n0 k0 -> b m n m0 n0 | mul
quantized_batch_matmul: b m n k | b m k, b k n, _, _ -> b m n | mul_zp
batch_reduce_matmul: b m n k | b m k, b k n -> m n | mul
vecmat: n m | m, m n -> n | mul
batch_matvec: b m k | b m k, b k -> b m | mul
batch_vecmat: b n k | b k, b k n -> b n | mul
fill_rng_2d: m n | _, _, _ -> m n | random
batch_matmul: b m n k | b m k, b k n -> b m n | mul
dot: k | k, k -> | mul
matvec: m n | m n, n -> m | mul
div | binary div
abs | unary absf
ceil | unary ceil
floor | unary floor
negf | unary negf
reciprocal | unary reciprocal
round | unary round
rsqrt | unary rsqrt
square | unary square
tanh | unary tanh
erf | unary erf
div_unsigned | binary divui
powf | binary powf
"""


class TypeFn(StrEnum):
    """How a body converts an operand to the output's element type."""

    CAST_SIGNED = auto()
    CAST_UNSIGNED = auto()


@irdl_attr_definition
class TypeFnAttr(EnumInAngleBrackets[TypeFn], EnumAttribute[TypeFn]):
    """`#linalg.type_fn<cast_signed>`, the `cast` of a contraction."""

    name = "linalg.type_fn"


# --- the scalar functions of the bodies -------------------------------------------


def _width(type_: Attribute) -> int:
    if isinstance(type_, IntegerType):
        return type_.width.data
    assert isinstance(type_, AnyFloat)
    return type_.bitwidth


def convert(value: SSAValue, to: Attribute, unsigned: bool = False) -> SSAValue:
    """`value` converted to the integer or float type `to`: extended or
    truncated, between integers and floats signed unless `unsigned`."""
    source = value.type
    if source == to:
        return value
    op: Operation
    if isinstance(source, IntegerType) and isinstance(to, IntegerType):
        if _width(to) > _width(source):
            op = (arith.ExtUIOp if unsigned else arith.ExtSIOp)(value, to)
        else:
            op = arith.TruncIOp(value, to)
    elif isinstance(source, IntegerType):
        op = (arith.UIToFPOp if unsigned else arith.SIToFPOp)(value, cast(AnyFloat, to))
    elif isinstance(to, IntegerType):
        op = (arith.FPToUIOp if unsigned else arith.FPToSIOp)(value, to)
    elif _width(to) > _width(source):
        op = arith.ExtFOp(value, cast(AnyFloat, to))
    else:
        op = arith.TruncFOp(value, cast(AnyFloat, to))
    return op.results[0]


def _is_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def _add(a: SSAValue, b: SSAValue) -> SSAValue:
    return (arith.AddfOp if _is_float(a.type) else arith.AddiOp)(a, b).result


def _sub(a: SSAValue, b: SSAValue) -> SSAValue:
    return (arith.SubfOp if _is_float(a.type) else arith.SubiOp)(a, b).result


def _mul(a: SSAValue, b: SSAValue) -> SSAValue:
    return (arith.MulfOp if _is_float(a.type) else arith.MuliOp)(a, b).result


def _extremum(kind: str) -> Callable[[SSAValue, SSAValue], SSAValue]:
    float_op, signed_op, unsigned_op = {
        "max": (arith.MaximumfOp, arith.MaxSIOp, arith.MaxUIOp),
        "min": (arith.MinimumfOp, arith.MinSIOp, arith.MinUIOp),
    }[kind[:3]]
    integer_op = unsigned_op if kind.endswith("unsigned") else signed_op

    def apply(a: SSAValue, b: SSAValue) -> SSAValue:
        return (float_op if _is_float(a.type) else integer_op)(a, b).result

    return apply


def reduction_body(
    kind: str, args: Sequence[BlockArgument], unsigned: bool = False
) -> SSAValue:
    """The yielded value of a convolution, contraction or pooling body; the
    output's element is the last argument.  `unsigned`: a contraction's
    `cast_unsigned`."""
    out = args[-1]
    to = out.type
    if kind == "mul":
        lhs, rhs = convert(args[0], to, unsigned), convert(args[1], to, unsigned)
        return _add(out, _mul(lhs, rhs))
    if kind == "mul_zp":
        lhs = _sub(convert(args[0], to), convert(args[2], to))
        rhs = _sub(convert(args[1], to), convert(args[3], to))
        return _add(out, _mul(lhs, rhs))
    if kind == "sum":
        return _add(out, convert(args[0], to))
    if kind == "random":
        return convert(_random(*args[:3]), to)
    unsigned = kind.endswith("unsigned")
    return _extremum(kind)(out, convert(args[0], to, unsigned))


def _random(low: SSAValue, high: SSAValue, seed: SSAValue) -> SSAValue:
    """`fill_rng_2d`'s number at the current index: a linear congruential
    step per index, seeded by the previous one, scaled into [low, high)."""
    i32, f64 = IntegerType(32), Float64Type()

    def constant(value: int) -> SSAValue:
        return arith.ConstantOp(IntegerAttr(value, i32)).result

    def index(dimension: int) -> SSAValue:
        return arith.IndexCastOp(IndexOp(dimension).result, i32).result

    scale = arith.ConstantOp(FloatAttr(2.3283064e-10, f64)).result
    offset = arith.ConstantOp(FloatAttr(2147483647.0, f64)).result
    multiplier, increment = constant(1103515245), constant(12345)
    column = index(1)
    first = _add(_mul(_add(index(0), seed), multiplier), increment)
    second = _add(_mul(_add(column, first), multiplier), increment)
    shifted = _add(arith.SIToFPOp(second, f64).result, offset)
    return _add(_mul(shifted, _mul(_sub(high, low), scale)), low)


def _reciprocal(value: SSAValue) -> SSAValue:
    assert isinstance(value.type, AnyFloat)
    one = arith.ConstantOp(FloatAttr(1.0, value.type))
    return arith.DivfOp(one, value).result


_UNARY: dict[str, Callable[[SSAValue], SSAValue]] = {
    "exp": lambda x: math.ExpOp(x).result,
    "log": lambda x: math.LogOp(x).result,
    "sqrt": lambda x: math.SqrtOp(x).result,
    "absf": lambda x: math.AbsFOp(x).result,
    "ceil": lambda x: math.CeilOp(x).result,
    "floor": lambda x: math.FloorOp(x).result,
    "negf": lambda x: arith.NegfOp(x).result,
    "reciprocal": _reciprocal,
    "round": lambda x: math.RoundOp(x).result,
    "rsqrt": lambda x: math.RsqrtOp(x).result,
    "square": lambda x: _mul(x, x),
    "tanh": lambda x: math.TanhOp(x).result,
    "erf": lambda x: math.ErfOp(x).result,
}
"""The unary elementwise functions; each but `square` takes floats only."""

_BINARY: dict[str, Callable[[SSAValue, SSAValue], SSAValue]] = {
    "div": lambda a, b: (
        (arith.DivfOp if _is_float(a.type) else arith.DivSIOp)(a, b).result
    ),
    "divui": lambda a, b: arith.DivUIOp(a, b).result,
    "powf": lambda a, b: math.PowFOp(a, b).result,
}


def scalar_function(name: str) -> Callable[..., SSAValue]:
    """A function of the bodies by name: a unary one of `_UNARY`, or `add`,
    `sub`, `mul`, `max`, `min` (signed), on floats or integers."""
    binary = {"add": _add, "sub": _sub, "mul": _mul}
    if name in ("max", "min"):
        return _extremum(name)
    return binary.get(name) or _UNARY[name]


# --- the spec lines ------------------------------------------------------------------


@dataclass(frozen=True)
class NamedOpSpec:
    """One named op: its loops in MLIR's order, the index expressions of
    each operand (None for a scalar) and of the output, and its body."""

    name: str
    loops: tuple[str, ...]
    operands: tuple[tuple[str, ...] | None, ...]
    output: tuple[str, ...]
    body: str

    @property
    def window_rank(self) -> int:
        """How many strides and dilations the op takes (0: none)."""
        text = " ".join(e for group in self.operands if group for e in group)
        return max(
            (int(c) + 1 for i, c in enumerate(text) if i and text[i - 1] == "S"),
            default=0,
        )

    def iterator_kinds(self) -> str:
        return "".join("p" if loop in self.output else "r" for loop in self.loops)


def parse_spec(line: str) -> NamedOpSpec | tuple[str, str, str]:
    head, *rest = (part.strip() for part in line.split("|"))
    if ":" not in head:
        kind, function = rest[0].split()
        return head, kind, function
    name, loops = (part.strip() for part in head.split(":"))
    operands_text, output = (part.strip() for part in rest[0].split("->"))
    operands = tuple(
        None if group.strip() == "_" else tuple(group.split())
        for group in operands_text.split(",")
    )
    return NamedOpSpec(
        name, tuple(loops.split()), operands, tuple(output.split()), rest[1]
    )


def _expression(
    text: str, loops: Sequence[str], strides: Sequence[int], dilations: Sequence[int]
) -> AffineExpr:
    def factor(token: str) -> AffineExpr | int:
        if token[0] in "SD" and token[1:].isdigit():
            return (strides if token[0] == "S" else dilations)[int(token[1:])]
        if token.isdigit():
            return int(token)
        return AffineDimExpr(loops.index(token))

    terms: list[AffineExpr] = []
    for term in text.split("+"):
        coefficient, dims = 1, list[AffineExpr]()
        for token in term.split("*"):
            value = factor(token)
            if isinstance(value, int):
                coefficient *= value
            else:
                dims.append(value)
        (dim,) = dims
        terms.append(dim * coefficient if coefficient != 1 else dim)
    total = terms[0]
    for term in terms[1:]:
        total = total + term
    return total


# --- the op classes --------------------------------------------------------------------


def element_type(value: SSAValue) -> Attribute:
    """The element type of a shaped value; a scalar's own type."""
    type_ = value.type
    if isinstance(type_, TensorType | MemRefType):
        return cast(Attribute, type_.get_element_type())
    return type_


def empty_body(arg_types: Sequence[Attribute]) -> Region:
    """The body of an op whose operands do not fit its kind: it yields
    nothing, and the verifier reports what is wrong."""
    return Region(Block([YieldOp()], arg_types=arg_types))


class SpecNamedOperation(NamedOperation):
    """A named op whose maps, iterators and body come from its spec."""

    SPEC: ClassVar[NamedOpSpec]
    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        attributes: dict[str, Attribute] | None = None,
        properties: dict[str, Attribute] | None = None,
    ):
        super().__init__(
            ins=inputs,
            outs=outputs,
            result_types=[o.type for o in outputs if isinstance(o.type, TensorType)],
            properties=properties,
            attributes=attributes,
            hidden_region=self.get_hidden_region(inputs, outputs),
        )

    @classmethod
    def get_hidden_region(
        cls,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        unsigned: bool = False,
    ) -> Region:
        arg_types = [element_type(v) for v in (*inputs, *outputs)]
        if (
            len(inputs) != len(cls.SPEC.operands)
            or len(outputs) != 1
            or not all(isinstance(t, AnyFloat | IntegerType) for t in arg_types)
        ):
            return empty_body(arg_types)

        @Builder.implicit_region(arg_types)
        def body(args: tuple[BlockArgument, ...]) -> None:
            YieldOp(reduction_body(cls.SPEC.body, args, unsigned))

        return body

    def _window(self, name: str) -> tuple[int, ...]:
        attribute = self.properties.get(name)
        if isinstance(attribute, DenseIntOrFPElementsAttr):
            return tuple(cast(Sequence[int], attribute.get_values()))
        return (1,) * self.SPEC.window_rank

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        spec = self.SPEC
        strides, dilations = self._window("strides"), self._window("dilations")
        loops = len(spec.loops)
        return tuple(
            AffineMap(
                loops,
                0,
                tuple(
                    _expression(e, spec.loops, strides, dilations) for e in group or ()
                ),
            )
            for group in (*spec.operands, spec.output)
        )

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return ArrayAttr(
            IteratorTypeAttr.parallel() if kind == "p" else IteratorTypeAttr.reduction()
            for kind in self.SPEC.iterator_kinds()
        )

    def verify_(self) -> None:
        rank = self.SPEC.window_rank
        for name in ("strides", "dilations"):
            attribute = self.properties.get(name)
            if attribute is None:
                continue
            type_ = cast(DenseIntOrFPElementsAttr, attribute).type
            if type_.get_shape() != (rank,) or type_.get_element_type() != i64:
                raise VerifyException(
                    f"attribute '{name}' failed to satisfy constraint: 64-bit "
                    f"signless int elements attribute of shape [{rank}]"
                )
        _verify_arity(self, len(self.SPEC.operands))
        verify_numeric(self)
        super().verify_()

    def print(self, printer: Printer) -> None:
        """`{attrs} ins(...) outs(...) -> types`, the attributes sorted by
        name as MLIR prints them."""
        shown = {**self.attributes, **self.properties}
        for hidden in ("operandSegmentSizes", "linalg.memoized_indexing_maps"):
            shown.pop(hidden, None)
        if shown:
            printer.print_op_attributes(dict(sorted(shown.items())))
        print_operands_and_results(self, printer)


def print_operands_and_results(op: NamedOperation, printer: Printer) -> None:
    """` ins(...) outs(...) -> types`."""
    for keyword, values in (("ins", op.inputs), ("outs", op.outputs)):
        if values:
            printer.print_string(f" {keyword}(")
            printer.print_list(values, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(values.types, printer.print_attribute)
            printer.print_string(")")
    if op.res:
        printer.print_string(" -> ")
        if len(op.res) == 1:
            printer.print_attribute(op.res[0].type)
        else:
            with printer.in_parens():
                printer.print_list(op.res.types, printer.print_attribute)


def _verify_arity(op: NamedOperation, inputs: int) -> None:
    """MLIR's message for operands its body builder cannot take."""
    if len(op.inputs) != inputs or len(op.outputs) != 1:
        raise VerifyException(
            "[parseNamedStructuredOpRegion] ods-gen generated region expects "
            f"{inputs + 1} args, got {len(op.operands)}"
        )


def verify_numeric(op: NamedOperation) -> None:
    """A body that yields nothing was built for element types the op's
    function does not take."""
    terminator = op.body.block.last_op
    if isinstance(terminator, YieldOp) and not terminator.operands:
        raise VerifyException("unsupported non numeric type")
    NamedOperation.verify_(op)


class ContractionOperation(SpecNamedOperation):
    """A contraction MLIR 22 defines in ODS (`batch_matmul`,
    `batch_reduce_matmul`): its maps may be given (`indexing_maps = [...]`
    before the attributes, printed when they are not the spec's) and its
    `cast` is a property."""

    UNSIGNED_TO_FLOATS: ClassVar[bool] = True
    """Whether `cast_unsigned` converts integers to a float output unsigned."""

    indexing_maps = opt_prop_def(ArrayAttr[AffineMapAttr])
    cast = opt_prop_def(TypeFnAttr)

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        if self.indexing_maps is not None:
            return tuple(m.data for m in self.indexing_maps.data)
        return super().get_default_indexing_maps()

    def _spec_maps(self) -> ArrayAttr[AffineMapAttr]:
        return ArrayAttr(
            AffineMapAttr(m) for m in SpecNamedOperation.get_default_indexing_maps(self)
        )

    @classmethod
    def parse(cls, parser: Parser) -> ContractionOperation:
        properties = parse_optional_indexing_maps(parser)
        attributes = dict(parser.parse_optional_attr_dict())
        unsigned = pop_cast(parser, attributes, properties)
        inputs = parse_operand_group(parser, "ins")
        outputs = parse_operand_group(parser, "outs")
        result_types = parse_optional_arrow_type_list(parser)
        float_output = outputs and not isinstance(
            element_type(outputs[-1]), IntegerType
        )
        if float_output and not cls.UNSIGNED_TO_FLOATS:
            unsigned = False
        return cls.build(
            operands=[inputs, outputs],
            result_types=[result_types],
            properties=properties,
            attributes=attributes,
            regions=[cls.get_hidden_region(inputs, outputs, unsigned)],
        )

    def print(self, printer: Printer) -> None:
        print_optional_indexing_maps(printer, self.indexing_maps, self._spec_maps())
        print_attributes_and_operands(self, printer, ("cast",))


def parse_optional_indexing_maps(parser: Parser) -> dict[str, Attribute]:
    """`indexing_maps = [...]`, as the property it gives, if present."""
    position = parser.pos
    if not parser.parse_optional_keyword("indexing_maps"):
        return {}
    parser.parse_punctuation("=")
    maps = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, parser.parse_attribute
    )
    if not all(isinstance(m, AffineMapAttr) for m in maps):
        parser.raise_error("expected affine maps", position, parser.pos)
    return {"indexing_maps": ArrayAttr(cast(Sequence[AffineMapAttr], maps))}


def print_optional_indexing_maps(
    printer: Printer,
    maps: ArrayAttr[AffineMapAttr] | None,
    default: ArrayAttr[AffineMapAttr] | None,
) -> None:
    """` indexing_maps = [...]` unless the maps are the op's default."""
    if maps is not None and maps != default:
        printer.print_string(" indexing_maps = [")
        printer.print_list(maps.data, printer.print_attribute)
        printer.print_string("]")


def pop_cast(
    parser: Parser, attributes: dict[str, Attribute], properties: dict[str, Attribute]
) -> bool:
    """Moves a `cast` from the parsed attributes into the properties; True
    for `cast_unsigned`."""
    type_fn = attributes.pop("cast", None)
    if type_fn is None:
        return False
    if not isinstance(type_fn, TypeFnAttr):
        parser.raise_error("expected '#linalg.type_fn<...>' for 'cast'")
    properties["cast"] = type_fn
    return type_fn.data is TypeFn.CAST_UNSIGNED


def print_attributes_and_operands(
    op: NamedOperation, printer: Printer, shown_properties: Sequence[str]
) -> None:
    """`{attrs}` (the attributes and the given properties, sorted by name)
    ` ins(...) outs(...) -> types`."""
    shown = dict(op.attributes)
    for name in shown_properties:
        if (value := op.properties.get(name)) is not None:
            shown[name] = value
    if shown:
        printer.print_op_attributes(dict(sorted(shown.items())))
    print_operands_and_results(op, printer)


class SpecElementwiseOperation(SpecNamedOperation):
    """A unary or binary elementwise op: identity maps of the output's rank,
    every loop parallel, no casts (as MLIR 22's)."""

    FUNCTION: ClassVar[str]
    ARITY: ClassVar[int]

    @classmethod
    def get_hidden_region(
        cls,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        unsigned: bool = False,
    ) -> Region:
        arg_types = [element_type(v) for v in (*inputs, *outputs)]
        if len(inputs) != cls.ARITY or len(outputs) != 1:
            return empty_body(arg_types)
        float_only = cls.ARITY == 1 and cls.FUNCTION != "square"
        if float_only and not isinstance(arg_types[0], AnyFloat):
            return empty_body(arg_types)

        @Builder.implicit_region(arg_types)
        def body(args: tuple[BlockArgument, ...]) -> None:
            if cls.ARITY == 1:
                YieldOp(_UNARY[cls.FUNCTION](args[0]))
            else:
                YieldOp(_BINARY[cls.FUNCTION](args[0], args[1]))

        return body

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        output = self.outputs[0].type if self.outputs else None
        rank = output.get_num_dims() if isinstance(output, ShapedType) else 0
        return (AffineMap.identity(rank),) * len(self.operands)

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return ArrayAttr((IteratorTypeAttr.parallel(),) * self.get_num_loops())

    def verify_(self) -> None:
        _verify_arity(self, self.ARITY)
        verify_numeric(self)


_ODS_CONTRACTIONS = {"batch_matmul": True, "batch_reduce_matmul": False}
"""The ops of `SPECS` that MLIR 22 defines in ODS, not in its YAML list, and
whether their `cast_unsigned` converts integers to floats unsigned (MLIR 22's
`batch_reduce_matmul` converts them signed)."""


def _class_name(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_")) + "Op"


def _op_class(line: str) -> type[IRDLOperation]:
    spec = parse_spec(line)
    namespace: dict[str, object]
    if isinstance(spec, NamedOpSpec):
        base: type[SpecNamedOperation] = (
            ContractionOperation
            if spec.name in _ODS_CONTRACTIONS
            else SpecNamedOperation
        )
        namespace = {"name": f"linalg.{spec.name}", "SPEC": spec}
        if spec.name in _ODS_CONTRACTIONS:
            namespace["UNSIGNED_TO_FLOATS"] = _ODS_CONTRACTIONS[spec.name]
        if spec.window_rank:
            namespace["strides"] = opt_prop_def(DenseIntOrFPElementsAttr)
            namespace["dilations"] = opt_prop_def(DenseIntOrFPElementsAttr)
        name = spec.name
    else:
        name, kind, function = spec
        base = SpecElementwiseOperation
        namespace = {
            "name": f"linalg.{name}",
            "FUNCTION": function,
            "ARITY": 1 if kind == "unary" else 2,
        }
    namespace["__annotations__"] = {
        key: ClassVar[type(value)] for key, value in namespace.items() if key.isupper()
    }
    namespace["__doc__"] = f"MLIR 22's `linalg.{name}`, from its spec line."
    namespace["__module__"] = __name__
    op_class = cast(type[IRDLOperation], type(_class_name(name), (base,), namespace))
    return irdl_op_definition(op_class)


NAMED_OPS: tuple[type[IRDLOperation], ...] = tuple(
    _op_class(line) for line in SPECS.strip().splitlines()
)
"""Every op of `SPECS`, in its order."""
