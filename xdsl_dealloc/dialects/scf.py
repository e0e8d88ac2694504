"""MLIR 22's `scf` dialect: its custom syntax, and the ops xDSL 0.74 lacks.

xDSL's `scf` ops read and write a syntax of their own in places: `scf.if`
and `scf.for` want their result types in parentheses (`-> (memref<2xf32>)`),
`scf.for unsigned`, `scf.execute_region no_inline` and `scf.parallel` have
no custom form, `scf.while` without operands prints an empty `()`, and an
`scf.execute_region` without results loses its terminators.  And it has no
`scf.forall`.

The mechanism is the one of `xdsl_dealloc.dialects.amend`: the `parse` and
`print` methods of xDSL's own classes are replaced (and the properties MLIR
22 added are declared on them), never the classes themselves, because
xDSL's passes and patterns match ops by class.  `amend_scf_syntax()` does
it, once, when the plugin's `scf` loader runs (`xdsl_dealloc.universe`):
an xDSL program that never loads the plugin sees xDSL's syntax.  The new
ops (`scf.forall`, `scf.forall.in_parallel`) are classes of their own in
the extended dialect `Scf`.

Every form follows what `mlir-opt-22` prints, including two of its
quirks: `scf.for` over a non-index type prints two spaces before the
`: type`, and `scf.index_switch` and a region-less `scf.reduce` end their
first line with a space.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, partial

from xdsl.dialects import scf as xdsl_scf
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    UnitAttr,
    i1,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    OptPropertyDef,
    base,
    irdl_op_definition,
    lazy_traits_def,
    opt_prop_def,
    prop_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    ConstantLike,
    HasParent,
    IsTerminator,
    NoTerminator,
    OpTrait,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
    ensure_terminator,
)
from xdsl.utils.exceptions import VerifyException

from xdsl_dealloc.dialects.amend import (
    Amendment,
    amend_op_definition,
    extend_dialect,
    set_custom_syntax,
)
from xdsl_dealloc.dialects.syntax import (
    parse_optional_arrow_type_list,
    parse_optional_assignment_list,
    parse_optional_initialization_list,
    print_assignment_list,
    print_optional_arrow_type_list,
    print_type_list_in_parens,
    resolve_arguments,
)

IfOp = xdsl_scf.IfOp
ForOp = xdsl_scf.ForOp
WhileOp = xdsl_scf.WhileOp
IndexSwitchOp = xdsl_scf.IndexSwitchOp
ExecuteRegionOp = xdsl_scf.ExecuteRegionOp
ParallelOp = xdsl_scf.ParallelOp
ReduceOp = xdsl_scf.ReduceOp
YieldOp = xdsl_scf.YieldOp

UNSIGNED_CMP = "unsignedCmp"
NO_INLINE = "no_inline"


def _add_implicit_terminator(op: Operation) -> None:
    for trait in op.get_traits_of_type(SingleBlockImplicitTerminator):
        ensure_terminator(op, trait)


# --- scf.if ----------------------------------------------------------------


def _parse_if(cls: type[xdsl_scf.IfOp], parser: Parser) -> xdsl_scf.IfOp:
    condition = parser.parse_operand(i1)
    result_types = parse_optional_arrow_type_list(parser)
    then_region = parser.parse_region()
    has_else = parser.parse_optional_keyword("else") is not None
    else_region = parser.parse_region() if has_else else Region()
    attributes = parser.parse_optional_attr_dict()
    op = cls(condition, result_types, then_region, else_region, attributes)
    _add_implicit_terminator(op)
    if not has_else:
        # `ensure_terminator` gave the absent else region a block: take it back.
        op.false_region.detach_block(0)
    return op


def _print_if(self: xdsl_scf.IfOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_operand(self.cond)
    has_results = bool(self.output)
    if has_results:
        printer.print_string(" -> ")
        print_type_list_in_parens(printer, self.output.types)
    printer.print_string(" ")
    printer.print_region(
        self.true_region,
        print_entry_block_args=False,
        print_block_terminators=has_results,
    )
    if self.false_region.blocks:
        printer.print_string(" else ")
        printer.print_region(
            self.false_region,
            print_entry_block_args=False,
            print_block_terminators=has_results,
        )
    printer.print_op_attributes(self.attributes)


# --- scf.for ---------------------------------------------------------------


def _parse_for(cls: type[xdsl_scf.ForOp], parser: Parser) -> xdsl_scf.ForOp:
    unsigned = parser.parse_optional_keyword("unsigned") is not None
    induction_variable = parser.parse_argument(expect_type=False)
    parser.parse_punctuation("=")
    bounds = [parser.parse_unresolved_operand()]
    parser.parse_keyword("to")
    bounds.append(parser.parse_unresolved_operand())
    parser.parse_keyword("step")
    bounds.append(parser.parse_unresolved_operand())
    iter_args, inits = parse_optional_initialization_list(parser, "iter_args")
    induction_type = (
        parser.parse_type() if parser.parse_optional_punctuation(":") else IndexType()
    )
    lower, upper, step = (
        parser.resolve_operand(bound, induction_type) for bound in bounds
    )
    body = parser.parse_region(
        (
            induction_variable.resolve(induction_type),
            *iter_args,
        )
    )
    op = cls(lower, upper, step, inits, body)
    if unsigned:
        op.properties[UNSIGNED_CMP] = UnitAttr()
    op.attributes |= parser.parse_optional_attr_dict()
    _add_implicit_terminator(op)
    return op


def _print_for(self: xdsl_scf.ForOp, printer: Printer) -> None:
    induction_variable, *iter_args = self.body.block.args
    if UNSIGNED_CMP in self.properties:
        printer.print_string(" unsigned")
    printer.print_string(" ")
    printer.print_ssa_value(induction_variable)
    printer.print_string(" = ")
    printer.print_ssa_value(self.lb)
    printer.print_string(" to ")
    printer.print_ssa_value(self.ub)
    printer.print_string(" step ")
    printer.print_ssa_value(self.step)
    print_assignment_list(printer, " iter_args", iter_args, self.iter_args)
    if self.iter_args:
        printer.print_string(" -> ")
        print_type_list_in_parens(printer, self.iter_args.types)
    printer.print_string(" ")
    if not isinstance(induction_variable.type, IndexType):
        printer.print_string(" : ")
        printer.print_attribute(induction_variable.type)
        printer.print_string(" ")
    printer.print_region(
        self.body,
        print_entry_block_args=False,
        print_block_terminators=bool(self.iter_args),
    )
    printer.print_op_attributes(self.attributes)


# --- scf.while -------------------------------------------------------------


def _parse_while(cls: type[xdsl_scf.WhileOp], parser: Parser) -> xdsl_scf.WhileOp:
    arguments, init_values = parse_optional_assignment_list(parser)
    parser.parse_punctuation(":")
    position = parser.pos
    function_type = parser.parse_function_type()
    input_types = function_type.inputs.data
    inits = parser.resolve_operands(init_values, input_types, position)
    before = parser.parse_region(resolve_arguments(arguments, input_types))
    parser.parse_keyword("do")
    after = parser.parse_region()
    op = cls(inits, function_type.outputs.data, before, after)
    attributes = parser.parse_optional_attr_dict_with_keyword()
    if attributes is not None:
        op.attributes |= attributes.data
    return op


def _print_while(self: xdsl_scf.WhileOp, printer: Printer) -> None:
    print_assignment_list(printer, " ", self.before_region.block.args, self.arguments)
    printer.print_string(" : ")
    printer.print_function_type(self.arguments.types, self.res.types)
    printer.print_string(" ")
    printer.print_region(self.before_region, print_entry_block_args=False)
    printer.print_string(" do ")
    printer.print_region(self.after_region)
    printer.print_op_attributes(self.attributes, print_keyword=True)


# --- scf.index_switch --------------------------------------------------------


def _parse_index_switch(
    cls: type[xdsl_scf.IndexSwitchOp], parser: Parser
) -> xdsl_scf.IndexSwitchOp:
    argument = parser.parse_operand(IndexType())
    attributes = parser.parse_optional_attr_dict()
    result_types: list[Attribute] = []
    if parser.parse_optional_punctuation("->"):
        result_types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
    case_values: list[int] = []
    case_regions: list[Region] = []
    while parser.parse_optional_keyword("case"):
        case_values.append(parser.parse_integer(allow_boolean=False))
        case_regions.append(parser.parse_region())
    parser.parse_keyword("default")
    default_region = parser.parse_region()
    op = cls(
        argument,
        DenseArrayBase.from_list(i64, case_values),
        default_region,
        case_regions,
        result_types,
        attributes,
    )
    # As MLIR, only the default region gets an implicit `scf.yield`.
    default_block = op.default_region.blocks.first
    if default_block is None:
        default_block = Block()
        op.default_region.add_block(default_block)
    if default_block.last_op is None or not default_block.last_op.has_trait(
        IsTerminator
    ):
        default_block.add_op(YieldOp())
    return op


def _print_index_switch(self: xdsl_scf.IndexSwitchOp, printer: Printer) -> None:
    printer.print_string(" ")
    printer.print_operand(self.arg)
    printer.print_op_attributes(self.attributes)
    if self.output:
        printer.print_string(" -> ")
        printer.print_list(self.output.types, printer.print_attribute)
    printer.print_string(" ")
    for value, region in zip(self.cases.get_values(), self.case_regions, strict=True):
        printer.print_string(f"\ncase {value} ")
        printer.print_region(region, print_entry_block_args=False)
    printer.print_string("\ndefault ")
    # MLIR's declarative printer leaves out an implicit terminator that
    # carries nothing; the case regions print theirs (a custom directive).
    terminator = self.default_region.block.last_op
    printer.print_region(
        self.default_region,
        print_block_terminators=not (
            isinstance(terminator, YieldOp)
            and not terminator.operands
            and not terminator.attributes
        ),
    )


# --- scf.execute_region ------------------------------------------------------


def _parse_execute_region(
    cls: type[xdsl_scf.ExecuteRegionOp], parser: Parser
) -> xdsl_scf.ExecuteRegionOp:
    result_types = parse_optional_arrow_type_list(parser)
    no_inline = parser.parse_optional_keyword(NO_INLINE) is not None
    op = cls(result_types, parser.parse_region())
    if no_inline:
        op.properties[NO_INLINE] = UnitAttr()
    op.attributes |= parser.parse_optional_attr_dict()
    return op


def _print_execute_region(self: xdsl_scf.ExecuteRegionOp, printer: Printer) -> None:
    print_optional_arrow_type_list(printer, self.outs.types)
    printer.print_string(" ")
    if NO_INLINE in self.properties:
        printer.print_string(f"{NO_INLINE} ")
    # Always with terminators: without them a block could not be read back.
    printer.print_region(self.region, print_entry_block_args=False)
    printer.print_op_attributes(self.attributes)


# --- scf.parallel and scf.reduce ---------------------------------------------


def _parse_parallel(
    cls: type[xdsl_scf.ParallelOp], parser: Parser
) -> xdsl_scf.ParallelOp:
    induction_variables = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
    )
    index = IndexType()

    def parse_bounds() -> list[SSAValue]:
        position = parser.pos
        bounds = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
        if len(bounds) != len(induction_variables):
            parser.raise_error(
                f"expected {len(induction_variables)} operands", position, parser.pos
            )
        return [parser.resolve_operand(bound, index) for bound in bounds]

    parser.parse_punctuation("=")
    lower = parse_bounds()
    parser.parse_keyword("to")
    upper = parse_bounds()
    parser.parse_keyword("step")
    steps = parse_bounds()
    init_values: list[UnresolvedOperand] = []
    if parser.parse_optional_keyword("init"):
        init_values = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, parser.parse_unresolved_operand
        )
    position = parser.pos
    result_types = parse_optional_arrow_type_list(parser)
    inits = parser.resolve_operands(init_values, result_types, position)
    body = parser.parse_region(
        [argument.resolve(index) for argument in induction_variables]
    )
    op = cls(lower, upper, steps, body, inits)
    op.attributes |= parser.parse_optional_attr_dict()
    _add_implicit_terminator(op)
    return op


def _print_parallel(self: xdsl_scf.ParallelOp, printer: Printer) -> None:
    for prefix, values in (
        (" (", self.body.block.args),
        (") = (", self.lowerBound),
        (") to (", self.upperBound),
        (") step (", self.step),
    ):
        printer.print_string(prefix)
        printer.print_list(values, printer.print_ssa_value)
    printer.print_string(")")
    if self.initVals:
        printer.print_string(" init (")
        printer.print_list(self.initVals, printer.print_ssa_value)
        printer.print_string(")")
    print_optional_arrow_type_list(printer, self.res.types)
    printer.print_string(" ")
    printer.print_region(self.body, print_entry_block_args=False)
    printer.print_op_attributes(self.attributes)


def _parse_reduce(cls: type[xdsl_scf.ReduceOp], parser: Parser) -> xdsl_scf.ReduceOp:
    arguments: Sequence[SSAValue] = ()
    if parser.parse_optional_punctuation("("):
        position = parser.pos
        values = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_type
        )
        parser.parse_punctuation(")")
        arguments = parser.resolve_operands(values, types, position)
    regions: list[Region] = []
    if (region := parser.parse_optional_region()) is not None:
        regions.append(region)
        while parser.parse_optional_punctuation(","):
            regions.append(parser.parse_region())
    op = cls(arguments, regions)
    op.attributes |= parser.parse_optional_attr_dict()
    return op


def _print_reduce(self: xdsl_scf.ReduceOp, printer: Printer) -> None:
    if self.args:
        printer.print_string("(")
        printer.print_list(self.args, printer.print_ssa_value)
        printer.print_string(" : ")
        printer.print_list(self.args.types, printer.print_attribute)
        printer.print_string(")")
    printer.print_string(" ")
    printer.print_list(self.reductions, printer.print_region)
    printer.print_op_attributes(self.attributes)


class ParallelBoundsVerifier(OpTrait):
    """MLIR's rules for `scf.parallel` that xDSL's class does not check."""

    def verify(self, op: Operation) -> None:
        assert isinstance(op, xdsl_scf.ParallelOp)
        if not op.step:
            raise VerifyException(
                "needs at least one tuple element for lowerBound, upperBound and step"
            )
        for step in op.step:
            value = constant_int(step)
            if value is not None and value <= 0:
                raise VerifyException("constant step operand must be positive")


class IfYieldsResultTypes(OpTrait):
    """MLIR's check of the edges from each `scf.yield` of an `scf.if` to its
    results (`RegionBranchOpInterface`'s verifier), which xDSL's class
    lacks: as many operands as results, of the same types."""

    def verify(self, op: Operation) -> None:
        assert isinstance(op, xdsl_scf.IfOp)
        for region in op.regions:
            block = region.blocks.first
            terminator = None if block is None else block.last_op
            if not isinstance(terminator, xdsl_scf.YieldOp):
                continue
            edge = "along control flow edge from Operation scf.yield to parent"
            operands, results = terminator.operands, op.results
            if len(operands) != len(results):
                raise VerifyException(
                    f"{edge}: region branch point has {len(operands)} operands, "
                    f"but region successor needs {len(results)} inputs"
                )
            for index, (operand, result) in enumerate(
                zip(operands, results, strict=True)
            ):
                if operand.type != result.type:
                    raise VerifyException(
                        f"{edge}: successor operand type #{index} '{operand.type}' "
                        f"should match successor input type #{index} '{result.type}'"
                    )


def constant_int(value: SSAValue) -> int | None:
    """The integer a constant-like op (`arith.constant`) defines, if any."""
    owner = value.owner
    if not isinstance(owner, Operation) or not owner.has_trait(ConstantLike):
        return None
    attribute = owner.properties.get("value")
    return attribute.value.data if isinstance(attribute, IntegerAttr) else None


# --- scf.forall --------------------------------------------------------------


class ParallelCombiningOp(OpTrait):
    """
    MLIR's `ParallelCombiningOpInterface`: the only ops allowed in an
    `scf.forall.in_parallel` (such as `tensor.parallel_insert_slice`, which
    xDSL does not have).  Ops declare it among their traits.
    """


@irdl_op_definition
class InParallelOp(IRDLOperation):
    """The terminator of `scf.forall`: ops that combine the threads' results."""

    name = "scf.forall.in_parallel"

    region = region_def("single_block")

    traits = lazy_traits_def(
        lambda: (
            RecursiveMemoryEffect(),
            # Before `IsTerminator`: MLIR 22 reports a misplaced op's parent.
            HasParent(ForallOp),
            IsTerminator(),
            NoTerminator(),
        )
    )

    def __init__(self, region: Region | None = None):
        super().__init__(regions=[region or Region(Block())])

    def verify_(self) -> None:
        for op in self.region.block.ops:
            if not op.has_trait(ParallelCombiningOp):
                raise VerifyException("expected only ParallelCombiningOpInterface ops")

    @classmethod
    def parse(cls, parser: Parser) -> InParallelOp:
        region = parser.parse_region()
        if not region.blocks:
            region.add_block(Block())
        op = cls(region)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_region(
            self.region,
            print_entry_block_args=False,
            print_empty_block=False,
            print_block_terminators=False,
        )
        printer.print_op_attributes(self.attributes)


@cache
def _index_array(*values: int) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, values)


