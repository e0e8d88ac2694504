"""The linalg ops xDSL 0.74 lacks (`map` here, the named ops in
`linalg_named.py`, `contract` and `elementwise` in `linalg_ods.py`), added to
xDSL's linalg dialect, and MLIR 22's textual form for xDSL's `transpose`,
`broadcast` and `reduce` (spaces around `:`, the attribute dictionary, the
short form `linalg.reduce { arith.addf } ...`).

Nothing happens on importing this module: `amend_linalg_syntax` is called by
`xdsl_dealloc.register()` and by `xdsl-opt`'s loader of the linalg dialect
(`extended_linalg`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import cast

from xdsl.builder import ImplicitBuilder
from xdsl.dialects import linalg as xdsl_linalg
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    IntegerType,
    MemRefType,
    ShapedType,
    StringAttr,
    TensorType,
    i64,
)
from xdsl.dialects.linalg.abstract_ops import (
    ConvOperation,
    LinalgStructuredOperation,
    NamedOperation,
    PoolingOperation,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import (
    BroadcastOp,
    CopyOp,
    GenericOp,
    IndexOp,
    MatmulOp,
    PoolingNchwMaxOp,
    QuantizedMatmulOp,
    ReduceOp,
    TransposeOp,
    YieldOp,
)
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    Region,
    SSAValue,
)
from xdsl.ir.affine import AffineMap
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    OptPropertyDef,
    base,
    irdl_op_definition,
    operand_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import EffectInstance, HasParent, MemoryEffect, MemoryEffectKind
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    extend_dialect,
    set_class_attribute,
    set_custom_syntax,
    set_traits,
)
from xdsl_dealloc.dialects.linalg_named import (
    NAMED_OPS,
    TypeFn,
    TypeFnAttr,
    convert,
    element_type,
    empty_body,
    reduction_body,
)
from xdsl_dealloc.dialects.linalg_ods import ODS_ATTRIBUTES, ODS_OPS
from xdsl_dealloc.dialects.syntax import parse_operand_group as _parse_operand_group
from xdsl_dealloc.dialects.syntax import parse_optional_arrow_type_list
from xdsl_dealloc.ir.rebuild import operand_segment_sizes

Shaped = base(TensorType) | base(MemRefType)


# --- the textual pieces MLIR's linalg ops share ---------------------------------


def _print_operand_group(
    printer: Printer, keyword: str, values: Sequence[SSAValue]
) -> None:
    if not values:
        return
    printer.print_string(f" {keyword}(")
    printer.print_list(values, printer.print_ssa_value)
    printer.print_string(" : ")
    printer.print_list([value.type for value in values], printer.print_attribute)
    printer.print_string(")")


def _parse_integer_list(parser: Parser, keyword: str) -> DenseArrayBase[IntegerType]:
    parser.parse_keyword(keyword)
    parser.parse_punctuation("=")
    values = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)
    )
    return DenseArrayBase.from_list(i64, values)


def _print_integer_list(
    printer: Printer, keyword: str, values: DenseArrayBase[IntegerType]
) -> None:
    printer.print_string(f" {keyword} = [")
    printer.print_list(values.get_values(), printer.print_int)
    printer.print_string("]")


def _result_types(init: SSAValue) -> list[Attribute]:
    """A tensor `init` gives the op a result of its type; a memref none."""
    return [init.type] if isinstance(init.type, TensorType) else []


def _split_properties(
    op_class: type[IRDLOperation], attributes: dict[str, Attribute]
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    properties = op_class.get_irdl_definition().properties
    return (
        {k: v for k, v in attributes.items() if k in properties},
        {k: v for k, v in attributes.items() if k not in properties},
    )


def _parse_optional_short_form(
    parser: Parser,
) -> tuple[str, dict[str, Attribute]] | None:
    """The short form's `{ op.name {attrs}? }`: the payload op and its attributes."""
    if not parser.parse_optional_punctuation("{"):
        return None
    name = parser.parse_identifier(" (the name of the payload op)")
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation("}")
    return name, attributes


