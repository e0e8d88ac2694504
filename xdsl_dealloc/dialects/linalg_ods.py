"""MLIR 22's `linalg.contract` and `linalg.elementwise`: structured ops whose
attributes, not their names, say what they compute (the contraction's
`indexing_maps`, the elementwise op's `kind`).  Their bodies reuse the scalar
functions of the named ops (`linalg_named.py`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import auto
from typing import ClassVar

from xdsl.builder import Builder
from xdsl.dialects import arith, math
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    IntegerType,
    ShapedType,
)
from xdsl.dialects.linalg.abstract_ops import NamedOperation
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.dialects.linalg.ops import YieldOp
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, BlockArgument, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    irdl_attr_definition,
    irdl_op_definition,
    opt_prop_def,
    prop_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from xdsl_dealloc.dialects.linalg_named import (
    TypeFnAttr,
    element_type,
    empty_body,
    parse_optional_indexing_maps,
    pop_cast,
    print_attributes_and_operands,
    print_optional_indexing_maps,
    reduction_body,
    scalar_function,
    verify_numeric,
)
from xdsl_dealloc.dialects.syntax import (
    EnumInAngleBrackets,
    parse_operand_group,
    parse_optional_arrow_type_list,
)


class ElementwiseKind(StrEnum):
    """What `linalg.elementwise` computes; its arity follows."""

    EXP = auto()
    LOG = auto()
    ABS = auto()
    CEIL = auto()
    FLOOR = auto()
    NEGF = auto()
    RECIPROCAL = auto()
    ROUND = auto()
    SQRT = auto()
    RSQRT = auto()
    SQUARE = auto()
    TANH = auto()
    ERF = auto()
    ADD = auto()
    SUB = auto()
    MUL = auto()
    DIV = auto()
    DIV_UNSIGNED = auto()
    MAX_SIGNED = auto()
    MIN_SIGNED = auto()
    MAX_UNSIGNED = auto()
    MIN_UNSIGNED = auto()
    POWF = auto()
    SELECT = auto()


@irdl_attr_definition
class ElementwiseKindAttr(
    EnumInAngleBrackets[ElementwiseKind], EnumAttribute[ElementwiseKind]
):
    """`#linalg.elementwise_kind<exp>`."""

    name = "linalg.elementwise_kind"


def _integer_or_float(
    on_floats: Callable[[SSAValue, SSAValue], SSAValue] | None,
    on_integers: Callable[[SSAValue, SSAValue], SSAValue] | None,
) -> Callable[[SSAValue, SSAValue], SSAValue | None]:
    def apply(a: SSAValue, b: SSAValue) -> SSAValue | None:
        function = on_floats if isinstance(a.type, AnyFloat) else on_integers
        return None if function is None else function(a, b)

    return apply


_BINARY_KINDS: dict[str, Callable[[SSAValue, SSAValue], SSAValue | None]] = {
    "add": lambda a, b: scalar_function("add")(a, b),
    "sub": lambda a, b: scalar_function("sub")(a, b),
    "mul": lambda a, b: scalar_function("mul")(a, b),
    "div": _integer_or_float(
        lambda a, b: arith.DivfOp(a, b).result,
        lambda a, b: arith.DivSIOp(a, b).result,
    ),
    "div_unsigned": _integer_or_float(None, lambda a, b: arith.DivUIOp(a, b).result),
    "max_signed": lambda a, b: scalar_function("max")(a, b),
    "min_signed": lambda a, b: scalar_function("min")(a, b),
    "max_unsigned": _integer_or_float(None, lambda a, b: arith.MaxUIOp(a, b).result),
    "min_unsigned": _integer_or_float(None, lambda a, b: arith.MinUIOp(a, b).result),
    "powf": _integer_or_float(lambda a, b: math.PowFOp(a, b).result, None),
}
"""The binary kinds; None for an element type the kind does not take."""

_UNARY_FUNCTIONS = {"abs": "absf", "exp": "exp", "log": "log", "sqrt": "sqrt"}
"""The unary kinds whose function `linalg_named` names otherwise."""


def arity(kind: ElementwiseKind) -> int:
    """How many inputs an elementwise op of `kind` takes."""
    if kind is ElementwiseKind.SELECT:
        return 3
    return 2 if kind.value in _BINARY_KINDS else 1


def _elementwise_value(kind: str, args: Sequence[BlockArgument]) -> SSAValue | None:
    """What an element of `kind` yields, None where the types do not fit."""
    if kind == "select":
        return arith.SelectOp(args[0], args[1], args[2]).result
    if kind in _BINARY_KINDS:
        return _BINARY_KINDS[kind](args[0], args[1])
    if kind != "square" and not isinstance(args[0].type, AnyFloat):
        return None
    return scalar_function(_UNARY_FUNCTIONS.get(kind, kind))(args[0])


def _identities(rank: int, count: int) -> ArrayAttr[AffineMapAttr]:
    return ArrayAttr([AffineMapAttr(AffineMap.identity(rank))] * count)


@irdl_op_definition
class ElementwiseOp(NamedOperation):
    """`linalg.elementwise kind=#linalg.elementwise_kind<K> ins(...) outs(...)`:
    the function `kind` of the inputs' elements, each operand indexed by its
    map (the output's identity unless given), every loop parallel."""

    name = "linalg.elementwise"

    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True

    kind = prop_def(ElementwiseKindAttr)
    indexing_maps = opt_prop_def(ArrayAttr[AffineMapAttr])

    @classmethod
    def get_hidden_region(
        cls, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
    ) -> Region:
        """The body depends on `kind`: `body_of` builds it."""
        return empty_body([element_type(v) for v in (*inputs, *outputs)])

    @staticmethod
    def body_of(
        kind: ElementwiseKind, inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
    ) -> Region:
        arg_types = [element_type(v) for v in (*inputs, *outputs)]
        if len(inputs) != arity(kind) or len(outputs) != 1:
            return empty_body(arg_types)

        @Builder.implicit_region(arg_types)
        def body(args: tuple[BlockArgument, ...]) -> None:
            value = _elementwise_value(str(kind), args)
            YieldOp(*(() if value is None else (value,)))

        return body

    def _output_rank(self) -> int:
        output = self.outputs[0].type if self.outputs else None
        return output.get_num_dims() if isinstance(output, ShapedType) else 0

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        if self.indexing_maps is not None:
            return tuple(m.data for m in self.indexing_maps.data)
        return tuple(
            m.data for m in _identities(self._output_rank(), len(self.operands))
        )

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        return ArrayAttr((IteratorTypeAttr.parallel(),) * self.get_num_loops())

    def verify_(self) -> None:
        expected = arity(self.kind.data)
        if len(self.inputs) != expected or len(self.outputs) != 1:
            raise VerifyException(
                f"expected {expected} inputs and 1 output for kind "
                f"'{self.kind.data.value}', got {len(self.inputs)} and "
                f"{len(self.outputs)}"
            )
        terminator = self.body.block.last_op
        if isinstance(terminator, YieldOp) and not terminator.operands:
            raise VerifyException(
                f"kind '{self.kind.data}' does not take elements of type "
                f"{element_type(self.inputs[-1])}"
            )
        verify_numeric(self)

    @classmethod
    def parse(cls, parser: Parser) -> ElementwiseOp:
        parser.parse_keyword("kind")
        parser.parse_punctuation("=")
        position = parser.pos
        kind = parser.parse_attribute()
        if not isinstance(kind, ElementwiseKindAttr):
            parser.raise_error(
                "expected '#linalg.elementwise_kind<...>'", position, parser.pos
            )
        properties: dict[str, Attribute] = {
            "kind": kind,
            **parse_optional_indexing_maps(parser),
        }
        attributes = dict(parser.parse_optional_attr_dict())
        inputs = parse_operand_group(parser, "ins")
        outputs = parse_operand_group(parser, "outs")
        result_types = parse_optional_arrow_type_list(parser)
        return cls.build(
            operands=[inputs, outputs],
            result_types=[result_types],
            properties=properties,
            attributes=attributes,
            regions=[cls.body_of(kind.data, inputs, outputs)],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" kind=")
        printer.print_attribute(self.kind)
        print_optional_indexing_maps(
            printer,
            self.indexing_maps,
            _identities(self._output_rank(), len(self.operands)),
        )
        print_attributes_and_operands(self, printer, ())


@irdl_op_definition
class ContractOp(NamedOperation):
    """`linalg.contract indexing_maps = [...] ins(%a, %b) outs(%c)`:
    `c += a * b` over the loops of the maps; a loop the output is indexed by
    is parallel, any other a reduction."""

    name = "linalg.contract"

    PRINT_ATTRS_IN_FRONT: ClassVar[bool] = True

    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    cast = opt_prop_def(TypeFnAttr)

    @classmethod
    def get_hidden_region(
        cls,
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        unsigned: bool = False,
    ) -> Region:
        arg_types = [element_type(v) for v in (*inputs, *outputs)]
        if (
            len(inputs) != 2
            or len(outputs) != 1
            or not all(isinstance(t, AnyFloat | IntegerType) for t in arg_types)
        ):
            return empty_body(arg_types)

        @Builder.implicit_region(arg_types)
        def body(args: tuple[BlockArgument, ...]) -> None:
            YieldOp(reduction_body("mul", args, unsigned))

        return body

    def get_default_indexing_maps(self) -> Sequence[AffineMap]:
        return tuple(m.data for m in self.indexing_maps.data)

    def get_iterator_types(self) -> ArrayAttr[IteratorTypeAttr]:
        maps = self.indexing_maps.data
        output = {
            e.position for e in maps[-1].data.results if isinstance(e, AffineDimExpr)
        }
        return ArrayAttr(
            IteratorTypeAttr.parallel() if d in output else IteratorTypeAttr.reduction()
            for d in range(maps[0].data.num_dims)
        )

    def verify_(self) -> None:
        if len(self.inputs) != 2 or len(self.outputs) != 1:
            raise VerifyException(
                f"expected 2 inputs and 1 output, got {len(self.inputs)} and "
                f"{len(self.outputs)}"
            )
        verify_numeric(self)

    @classmethod
    def parse(cls, parser: Parser) -> ContractOp:
        position = parser.pos
        properties = parse_optional_indexing_maps(parser)
        if not properties:
            parser.raise_error("expected 'indexing_maps'", position, parser.pos)
        attributes = dict(parser.parse_optional_attr_dict())
        unsigned = pop_cast(parser, attributes, properties)
        inputs = parse_operand_group(parser, "ins")
        outputs = parse_operand_group(parser, "outs")
        result_types = parse_optional_arrow_type_list(parser)
        return cls.build(
            operands=[inputs, outputs],
            result_types=[result_types],
            properties=properties,
            attributes=attributes,
            regions=[cls.get_hidden_region(inputs, outputs, unsigned)],
        )

    def print(self, printer: Printer) -> None:
        print_optional_indexing_maps(printer, self.indexing_maps, None)
        print_attributes_and_operands(self, printer, ("cast",))


ODS_OPS = (ElementwiseOp, ContractOp)
ODS_ATTRIBUTES = (ElementwiseKindAttr,)