@irdl_op_definition
class ForallOp(IRDLOperation):
    """
    A multi-dimensional loop whose iterations may run in parallel.  Each
    bound is either static (a property entry) or an index operand (the
    entry is `DYNAMIC_INDEX`).  `shared_outs` are tensors the iterations
    write into through the `scf.forall.in_parallel` terminator.
    """

    name = "scf.forall"

    dynamicLowerBound = var_operand_def(IndexType)
    dynamicUpperBound = var_operand_def(IndexType)
    dynamicStep = var_operand_def(IndexType)
    outputs = var_operand_def(base(TensorType))

    staticLowerBound = prop_def(DenseArrayBase.constr(i64))
    staticUpperBound = prop_def(DenseArrayBase.constr(i64))
    staticStep = prop_def(DenseArrayBase.constr(i64))
    mapping = opt_prop_def(ArrayAttr)

    res = var_result_def()

    body = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    traits = traits_def(
        RecursiveMemoryEffect(), SingleBlockImplicitTerminator(InParallelOp)
    )

    def __init__(
        self,
        lower_bounds: Sequence[int | SSAValue],
        upper_bounds: Sequence[int | SSAValue],
        steps: Sequence[int | SSAValue],
        outputs: Sequence[SSAValue],
        body: Region,
        mapping: ArrayAttr | None = None,
    ):
        """Each bound is an integer (static) or an index value (dynamic)."""
        properties: dict[str, Attribute | None] = {"mapping": mapping}
        operands: list[Sequence[SSAValue]] = []
        for name, bounds in (
            ("staticLowerBound", lower_bounds),
            ("staticUpperBound", upper_bounds),
            ("staticStep", steps),
        ):
            properties[name] = _index_array(
                *(b if isinstance(b, int) else DYNAMIC_INDEX for b in bounds)
            )
            operands.append([b for b in bounds if not isinstance(b, int)])
        super().__init__(
            operands=[*operands, outputs],
            result_types=[[output.type for output in outputs]],
            properties=properties,
            regions=[body],
        )

    @property
    def rank(self) -> int:
        return len(self.staticLowerBound)

    def mixed_bounds(self, which: str) -> list[int | SSAValue]:
        """The lower bounds, upper bounds or steps (`which` is `LowerBound`,
        `UpperBound` or `Step`), static ones as integers."""
        static: DenseArrayBase[IntegerType] = getattr(self, f"static{which}")
        dynamic = iter(getattr(self, f"dynamic{which}"))
        return [
            next(dynamic) if value == DYNAMIC_INDEX else value
            for value in static.get_values()
        ]

    def constant_bounds(self, which: str) -> list[int | None]:
        """`mixed_bounds(which)` with dynamic bounds defined by constants
        folded to their value, the others None."""
        return [
            bound if isinstance(bound, int) else constant_int(bound)
            for bound in self.mixed_bounds(which)
        ]

    def is_normalized(self) -> bool:
        """Lower bounds all 0 and steps all 1, as constants (MLIR's rule)."""

        def all_equal(bounds: list[int | SSAValue], expected: int) -> bool:
            return all(
                (b if isinstance(b, int) else constant_int(b)) == expected
                for b in bounds
            )

        return all_equal(self.mixed_bounds("LowerBound"), 0) and all_equal(
            self.mixed_bounds("Step"), 1
        )

    def verify_(self) -> None:
        rank = self.rank
        if len(self.res) != len(self.outputs):
            raise VerifyException(
                f"produces {len(self.res)} results, but has only "
                f"{len(self.outputs)} outputs"
            )
        block = self.body.block
        if len(block.args) != rank + len(self.outputs):
            raise VerifyException(f"region expects {rank} arguments")
        for index, argument in enumerate(block.args[:rank]):
            if not isinstance(argument.type, IndexType):
                raise VerifyException(
                    f"expects {index}-th block argument to be an index"
                )
        for index, (output, argument) in enumerate(
            zip(self.outputs, block.args[rank:], strict=True)
        ):
            if output.type != argument.type:
                raise VerifyException(
                    f"type mismatch between {index}-th output and corresponding "
                    "block argument"
                )
        if self.mapping is not None and self.mapping.data and len(self.mapping) != rank:
            raise VerifyException("mapping attribute size must match op rank")
        for name, static, dynamic in (
            ("lower bound", self.staticLowerBound, self.dynamicLowerBound),
            ("upper bound", self.staticUpperBound, self.dynamicUpperBound),
            ("step", self.staticStep, self.dynamicStep),
        ):
            values = static.get_values()
            if len(values) != rank:
                raise VerifyException(
                    f"expected {rank} {name} values, got {len(values)}"
                )
            expected = sum(1 for value in values if value == DYNAMIC_INDEX)
            if len(dynamic) != expected:
                raise VerifyException(f"expected {expected} dynamic {name} values")
        first_output = len(self.operands) - len(self.outputs)
        for index, (output, result) in enumerate(
            zip(self.outputs, self.res, strict=True)
        ):
            if output.type != result.type:
                raise VerifyException(
                    f"expected type of operand #{first_output + index} "
                    f"('{output.type}') to match type of corresponding result "
                    f"('{result.type}')"
                )

    @classmethod
    def parse(cls, parser: Parser) -> ForallOp:
        induction_variables = parser.parse_comma_separated_list(
            parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
        )
        rank = len(induction_variables)
        if parser.parse_optional_keyword("in"):
            lower: list[int | SSAValue] = [0] * rank
            upper = _parse_mixed_bounds(parser, rank)
            steps: list[int | SSAValue] = [1] * rank
        else:
            parser.parse_punctuation("=")
            lower = _parse_mixed_bounds(parser, rank)
            parser.parse_keyword("to")
            upper = _parse_mixed_bounds(parser, rank)
            parser.parse_keyword("step")
            steps = _parse_mixed_bounds(parser, rank)
        out_arguments, outputs = parse_optional_initialization_list(
            parser, "shared_outs"
        )
        index = IndexType()
        body = parser.parse_region(
            [
                *(argument.resolve(index) for argument in induction_variables),
                *out_arguments,
            ]
        )
        op = cls(lower, upper, steps, outputs, body)
        attributes = parser.parse_optional_attr_dict()
        if isinstance(mapping := attributes.pop("mapping", None), ArrayAttr):
            op.properties["mapping"] = mapping
        elif mapping is not None:
            attributes["mapping"] = mapping
        op.attributes |= attributes
        block = op.body.block
        if not isinstance(block.last_op, InParallelOp):
            block.add_op(InParallelOp())
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" (")
        printer.print_list(self.body.block.args[: self.rank], printer.print_ssa_value)
        if self.is_normalized():
            printer.print_string(") in ")
            _print_mixed_bounds(printer, self.mixed_bounds("UpperBound"))
        else:
            printer.print_string(") = ")
            _print_mixed_bounds(printer, self.mixed_bounds("LowerBound"))
            printer.print_string(" to ")
            _print_mixed_bounds(printer, self.mixed_bounds("UpperBound"))
            printer.print_string(" step ")
            _print_mixed_bounds(printer, self.mixed_bounds("Step"))
        print_assignment_list(
            printer, " shared_outs", self.body.block.args[self.rank :], self.outputs
        )
        printer.print_string(" ")
        if self.res:
            printer.print_string("-> ")
            print_type_list_in_parens(printer, self.res.types)
            printer.print_string(" ")
        printer.print_region(
            self.body,
            print_entry_block_args=False,
            print_block_terminators=bool(self.res),
        )
        attributes = dict(self.attributes)
        if self.mapping is not None:
            attributes = {"mapping": self.mapping, **attributes}
        printer.print_op_attributes(attributes)