def _parse_long_form_body(parser: Parser) -> Region:
    """The long form's `(%args) { body }`."""
    arguments = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, parser.parse_argument
    )
    return parser.parse_region(arguments)


def _short_form_body(
    parser: Parser,
    position: int,
    payload: tuple[str, dict[str, Attribute]],
    argument_types: Sequence[Attribute],
    payload_operands: Sequence[int],
) -> Region:
    """The body of a short form: one op on the block arguments at
    `payload_operands`, of the last argument's type, whose result is yielded."""
    name, attributes = payload
    op_class = parser.ctx.get_optional_op(name)
    if op_class is None or not issubclass(op_class, IRDLOperation):
        parser.raise_error(f"unknown payload op '{name}'", position, parser.pos)
    properties, attributes = _split_properties(op_class, attributes)
    block = Block(arg_types=argument_types)
    try:
        payload_op = op_class.build(
            operands=[block.args[index] for index in payload_operands],
            result_types=[argument_types[-1]],
            properties=properties,
            attributes=attributes,
        )
    except ValueError as error:
        parser.raise_error(
            f"'{name}' cannot be the payload of the short form: {error}",
            position,
            parser.pos,
        )
    block.add_ops([payload_op, YieldOp(payload_op.results[0])])
    return Region(block)


def _short_form_payload(
    body: Region, payload_operands: Sequence[int]
) -> Operation | None:
    """The one op a body applies, when MLIR prints it in the short form: the
    op takes the block arguments at `payload_operands` (at least one) and its
    one result is what the body yields."""
    block = body.block
    ops = list(block.ops)
    if len(ops) != 2:
        return None
    payload, terminator = ops
    if (
        not isinstance(terminator, YieldOp)
        or len(payload.results) != 1
        or not payload.operands
        or payload.regions
        or payload.successors
        or list(terminator.operands) != [payload.results[0]]
        or list(payload.operands) != [block.args[i] for i in payload_operands]
    ):
        return None
    return payload


def _print_payload_body(
    printer: Printer, body: Region, payload_operands: Sequence[int]
) -> bool:
    """Prints ` { op.name {attrs} }` and returns True if the short form fits."""
    payload = _short_form_payload(body, payload_operands)
    if payload is None:
        return False
    printer.print_string(f" {{ {payload.name}")
    shown: dict[str, Attribute] = dict(payload.attributes)
    if isinstance(payload, IRDLOperation):
        definitions = payload.get_irdl_definition().properties
        for name, value in payload.properties.items():
            definition = definitions.get(name)
            if definition is None or definition.default_value != value:
                shown[name] = value
    printer.print_op_attributes(shown)
    printer.print_string(" }")
    return True


def _print_long_form_body(printer: Printer, body: Region) -> None:
    with printer.indented():
        printer.print_string("\n(")
        printer.print_list(body.block.args, printer.print_block_argument)
        printer.print_string(") ")
        printer.print_region(body, print_entry_block_args=False)


def structured_operands(op: Operation) -> tuple[list[SSAValue], list[SSAValue]]:
    """The inputs and the outputs (inits) of a structured linalg op."""
    kind = _structured_kind(type(op))
    if kind is MapOp:
        op = cast(MapOp, op)
        return list(op.inputs), [op.init]
    if kind is ReduceOp:
        op = cast(ReduceOp | BroadcastOp, op)
        return [op.input], [op.init]
    op = cast(LinalgStructuredOperation, op)
    sizes = _two_segments(op)
    if sizes is not None:  # read straight from the segments, as below
        operands = op.operands
        return list(operands[: sizes[0]]), list(operands[sizes[0] : sum(sizes)])
    return list(op.inputs), list(op.outputs)


