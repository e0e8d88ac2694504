"""MLIR 22's custom forms of `affine.if` and `affine.parallel`, which xDSL
0.74 reads only in the generic form: `affine.if #set(%d)[%s] -> f32 { ...
} else { ... }`, `affine.parallel (%i, %j) = (0, %lb) to (8, symbol(%n))
step (2, 1) { ... }` (bounds with `max`/`min` of several expressions too),
the `affine.yield` of a region without results implicit.

The custom form parses into `CustomFormIfOp` or `CustomFormParallelOp`,
subclasses of xDSL's classes (xDSL's passes match them as theirs, and the
models of the ops are attached to both) that print themselves the way MLIR
does; xDSL's classes keep printing the ops xDSL builds in the generic form.
`affine.parallel` with `reduce` is not read: xDSL's class keeps its
reductions as strings, where MLIR keeps integers.

Nothing happens on importing this module: `amend_affine_syntax()` is called
by `xdsl-opt`'s loader of the `affine` dialect.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import affine as xdsl_affine
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AffineSetAttr,
    ArrayAttr,
    DenseIntElementsAttr,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    i32,
)
from xdsl.ir import Region, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.irdl import (
    irdl_op_definition,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.parser.affine_parser import AffineParser
from xdsl.printer import Printer
from xdsl.traits import RecursivelySpeculatable, RecursiveMemoryEffect
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRTokenKind

from xdsl_dealloc.dialects.amend import Amendment, set_parser
from xdsl_dealloc.dialects.syntax import (
    parse_optional_arrow_type_list,
    print_optional_arrow_type_list,
)

IfOp = xdsl_affine.IfOp


@irdl_op_definition
class CustomFormIfOp(IfOp):
    """`affine.if` read from MLIR's custom form, which it prints (its
    definition is xDSL's)."""

    name = "affine.if"

    args = var_operand_def(IndexType)
    res = var_result_def()
    condition = prop_def(AffineSetAttr)
    then_region = region_def("single_block")
    else_region = region_def()

    traits = traits_def(RecursiveMemoryEffect(), RecursivelySpeculatable())

    @classmethod
    def parse(cls, parser: Parser) -> CustomFormIfOp:
        position = parser.pos
        condition = parser.parse_attribute()
        if not isinstance(condition, AffineSetAttr):
            parser.raise_error("expected an integer set", at_position=position)
        operands = _parse_dims_and_symbols(parser)
        result_types = parse_optional_arrow_type_list(parser)
        then_region = parser.parse_region()
        else_region = Region()
        if parser.parse_optional_keyword("else") is not None:
            else_region = parser.parse_region()
        for region in (then_region, else_region):
            _add_implicit_yield(region)
        op = cls.build(
            operands=[operands],
            result_types=[result_types],
            properties={"condition": condition},
            regions=[then_region, else_region],
        )
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.condition)
        _print_dims_and_symbols(printer, self.args, self.condition.data.num_dims)
        print_optional_arrow_type_list(printer, [result.type for result in self.res])
        terminators = bool(self.res)
        printer.print_string(" ")
        printer.print_region(self.then_region, print_block_terminators=terminators)
        if self.else_region.blocks and self.else_region.block.ops:
            printer.print_string(" else ")
            printer.print_region(self.else_region, print_block_terminators=terminators)
        printer.print_op_attributes(self.attributes)


def _parse_dims_and_symbols(parser: Parser) -> list[SSAValue]:
    """`(%d0, ...)[%s0, ...]`, both lists optional."""

    def operand() -> SSAValue:
        return parser.parse_operand(IndexType())

    dims = parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, operand)
    symbols = parser.parse_optional_comma_separated_list(
        parser.Delimiter.SQUARE, operand
    )
    return [*(dims or []), *(symbols or [])]


def _print_dims_and_symbols(
    printer: Printer, operands: Sequence[SSAValue], num_dims: int
) -> None:
    printer.print_string("(")
    printer.print_list(operands[:num_dims], printer.print_operand)
    printer.print_string(")")
    if len(operands) > num_dims:
        printer.print_string("[")
        printer.print_list(operands[num_dims:], printer.print_operand)
        printer.print_string("]")