def _parse_mixed_bounds(parser: Parser, rank: int) -> list[int | SSAValue]:
    position = parser.pos
    bounds: list[int | SSAValue] = parser.parse_comma_separated_list(
        parser.Delimiter.PAREN,
        lambda: (
            parser.parse_optional_operand(IndexType())
            or parser.parse_integer(allow_boolean=False)
        ),
    )
    if len(bounds) != rank:
        parser.raise_error(f"expected {rank} bounds", position, parser.pos)
    return bounds


def _print_mixed_bounds(printer: Printer, bounds: Sequence[int | SSAValue]) -> None:
    with printer.in_parens():
        printer.print_list(
            bounds,
            lambda b: (
                printer.print_string(str(b))
                if isinstance(b, int)
                else printer.print_ssa_value(b)
            ),
        )


# --- the amendments ----------------------------------------------------------


def _amend_scf() -> None:
    """Gives xDSL's `scf` classes MLIR 22's syntax and properties."""
    unit = OptPropertyDef(base(UnitAttr))
    amend_op_definition(ForOp, extra_properties={UNSIGNED_CMP: unit})
    amend_op_definition(ExecuteRegionOp, extra_properties={NO_INLINE: unit})
    amend_op_definition(ParallelOp, extra_traits=(ParallelBoundsVerifier(),))
    amend_op_definition(IfOp, extra_traits=(IfYieldsResultTypes(),))
    for op_class, parse, print_ in (
        (IfOp, _parse_if, _print_if),
        (ForOp, _parse_for, _print_for),
        (WhileOp, _parse_while, _print_while),
        (IndexSwitchOp, _parse_index_switch, _print_index_switch),
        (ExecuteRegionOp, _parse_execute_region, _print_execute_region),
        (ParallelOp, _parse_parallel, _print_parallel),
        (ReduceOp, _parse_reduce, _print_reduce),
    ):
        set_custom_syntax(op_class, partial(parse, op_class), print_)  # pyright: ignore[reportArgumentType]


_SCF = Amendment(_amend_scf)
read_scf_syntax = _SCF.read
"""xDSL's `scf` ops read MLIR 22's forms besides their own (once)."""
amend_scf_syntax = _SCF.apply
"""xDSL's `scf` ops get MLIR 22's forms and properties (once)."""


@cache
def extended_scf() -> Dialect:
    """xDSL's `scf` dialect, reading MLIR 22's forms, plus `scf.forall`."""
    read_scf_syntax()
    return extend_dialect(xdsl_scf.Scf, (ForallOp, InParallelOp))