def structured_init_positions(op: Operation) -> range:
    """The positions among `op`'s operands of the outputs (inits) of
    `structured_operands`, read from the operand segment sizes rather than
    through IRDL's accessors, which decode them anew at each call."""
    if _structured_kind(type(op)) is not LinalgStructuredOperation:
        return range(len(op.operands) - 1, len(op.operands))
    sizes = _two_segments(op)
    if sizes is None:
        inputs, outputs = structured_operands(op)
        return range(len(inputs), len(inputs) + len(outputs))
    return range(sizes[0], sizes[0] + sizes[1])


def _two_segments(op: Operation) -> tuple[int, ...] | None:
    """The inputs' and outputs' segment sizes of a structured op that keeps
    them as a property (some keep them as an attribute), or None."""
    if AttrSizedOperandSegments.attribute_name not in op.properties:
        return None
    sizes = operand_segment_sizes(op)
    return sizes if len(sizes) == 2 else None


@cache
def _structured_kind(op_class: type[Operation]) -> type[Operation]:
    """How `structured_operands` reads an op of this class (`ReduceOp`
    standing for `BroadcastOp` too), decided once per class: xDSL's op
    classes are ABCs, whose failing `isinstance` runs Python code, and
    One-Shot Bufferize asks this for every use of a structured op."""
    if issubclass(op_class, MapOp):
        return MapOp
    if issubclass(op_class, ReduceOp | BroadcastOp):
        return ReduceOp
    assert issubclass(op_class, LinalgStructuredOperation)
    return LinalgStructuredOperation


class StructuredMemoryEffect(MemoryEffect):
    """On memrefs, a structured op reads its inputs and its outputs, and
    writes its outputs; on tensors it has no effect."""

    effect_kinds = frozenset((MemoryEffectKind.READ, MemoryEffectKind.WRITE))
    """What it can give any op (`interfaces.memory_effects.EFFECT_KINDS`):
    the passes need not build its effects to see it never frees."""

    @classmethod
    def get_effects(cls, op: Operation) -> set[EffectInstance]:
        inputs, outputs = structured_operands(op)
        effects = {
            EffectInstance(MemoryEffectKind.READ, value)
            for value in (*inputs, *outputs)
            if isinstance(value.type, MemRefType)
        }
        effects |= {
            EffectInstance(MemoryEffectKind.WRITE, value)
            for value in outputs
            if isinstance(value.type, MemRefType)
        }
        return effects


# --- linalg.map ---------------------------------------------------------------


@irdl_op_definition
class MapOp(IRDLOperation):
    """
    Applies the body to the elements at each index of the inputs and the
    init, and writes what it yields into the init (a memref) or into the
    result (for a tensor init).  The inputs and the init have the same shape.
    """

    name = "linalg.map"

    inputs = var_operand_def(Shaped)
    init = operand_def(Shaped)
    result = var_result_def(TensorType)
    mapper = region_def("single_block")

    traits = traits_def(StructuredMemoryEffect())

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        init: SSAValue,
        mapper: Region,
        attributes: dict[str, Attribute] | None = None,
    ):
        super().__init__(
            operands=[inputs, init],
            result_types=[_result_types(init)],
            regions=[mapper],
            attributes=attributes,
        )

    def verify_(self) -> None:
        block = self.mapper.block
        operands = [*self.inputs, self.init]
        if len(block.args) != len(operands):
            raise VerifyException(
                "expects number of operands to match the arity of mapper, but got: "
                f"{len(operands)} and {len(block.args)}"
            )
        for which, operand, argument in zip(
            ["input"] * len(self.inputs) + ["init"], operands, block.args, strict=True
        ):
            if element_type(operand) != argument.type:
                raise VerifyException(
                    f"expected element type of {which} '{element_type(operand)}' "
                    f"to match bbArg type '{argument.type}'"
                )
        init_type = self.init.type
        assert isinstance(init_type, ShapedType)
        output_shape = init_type.get_shape()
        for operand in self.inputs:
            operand_type = operand.type
            assert isinstance(operand_type, ShapedType)
            if operand_type.get_shape() != output_shape:
                raise VerifyException(
                    f"expected shape of input ({_shape_text(operand_type)}) to match "
                    f"shape of output ({_shape_text(init_type)})"
                )
        if self.result and self.result[0].type != init_type:
            raise VerifyException("expected the result to have the type of the init")

    @classmethod
    def parse(cls, parser: Parser) -> MapOp:
        position = parser.pos
        short_form = _parse_optional_short_form(parser)
        inputs = _parse_operand_group(parser, "ins")
        outputs = _parse_operand_group(parser, "outs")
        if len(outputs) != 1:
            parser.raise_error("expected one operand in outs", position, parser.pos)
        attributes = parser.parse_optional_attr_dict()
        argument_types = [element_type(v) for v in (*inputs, outputs[0])]
        if short_form is not None:
            body = _short_form_body(
                parser, position, short_form, argument_types, range(len(inputs))
            )
        else:
            body = _parse_long_form_body(parser)
        return cls(inputs, outputs[0], body, attributes)

    def print(self, printer: Printer) -> None:
        short = _short_form_payload(self.mapper, range(len(self.inputs)))
        if short is not None:
            _print_payload_body(printer, self.mapper, range(len(self.inputs)))
        _print_operand_group(printer, "ins", self.inputs)
        _print_operand_group(printer, "outs", [self.init])
        printer.print_op_attributes(self.attributes)
        if short is None:
            _print_long_form_body(printer, self.mapper)

    def get_indexing_maps(self) -> list[AffineMap]:
        """Every operand is indexed by the loops themselves."""
        init_type = self.init.type
        assert isinstance(init_type, ShapedType)
        return [AffineMap.identity(init_type.get_num_dims())] * (len(self.inputs) + 1)