def _add_implicit_yield(region: Region) -> None:
    """A result-less region may leave its `affine.yield` out."""
    if not region.blocks:
        return
    block = region.block
    last = block.last_op
    if last is None or not isinstance(last, xdsl_affine.YieldOp):
        block.add_op(xdsl_affine.YieldOp.get())


ParallelOp = xdsl_affine.ParallelOp


@irdl_op_definition
class CustomFormParallelOp(ParallelOp):
    """`affine.parallel` read from MLIR's custom form, which it prints (its
    definition is xDSL's, with MLIR's `RecursiveMemoryEffects`)."""

    name = "affine.parallel"

    map_operands = var_operand_def(IndexType)
    reductions = prop_def(ArrayAttr[StringAttr])
    lowerBoundsMap = prop_def(AffineMapAttr)
    lowerBoundsGroups = prop_def(DenseIntElementsAttr)
    upperBoundsMap = prop_def(AffineMapAttr)
    upperBoundsGroups = prop_def(DenseIntElementsAttr)
    steps = prop_def(ArrayAttr[IntegerAttr[IntegerType]])
    res = var_result_def()
    body = region_def("single_block")

    traits = traits_def(RecursiveMemoryEffect())

    @classmethod
    def parse(cls, parser: Parser) -> CustomFormParallelOp:
        ivs = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        parser.parse_punctuation("=")
        lower, lower_groups, lower_operands = _parse_bounds(parser, "max")
        parser.parse_keyword("to")
        upper, upper_groups, upper_operands = _parse_bounds(parser, "min")
        steps = [1] * len(ivs)
        if parser.parse_optional_keyword("step") is not None:
            steps = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, parser.parse_integer
            )
        if parser.parse_optional_keyword("reduce") is not None:
            parser.raise_error("affine.parallel with reduce is not supported")
        arguments = [iv.resolve(IndexType()) for iv in ivs]
        body = parser.parse_region(arguments)
        _add_implicit_yield(body)
        op = cls.build(
            operands=[[*lower_operands, *upper_operands]],
            result_types=[[]],
            properties={
                "reductions": ArrayAttr(()),
                "lowerBoundsMap": AffineMapAttr(lower),
                "lowerBoundsGroups": _groups(lower_groups),
                "upperBoundsMap": AffineMapAttr(upper),
                "upperBoundsGroups": _groups(upper_groups),
                "steps": ArrayAttr(IntegerAttr(step, 64) for step in steps),
            },
            regions=[body],
        )
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" (")
        printer.print_list(self.body.block.args, printer.print_operand)
        printer.print_string(") = ")
        lower, upper = self.lowerBoundsMap.data, self.upperBoundsMap.data
        operands = tuple(self.map_operands)
        lower_count = lower.num_dims + lower.num_symbols
        _print_bounds(
            printer, lower, self.lowerBoundsGroups, operands[:lower_count], "max"
        )
        printer.print_string(" to ")
        _print_bounds(
            printer, upper, self.upperBoundsGroups, operands[lower_count:], "min"
        )
        steps = [step.value.data for step in self.steps]
        if any(step != 1 for step in steps):
            printer.print_string(" step (")
            printer.print_list(steps, lambda step: printer.print_string(str(step)))
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(
            self.body, print_entry_block_args=False, print_block_terminators=False
        )
        printer.print_op_attributes(self.attributes)


def _groups(sizes: Sequence[int]) -> DenseIntElementsAttr:
    return DenseIntOrFPElementsAttr.from_list(
        TensorType(i32, [len(sizes)]), list(sizes)
    )