def _shape_text(shaped: ShapedType) -> str:
    return ", ".join("?" if size < 0 else str(size) for size in shaped.get_shape())


# --- MLIR 22's syntax of xDSL's transpose, broadcast and reduce ---------------


def _parse_single_operands(parser: Parser) -> tuple[SSAValue, SSAValue]:
    position = parser.pos
    inputs = _parse_operand_group(parser, "ins")
    outputs = _parse_operand_group(parser, "outs")
    if len(inputs) != 1 or len(outputs) != 1:
        parser.raise_error(
            "expected one operand in ins and in outs", position, parser.pos
        )
    return inputs[0], outputs[0]


def _one_input_syntax(
    op_class: type[TransposeOp | BroadcastOp], keyword: str
) -> tuple[
    Callable[[Parser], TransposeOp | BroadcastOp],
    Callable[[TransposeOp | BroadcastOp, Printer], None],
]:
    """`ins(%x : T) outs(%y : U) keyword = [...] {attrs}`, the syntax of
    `linalg.transpose` (`permutation`) and `broadcast` (`dimensions`)."""

    def parse(parser: Parser) -> TransposeOp | BroadcastOp:
        source, init = _parse_single_operands(parser)
        op = op_class(source, init, _parse_integer_list(parser, keyword))
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print_op(op: TransposeOp | BroadcastOp, printer: Printer) -> None:
        source, init = op.operands
        _print_operand_group(printer, "ins", [source])
        _print_operand_group(printer, "outs", [init])
        _print_integer_list(printer, keyword, getattr(op, keyword))
        printer.print_op_attributes(op.attributes)

    return parse, print_op


def _parse_generic_trait(parser: Parser) -> dict[str, Attribute]:
    """The trait dictionary, or an attribute alias of one (`#trait`), which
    the parser resolves."""
    position = parser.pos
    trait = parser.parse_optional_attribute()
    if trait is None:
        return {}
    if not isinstance(trait, DictionaryAttr):
        parser.raise_error("invalid kind of attribute specified", position, parser.pos)
    return dict(trait.data)


def _parse_generic(parser: Parser) -> GenericOp:
    """`linalg.generic {indexing_maps = ..., iterator_types = ...} ins(...)
    outs(...) (attrs = {...})? { body } (-> types)?`; xDSL's own parser
    reads no parenthesized list of several result types."""
    position = parser.pos
    attributes = _parse_generic_trait(parser)
    maps = attributes.pop("indexing_maps", None)
    iterators = attributes.pop("iterator_types", None)
    if not isinstance(maps, ArrayAttr) or not isinstance(iterators, ArrayAttr):
        parser.raise_error(
            "expected indexing_maps and iterator_types", position, parser.pos
        )
    iterator_types: list[IteratorTypeAttr] = []
    for kind in cast(ArrayAttr[Attribute], iterators):
        if isinstance(kind, StringAttr) and kind.data in ("parallel", "reduction"):
            kind = IteratorTypeAttr(IteratorType(kind.data))
        if not isinstance(kind, IteratorTypeAttr):
            parser.raise_error(f"unknown iterator type {kind}", position, parser.pos)
        iterator_types.append(kind)
    doc = attributes.pop("doc", None)
    library_call = attributes.pop("library_call", None)
    inputs = _parse_operand_group(parser, "ins")
    outputs = _parse_operand_group(parser, "outs")
    if parser.parse_optional_keyword("attrs"):
        parser.parse_punctuation("=")
        attributes |= parser.parse_optional_attr_dict()
    body = parser.parse_region()
    op = GenericOp(
        inputs,
        outputs,
        body,
        cast(ArrayAttr[AffineMapAttr], maps),
        ArrayAttr(iterator_types),
        parse_optional_arrow_type_list(parser),
        doc if isinstance(doc, StringAttr) else None,
        library_call if isinstance(library_call, StringAttr) else None,
    )
    op.attributes |= attributes
    return op


_REDUCE_PAYLOAD_OPERANDS = (1, 0)
"""The short form of `linalg.reduce` applies its op to (init, input)."""


def _parse_reduce(parser: Parser) -> ReduceOp:
    position = parser.pos
    short_form = _parse_optional_short_form(parser)
    source, init = _parse_single_operands(parser)
    dimensions = _parse_integer_list(parser, "dimensions")
    attributes = parser.parse_optional_attr_dict()
    if short_form is not None:
        body = _short_form_body(
            parser,
            position,
            short_form,
            [element_type(source), element_type(init)],
            _REDUCE_PAYLOAD_OPERANDS,
        )
    else:
        body = _parse_long_form_body(parser)
    op = ReduceOp(source, init, dimensions, body)
    op.attributes |= attributes
    return op


_verify_reduce_as_xdsl = ReduceOp.verify_


def _verify_reduce(op: ReduceOp) -> None:
    """MLIR's range check of the reduced dimensions first (xDSL's verifier
    indexes the shapes with them)."""
    input_type = op.input.type
    assert isinstance(input_type, ShapedType)
    rank = input_type.get_num_dims()
    if any(not 0 <= d < rank for d in op.dimensions.get_values()):
        raise VerifyException(
            f"dimensions for reduction should be in the range [0, {rank - 1}]."
        )
    _verify_reduce_as_xdsl(op)


def _print_reduce(op: ReduceOp, printer: Printer) -> None:
    short = _short_form_payload(op.region, _REDUCE_PAYLOAD_OPERANDS) is not None
    if short:
        _print_payload_body(printer, op.region, _REDUCE_PAYLOAD_OPERANDS)
    _print_operand_group(printer, "ins", [op.input])
    _print_operand_group(printer, "outs", [op.init])
    _print_integer_list(printer, "dimensions", op.dimensions)
    printer.print_op_attributes(op.attributes)
    if not short:
        _print_long_form_body(printer, op.region)


def _with_leading_attributes(op_class: type[NamedOperation]) -> None:
    """Lets xDSL's named op read MLIR's `{attrs}` before `ins` too (xDSL
    reads them after `outs`, as `attrs = {...}`, and prints them so)."""
    parse_as_xdsl = op_class.parse

    def parse(parser: Parser) -> IRDLOperation:
        properties, attributes = _split_properties(
            op_class, parser.parse_optional_attr_dict()
        )
        op = parse_as_xdsl(parser)
        op.properties |= properties
        op.attributes |= attributes
        return op

    set_custom_syntax(op_class, parse, op_class.print)