def _parse_bounds(
    parser: Parser, combiner: str
) -> tuple[AffineMap, list[int], list[SSAValue]]:
    """`(e, max(e, e), ...)`: one map for all the bounds (`%x` a dimension,
    `symbol(%x)` a symbol), how many of its results each bound combines,
    and its operands (dimensions, then symbols)."""
    dims: dict[str, int] = {}
    symbols: dict[str, int] = {}
    spans: dict[str, Span] = {}
    affine_parser = AffineParser(parser._parser_state)  # pyright: ignore[reportPrivateUsage]

    def ssa_name(table: dict[str, int]) -> AffineExpr:
        token = parser._parse_token(  # pyright: ignore[reportPrivateUsage]
            MLIRTokenKind.PERCENT_IDENT, "expected an SSA value"
        )
        name = token.span.text
        spans.setdefault(name, token.span)
        position = table.setdefault(name, len(table))
        return (AffineExpr.dimension if table is dims else AffineExpr.symbol)(position)

    def bare_id() -> AffineExpr | None:
        if parser._current_token.kind == MLIRTokenKind.PERCENT_IDENT:  # pyright: ignore[reportPrivateUsage]
            return ssa_name(dims)
        if parser.parse_optional_keyword("symbol") is not None:
            parser.parse_punctuation("(")
            expr = ssa_name(symbols)
            parser.parse_punctuation(")")
            return expr
        return None

    def expression() -> AffineExpr:
        return affine_parser._parse_affine_expr(bare_id)  # pyright: ignore[reportPrivateUsage]

    def bound() -> list[AffineExpr]:
        if parser.parse_optional_keyword(combiner) is not None:
            return parser.parse_comma_separated_list(parser.Delimiter.PAREN, expression)
        return [expression()]

    bounds = parser.parse_comma_separated_list(parser.Delimiter.PAREN, bound)
    results = [expr for exprs in bounds for expr in exprs]
    operands: list[SSAValue] = [
        parser.resolve_operand(UnresolvedOperand(spans[name], 0), IndexType())
        for name in (*dims, *symbols)
    ]
    return (
        AffineMap(len(dims), len(symbols), tuple(results)),
        [len(exprs) for exprs in bounds],
        operands,
    )


def _print_bounds(
    printer: Printer,
    bounds: AffineMap,
    groups: DenseIntElementsAttr,
    operands: Sequence[SSAValue],
    combiner: str,
) -> None:
    def print_expr(expr: AffineExpr) -> None:
        _print_bound_expr(printer, expr, operands, bounds.num_dims)

    start = 0
    printed: list[Callable[[], None]] = []
    for size in groups.get_values():
        exprs = bounds.results[start : start + size]
        start += size
        if len(exprs) == 1:
            printed.append(lambda e=exprs[0]: print_expr(e))
        else:

            def print_combined(group: Sequence[AffineExpr] = exprs) -> None:
                printer.print_string(f"{combiner}(")
                printer.print_list(group, print_expr)
                printer.print_string(")")

            printed.append(print_combined)
    with printer.in_parens():
        printer.print_list(printed, lambda print_one: print_one())


_PRECEDENCE = {AffineBinaryOpKind.Add: 1}
"""Every other binary operator binds tighter (2)."""


def _print_bound_expr(
    printer: Printer,
    expr: AffineExpr,
    operands: Sequence[SSAValue],
    num_dims: int,
    min_precedence: int = 0,
) -> None:
    """`expr` with its dimensions as `%x` and its symbols as `symbol(%x)`,
    parenthesized where precedence needs it."""
    match expr:
        case AffineConstantExpr(value=value):
            printer.print_string(str(value))
        case AffineDimExpr(position=position):
            printer.print_operand(operands[position])
        case AffineSymExpr(position=position):
            printer.print_string("symbol(")
            printer.print_operand(operands[num_dims + position])
            printer.print_string(")")
        case AffineBinaryOpExpr(kind=kind, lhs=lhs, rhs=rhs):
            precedence = _PRECEDENCE.get(kind, 2)
            parenthesized = precedence < min_precedence
            if parenthesized:
                printer.print_string("(")
            _print_bound_expr(printer, lhs, operands, num_dims, precedence)
            printer.print_string(f" {kind.get_token()} ")
            right = precedence if kind is AffineBinaryOpKind.Add else precedence + 1
            _print_bound_expr(printer, rhs, operands, num_dims, right)
            if parenthesized:
                printer.print_string(")")
        case _:
            raise ValueError(f"unexpected affine expression {expr}")


def _parse_if(parser: Parser) -> IfOp:
    return CustomFormIfOp.parse(parser)


def _parse_parallel(parser: Parser) -> ParallelOp:
    return CustomFormParallelOp.parse(parser)


def _amend_affine() -> None:
    """Has xDSL's `affine.if` and `affine.parallel` read MLIR 22's custom
    forms."""
    set_parser(IfOp, _parse_if)
    set_parser(ParallelOp, _parse_parallel)


amend_affine_syntax = Amendment(_amend_affine).read
"""xDSL's `affine.if` and `affine.parallel` read MLIR 22's custom forms
(once); they print as before (what they read prints itself)."""