def _with_default_window(op_class: type[ConvOperation | PoolingOperation]) -> None:
    """Lets xDSL's convolution or pooling op be read without `strides` or
    `dilations`, as MLIR reads it: each defaults to ones (`dense<1> :
    tensor<2xi64>`, which xDSL then prints)."""

    def parse(parser: Parser) -> IRDLOperation:
        position = parser.pos
        properties, attributes = _split_properties(
            op_class, parser.parse_optional_attr_dict()
        )
        inputs = _parse_operand_group(parser, "ins")
        outputs = _parse_operand_group(parser, "outs")
        result_types = parse_optional_arrow_type_list(parser)
        for name in ("dilations", "strides"):
            properties.setdefault(name, _ONES)
        try:
            return op_class.build(
                operands=[inputs, outputs],
                result_types=[result_types],
                properties=properties,
                attributes=attributes,
                regions=[op_class.get_hidden_region(inputs, outputs)],
            )
        except ValueError as error:
            parser.raise_error(f"Could not build linalg op: {error}", position)

    set_custom_syntax(op_class, parse, op_class.print)


_ONES = DenseIntOrFPElementsAttr.from_list(TensorType(i64, [2]), [1, 1])
"""MLIR's default strides and dilations of a 2-d window."""


def _pooling_max_body(
    cls: type[PoolingNchwMaxOp], inputs: Sequence[SSAValue], outputs: Sequence[SSAValue]
) -> Region:
    """`max(out, in)`, as MLIR 22's `pooling_nchw_max` (xDSL's takes the
    maximum of the input and the window operand, never reading the output)."""
    arg_types = [element_type(value) for value in (*inputs, *outputs)]
    if len(arg_types) != 3:
        return Region(Block([YieldOp()], arg_types=arg_types))
    block = Block(arg_types=arg_types)
    with ImplicitBuilder(block):
        YieldOp(reduction_body("max", block.args))
    return Region(block)


def _body_arg_types(operands: Sequence[SSAValue]) -> Sequence[Attribute]:
    """The element types of a body's arguments, of any element type (xDSL's
    asserts integers or floats, so a `transpose` of complex numbers raised)."""
    return [element_type(operand) for operand in operands]


def _casting_body(arity: int, kind: str) -> Callable[..., Region]:
    """MLIR 22's body of a contraction, convolution or copy: each operand is
    cast to the output's element type (`cast_signed`, or `cast_unsigned`)
    before the scalar function; xDSL's bodies have no casts (a matmul of
    `i32` into `i64` was invalid, a copy between element types kept its
    input's type)."""

    def get_hidden_region(
        cls: type[NamedOperation],
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
        unsigned: bool = False,
    ) -> Region:
        arg_types = [element_type(value) for value in (*inputs, *outputs)]
        numeric = all(isinstance(t, AnyFloat | IntegerType) for t in arg_types)
        if len(inputs) != arity or len(outputs) != 1 or not numeric:
            return empty_body(arg_types)
        block = Block(arg_types=arg_types)
        with ImplicitBuilder(block):
            if kind == "copy":
                YieldOp(convert(block.args[0], arg_types[-1], unsigned))
            else:
                YieldOp(reduction_body(kind, block.args, unsigned))
        return Region(block)

    return get_hidden_region


def _with_cast(op_class: type[MatmulOp | CopyOp]) -> None:
    """MLIR 22's `cast` property of a matmul or a copy
    (`#linalg.type_fn<cast_unsigned>` converts the operands unsigned in the
    body)."""
    amend_op_definition(
        op_class, extra_properties={"cast": OptPropertyDef(base(TypeFnAttr))}
    )
    parse_as_before = op_class.parse

    def parse(parser: Parser) -> IRDLOperation:
        position = parser.pos
        op = parse_as_before(parser)
        type_fn = op.properties.get("cast")
        if type_fn is None:
            return op
        if not isinstance(type_fn, TypeFnAttr):
            parser.raise_error(
                f"'{op.name}' expects '#linalg.type_fn<...>' for 'cast'",
                position,
                parser.pos,
            )
        if type_fn.data is TypeFn.CAST_UNSIGNED:
            region = op.regions[0]
            old = region.block
            region.detach_block(old)
            old.erase()
            new = op_class.get_hidden_region(op.inputs, op.outputs, True)  # pyright: ignore[reportCallIssue]
            region.add_block(new.detach_block(new.block))
        return op

    set_custom_syntax(op_class, parse, op_class.print)


def _amend_hidden_regions() -> None:
    """xDSL's named ops get MLIR 22's bodies: of any element type, casting
    the operands to the output's element type where MLIR 22 casts."""
    set_class_attribute(NamedOperation, "body_arg_types", staticmethod(_body_arg_types))
    for op_class, body in (
        (PoolingNchwMaxOp, _pooling_max_body),
        (MatmulOp, _casting_body(2, "mul")),
        (CopyOp, _casting_body(1, "copy")),
        (QuantizedMatmulOp, _casting_body(4, "mul_zp")),
        (ConvOperation, _casting_body(2, "mul")),
    ):
        set_class_attribute(op_class, "get_hidden_region", classmethod(body))
    _with_cast(MatmulOp)
    _with_cast(CopyOp)


def _amend_linalg() -> None:
    """Gives xDSL's `linalg.transpose`, `broadcast` and `reduce` MLIR 22's
    textual forms, `generic` MLIR's list of result types, and the named ops
    MLIR 22's bodies."""
    set_custom_syntax(TransposeOp, *_one_input_syntax(TransposeOp, "permutation"))
    set_custom_syntax(BroadcastOp, *_one_input_syntax(BroadcastOp, "dimensions"))
    set_custom_syntax(ReduceOp, _parse_reduce, _print_reduce)
    amend_op_definition(ReduceOp, verifier=_verify_reduce)
    set_custom_syntax(GenericOp, _parse_generic, GenericOp.print)
    for op_class in xdsl_linalg.Linalg.operations:
        if issubclass(op_class, NamedOperation) and not op_class.PRINT_ATTRS_IN_FRONT:
            _with_leading_attributes(op_class)
        if issubclass(op_class, ConvOperation | PoolingOperation):
            _with_default_window(op_class)
    _amend_hidden_regions()
    # `linalg.index` reads the iteration index of any structured op with a
    # body the user writes, `linalg.map` too, and `fill_rng_2d` uses it.
    fill_rng = next(op for op in NAMED_OPS if op.name == "linalg.fill_rng_2d")
    set_traits(
        IndexOp, (HasParent(GenericOp, MapOp, fill_rng),), replacing=(HasParent,)
    )


_LINALG = Amendment(_amend_linalg)
read_linalg_syntax = _LINALG.read
"""xDSL's `linalg` ops read MLIR 22's forms besides their own (once)."""
amend_linalg_syntax = _LINALG.apply
"""xDSL's `linalg` ops get MLIR 22's forms and verifiers (once)."""


@cache
def extended_linalg() -> Dialect:
    """xDSL's `linalg` dialect, reading MLIR 22's forms, plus our ops."""
    read_linalg_syntax()
    return extend_dialect(
        xdsl_linalg.Linalg,
        (MapOp, *NAMED_OPS, *ODS_OPS),
        (TypeFnAttr, *ODS_ATTRIBUTES),
    )


def structured_op_classes() -> tuple[type[IRDLOperation], ...]:
    """Every structured op class, xDSL's and ours: `generic`, `map`,
    `reduce`, `transpose`, `broadcast` and the named ops."""
    named = tuple(
        op_class
        for op_class in xdsl_linalg.Linalg.operations
        if issubclass(op_class, NamedOperation)
    )
    return (
        GenericOp,
        MapOp,
        ReduceOp,
        TransposeOp,
        BroadcastOp,
        *named,
        *NAMED_OPS,
        *ODS_OPS,
    )
