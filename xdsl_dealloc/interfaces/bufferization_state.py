"""What One-Shot Bufferize's models work with: the options, the analysis
state they query (`AnalysisState`; the pass's analysis refines it in
`xdsl_dealloc.analysis.one_shot_analysis`), and the rewrite state
(`BufferizationState`) with the helpers a model's `bufferize` uses: the
buffer of a value, the buffer type of a value, allocations and copies, and
replacing an op by its bufferized values.

The generic queries follow MLIR's `AnalysisState`: an op without a model, or
excluded by the options (`dialect-filter`), is unknown, and the answers for
it are conservative (it reads and writes all its tensor operands, which may
alias all its tensor results).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from xdsl.dialects import arith, memref, tensor
from xdsl.dialects.bufferization import AllocTensorOp, ToBufferOp, ToTensorOp
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    StringAttr,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, OpResult, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolOpInterface
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.dialects.tensor import BitcastOp
from xdsl_dealloc.interfaces.bufferizable import (
    AliasingOpOperand,
    AliasingValue,
    BufferizableOpInterface,
    BufferRelation,
    OpOperand,
    owner_of,
    tensor_operands,
    uses_of,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.interfaces.option_names import DialectName, FunctionName
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.ir.rebuild import (
    SEGMENTS,
    build_op,
    erase_unused_op,
    insert_new_op,
    segment_sizes,
)
from xdsl_dealloc.ir.symbols import nearest_symbol_table
from xdsl_dealloc.ir.types import is_tensor

CAST_OPS = (tensor.CastOp, arith.IndexCastOp, BitcastOp)
"""The tensor ops with MLIR's `CastOpInterface`."""


class LayoutMapOption(Enum):
    """Layouts of memref types that cannot be inferred (`unknown-type-conversion`,
    `function-boundary-type-conversion`)."""

    FULLY_DYNAMIC = "fully-dynamic-layout-map"
    IDENTITY = "identity-layout-map"
    INFER = "infer-layout-map"
    """Function results only: the layout of the buffers returned (MLIR's
    default for `function-boundary-type-conversion`); arguments get fully
    dynamic layouts."""


class AnalysisHeuristic(Enum):
    """The order in which the analysis decides operands (`analysis-heuristic`)."""

    BOTTOM_UP = "bottom-up"
    TOP_DOWN = "top-down"
    BOTTOM_UP_FROM_TERMINATORS = "bottom-up-from-terminators"
    FUZZER = "fuzzer"


@dataclass(frozen=True)
class BufferizationOptions:
    """The options of `one-shot-bufferize` (MLIR 22's names, in `-` form)."""

    allow_unknown_ops: bool = False
    allow_return_allocs_from_loops: bool = False
    analysis_heuristic: AnalysisHeuristic = AnalysisHeuristic.BOTTOM_UP
    analysis_fuzzer_seed: int = 0
    buffer_alignment: int = 64
    bufferize_function_boundaries: bool = False
    check_parallel_regions: bool = True
    copy_before_write: bool = False
    dialect_filter: tuple[DialectName, ...] = ()
    dump_alias_sets: bool = False
    function_boundary_type_conversion: LayoutMapOption = LayoutMapOption.INFER
    no_analysis_func_filter: tuple[FunctionName, ...] = ()
    print_conflicts: bool = False
    test_analysis_only: bool = False
    unknown_type_conversion: LayoutMapOption = LayoutMapOption.FULLY_DYNAMIC
    must_infer_memory_space: bool = False
    use_encoding_for_memory_space: bool = False

    def default_memory_space(self, tensor_type: Attribute) -> Attribute | None:
        """The memory space of a buffer of `tensor_type` that nothing else
        places (MLIR's `defaultMemorySpaceFn`): the default one, the
        tensor's encoding with `use-encoding-for-memory-space`, or None
        (unknown) with `must-infer-memory-space`."""
        if self.must_infer_memory_space:
            return None
        if self.use_encoding_for_memory_space and isinstance(tensor_type, TensorType):
            return tensor_type.encoding
        return NO_ATTRIBUTE

    def is_op_allowed(self, op: Operation) -> bool:
        """Whether the pass may analyse and bufferize `op`."""
        if not self.dialect_filter:
            return True
        return op.name.split(".", 1)[0] in self.dialect_filter


class AnalysisState:
    """The answers the models and the analysis get about ops and values.

    Without an analysis (the base class), nothing is known to be in place or
    equivalent: every operand written is copied (as with
    `copy-before-write`)."""

    def __init__(self, options: BufferizationOptions) -> None:
        self.options = options
        self.functions = FunctionAnalysis()
        self._models: dict[type[Operation], BufferizableOpInterface | None] = {}
        """`model` per op class, without a dialect filter (which reads the
        op's name): asked for nearly every op and use the pass looks at."""

    # ---- the model of an op ---------------------------------------------

    def model(self, op: Operation) -> BufferizableOpInterface | None:
        """`op`'s model, if it has one and the options allow the op."""
        if self.options.dialect_filter:
            return self._model(op) if self.options.is_op_allowed(op) else None
        op_class = type(op)
        try:
            return self._models[op_class]
        except KeyError:
            model = self._models[op_class] = self._model(op)
            return model

    def _model(self, op: Operation) -> BufferizableOpInterface | None:
        model = get_interface(op, BufferizableOpInterface)
        if (
            model is not None
            and model.function_boundary
            and not self.options.bufferize_function_boundaries
        ):
            return None
        return model

    # ---- questions answered by the models -------------------------------

    def bufferizes_to_memory_read(self, operand: OpOperand) -> bool:
        model = self.model(operand.op)
        if model is None:
            return True  # unknown: conservatively a read
        return model.bufferizes_to_memory_read(operand.op, operand, self)

    def bufferizes_to_memory_write(self, operand: OpOperand) -> bool:
        model = self.model(operand.op)
        if model is None:
            return True  # unknown: conservatively a write
        return model.bufferizes_to_memory_write(operand.op, operand, self)

    def bufferizes_to_alias_only(self, operand: OpOperand) -> bool:
        """Whether the op neither reads nor writes `operand` but makes an
        alias of it (a slice, a cast)."""
        model = self.model(operand.op)
        if model is None:
            return False
        return (
            not model.bufferizes_to_memory_read(operand.op, operand, self)
            and not model.bufferizes_to_memory_write(operand.op, operand, self)
            and bool(model.aliasing_values(operand.op, operand, self))
        )

    def aliasing_values(self, operand: OpOperand) -> Sequence[AliasingValue]:
        model = self.model(operand.op)
        if model is None:
            return _unknown_aliasing_values(operand.op)
        return model.aliasing_values(operand.op, operand, self)

    def aliasing_operands(self, value: SSAValue) -> Sequence[AliasingOpOperand]:
        owner = owner_of(value)
        model = self.model(owner)
        if model is None:
            return [
                AliasingOpOperand(operand, BufferRelation.UNKNOWN, False)
                for operand in tensor_operands(owner)
            ]
        return model.aliasing_operands(owner, value, self)

    def value_bufferizes_to_memory_write(self, value: SSAValue) -> bool:
        """Whether `value`'s contents are defined by a write (block
        arguments and results of unknown ops: yes)."""
        if not isinstance(value, OpResult):
            return True
        model = self.model(value.op)
        if model is None:
            return True
        return model.result_bufferizes_to_memory_write(value.op, value, self)

    def bufferizes_to_allocation(self, value: SSAValue) -> bool:
        owner = owner_of(value)
        model = self.model(owner)
        return model is not None and model.bufferizes_to_allocation(owner, value)

    def is_writable(self, value: SSAValue) -> bool:
        """Whether `value`'s buffer may be written: unknown ops' results and
        arguments are not."""
        owner = owner_of(value)
        model = self.model(owner)
        if model is None:
            return False
        return model.is_writable(owner, value, self)

    # ---- what the analysis decides (refined by the analysis) ------------

    def is_in_place(self, operand: OpOperand) -> bool:
        return not self.bufferizes_to_memory_write(operand)

    def are_equivalent(self, first: SSAValue, second: SSAValue) -> bool:
        return first is second

    def has_undefined_contents(self, operand: OpOperand) -> bool:
        return False

    def aliases_of(self, value: SSAValue) -> list[SSAValue]:
        """The values whose buffers may be `value`'s (its alias set); without
        an analysis, only itself."""
        return [value]

    # ---- derived questions ----------------------------------------------

    def is_value_written(self, value: SSAValue) -> bool:
        """Whether an in-place use of `value` or of an alias writes its
        buffer (MLIR's `isValueWritten`)."""
        return any(
            self.is_in_place(use) and self.bufferizes_to_memory_write(use)
            for alias in self.aliases_of(value)
            for use in uses_of(alias)
        )

    def is_value_read(self, value: SSAValue) -> bool:
        """Whether `value`, or an alias made of it by ops that neither read
        nor write, is read."""
        pending = uses_of(value)
        seen: set[OpOperand] = set()
        while pending:
            use = pending.pop()
            if use in seen:
                continue
            seen.add(use)
            if self.bufferizes_to_alias_only(use):
                for alias in self.aliasing_values(use):
                    pending.extend(uses_of(alias.value))
            if self.bufferizes_to_memory_read(use):
                return True
        return False

    def find_value_in_reverse_use_def_chain(
        self,
        operand: OpOperand,
        condition: Callable[[SSAValue], bool],
        *,
        always_include_leaves: bool = True,
        follow_equivalent_only: bool = False,
        follow_in_place_only: bool = False,
        follow_same_type_or_casts_only: bool = False,
        visited: dict[OpOperand, None] | None = None,
    ) -> list[SSAValue]:
        """The values, found by following aliasing operands backwards from
        `operand`'s value, for which `condition` holds; with
        `always_include_leaves`, also those where the walk ends otherwise.
        The walk stops at aliases that are not equivalent
        (`follow_equivalent_only`), not in place (`follow_in_place_only`),
        or of another type through an op that is no cast
        (`follow_same_type_or_casts_only`); `visited` collects the operands
        followed.  (MLIR's `findValueInReverseUseDefChain`.)"""
        found: dict[SSAValue, None] = {}
        seen: set[SSAValue] = set()
        pending: dict[SSAValue, None] = {operand.value: None}
        while pending:
            value = pending.popitem()[0]
            if value in seen:
                if always_include_leaves:
                    found[value] = None
                continue
            seen.add(value)
            if condition(value):
                found[value] = None
                continue
            if self.model(owner_of(value)) is None:
                if always_include_leaves:
                    found[value] = None
                continue
            aliases = self.aliasing_operands(value)
            if not aliases:
                if always_include_leaves:
                    found[value] = None
                continue
            for alias in aliases:
                if (
                    follow_equivalent_only
                    and alias.relation is not BufferRelation.EQUIVALENT
                ) or (follow_in_place_only and not self.is_in_place(alias.operand)):
                    if always_include_leaves:
                        found[value] = None
                    continue
                if (
                    follow_same_type_or_casts_only
                    and alias.operand.value.type != value.type
                    and not isinstance(owner_of(value), CAST_OPS)
                ):
                    if always_include_leaves:
                        found[value] = None
                    continue
                pending[alias.operand.value] = None
                if visited is not None:
                    visited[alias.operand] = None
        return list(found)

    def find_definitions(self, operand: OpOperand) -> list[SSAValue]:
        """The values whose writes define the contents `operand` reads."""
        return self.find_value_in_reverse_use_def_chain(
            operand, self.value_bufferizes_to_memory_write, always_include_leaves=False
        )

    def default_result_bufferizes_to_memory_write(self, result: OpResult) -> bool:
        """MLIR's default: a result without aliasing operands is written; so
        is one whose aliasing operand is written, or whose reverse use-def
        chain meets a write inside the op (an `scf.if` yielding a value
        written in a branch)."""
        aliases = self.aliasing_operands(result)
        if not aliases:
            return True
        if any(self.bufferizes_to_memory_write(alias.operand) for alias in aliases):
            return True
        op = result.op

        def written_inside(value: SSAValue) -> bool:
            return op.is_ancestor(owner_of(value)) and (
                self.value_bufferizes_to_memory_write(value)
            )

        return any(
            self.find_value_in_reverse_use_def_chain(
                alias.operand, written_inside, always_include_leaves=False
            )
            for alias in aliases
        )

    def can_omit_tensor_copy(self, operand: OpOperand) -> bool:
        """Whether an out-of-place `operand` needs an allocation only, no
        copy: its contents are undefined, entirely overwritten, or never
        read."""
        if self.has_undefined_contents(operand):
            return True
        reads = self.bufferizes_to_memory_read(operand)
        if self.bufferizes_to_memory_write(operand) and not reads:
            return True
        return not reads and not any(
            self.is_value_read(alias.value) for alias in self.aliasing_values(operand)
        )


@dataclass(frozen=True)
class FunctionSummary:
    """What the analysis of a function's body says about its boundary, for
    its callers (MLIR's `FuncAnalysisState`, for one function)."""

    equivalent_arguments: dict[int, int]
    """Result index -> the argument every return gives back as it is."""
    aliasing_results: dict[int, tuple[int, ...]]
    """Argument index -> the results that may alias it."""
    read_arguments: frozenset[int]
    written_arguments: frozenset[int]


@dataclass
class FunctionAnalysis:
    """The function-level analysis state: the summaries of the functions
    analysed so far (callees before callers; a function of a recursive
    cycle, or one `no-analysis-func-filter` names, gets none, and its calls
    are answered conservatively), and each call's callee."""

    summaries: dict[Operation, FunctionSummary] = field(
        default_factory=dict[Operation, FunctionSummary]
    )
    _symbols: dict[Operation, dict[str, Operation]] = field(
        default_factory=dict[Operation, dict[str, Operation]]
    )
    _callees: dict[tuple[Operation, str], Operation | None] = field(
        default_factory=dict[tuple[Operation, str], Operation | None]
    )

    def callee(self, call: Operation, name: str) -> Operation | None:
        """The function symbol `name` names from `call`: the first op of
        that name in the nearest symbol table, as `SymbolTable.lookup_symbol`
        finds it, from the table's symbols read once (a lookup per call
        would read the module per call); remembered per call, which the
        models ask about each operand."""
        key = (call, name)
        if key in self._callees:
            return self._callees[key]
        table = nearest_symbol_table(call)
        found = None
        if table is not None:
            symbols = self._symbols.get(table)
            if symbols is None:
                symbols = self._symbols[table] = _symbols_of(table)
            found = symbols.get(name)
        self._callees[key] = found
        return found


def _symbols_of(table: Operation) -> dict[str, Operation]:
    symbols: dict[str, Operation] = {}
    for op in table.regions[0].block.ops:
        interface = op.get_trait(SymbolOpInterface)
        if interface is not None and (name := interface.get_sym_attr_name(op)):
            symbols.setdefault(name.data, op)
    return symbols


def _unknown_aliasing_values(op: Operation) -> list[AliasingValue]:
    """An unknown op's operands may alias all its tensor results and the
    tensor arguments of its regions' entry blocks."""
    values: list[SSAValue] = [result for result in op.results if is_tensor(result)]
    for region in op.regions:
        if region.blocks.first is not None:
            values.extend(arg for arg in region.blocks.first.args if is_tensor(arg))
    return [AliasingValue(value, BufferRelation.UNKNOWN, False) for value in values]


NO_ATTRIBUTE = NoneAttr()
"""No layout, or the default memory space."""


@lru_cache(maxsize=1024)
def memref_type_for(
    tensor_type: Attribute,
    layout: Attribute = NO_ATTRIBUTE,
    memory_space: Attribute = NO_ATTRIBUTE,
) -> MemRefType | UnrankedMemRefType:
    """The memref type of `tensor_type`'s shape and elements (remembered:
    building a `MemRefType` checks its shape, which costs more than a
    lookup, and a module has few distinct types)."""
    if isinstance(tensor_type, UnrankedTensorType):
        return UnrankedMemRefType.from_type(tensor_type.element_type, memory_space)
    assert isinstance(tensor_type, TensorType)
    return MemRefType(
        tensor_type.element_type,
        tensor_type.get_shape(),
        layout,  # pyright: ignore[reportArgumentType]
        memory_space,
    )


def _converted(
    tensor_type: Attribute, option: LayoutMapOption, memory_space: Attribute
) -> MemRefType | UnrankedMemRefType:
    """`tensor_type`'s buffer type with an identity layout if `option` says
    so, else a fully dynamic one (unranked: no layout)."""
    if option is LayoutMapOption.IDENTITY or not isinstance(tensor_type, TensorType):
        return memref_type_for(tensor_type, memory_space=memory_space)
    layout = fully_dynamic_layout(len(tensor_type.get_shape()))
    return memref_type_for(tensor_type, layout, memory_space)


@lru_cache(maxsize=64)
def fully_dynamic_layout(rank: int) -> StridedLayoutAttr:
    return StridedLayoutAttr([None] * rank, None)


def memory_space_of(buffer_type: Attribute) -> Attribute:
    if isinstance(buffer_type, MemRefType | UnrankedMemRefType):
        return buffer_type.memory_space
    return NoneAttr()


@dataclass
class ModuleGlobals:
    """The symbol names at the top of a module and its constant
    `memref.global`s by type and initial value (the first of each in the
    module's order), so that a tensor constant finds its global by a
    lookup instead of a reading of the module."""

    names: set[str]
    constants: dict[tuple[Attribute, Attribute], memref.GlobalOp]

    @staticmethod
    def read(module: ModuleOp) -> ModuleGlobals:
        globals_ = ModuleGlobals(set(), {})
        for op in module.body.block.ops:
            symbol = op.properties.get("sym_name")
            if isinstance(symbol, StringAttr):
                globals_.names.add(symbol.data)
            if isinstance(op, memref.GlobalOp) and op.constant is not None:
                globals_.constants.setdefault((op.type, op.initial_value), op)
        return globals_

    def add_first(self, global_op: memref.GlobalOp) -> None:
        """Records a constant global inserted at the start of the module."""
        self.names.add(global_op.sym_name.data)
        self.constants[global_op.type, global_op.initial_value] = global_op


@dataclass
class GlobalsIndex:
    """`ModuleGlobals` of each module a bufferization run adds globals to,
    read at the first constant; a model that replaces an op at the top of a
    module has it read again."""

    _modules: dict[ModuleOp, ModuleGlobals] = field(
        default_factory=dict[ModuleOp, ModuleGlobals]
    )

    def of(self, module: ModuleOp) -> ModuleGlobals:
        if (found := self._modules.get(module)) is None:
            found = self._modules[module] = ModuleGlobals.read(module)
        return found

    def forget(self, module: Operation | None) -> None:
        if isinstance(module, ModuleOp):
            self._modules.pop(module, None)


@dataclass
class BufferizationState:
    """The rewrite's state: the analysis it follows and the helpers models
    use to bufferize an op."""

    analysis: AnalysisState
    globals: GlobalsIndex = field(default_factory=GlobalsIndex)
    rewriter: Rewriter = field(default_factory=Rewriter)
    _buffer_types: dict[SSAValue, Attribute] = field(
        default_factory=dict[SSAValue, Attribute]
    )
    _type_stack: list[SSAValue] = field(default_factory=list[SSAValue])
    subview_types: dict[tuple[object, ...], MemRefType] = field(
        default_factory=dict[tuple[object, ...], MemRefType]
    )
    """The subview types the models built, by source type, shape and
    static parameters (`models.bufferizable.tensor.subview_type`)."""

    @property
    def options(self) -> BufferizationOptions:
        return self.analysis.options

    # ---- types ------------------------------------------------------------

    def unknown_type_conversion(
        self, tensor_type: Attribute, memory_space: Attribute = NO_ATTRIBUTE
    ) -> MemRefType | UnrankedMemRefType:
        """The buffer type of a tensor whose layout cannot be inferred."""
        return _converted(
            tensor_type, self.options.unknown_type_conversion, memory_space
        )

    def buffer_type(self, value: SSAValue) -> Attribute:
        """The memref type tensor `value` bufferizes to (cached).  A model
        asked again for a value it is computing the type of sees it in
        `times_on_stack` (loops cut the recursion through their body so);
        a third time, the answer is a fully dynamic layout."""
        if value in self._buffer_types:
            return self._buffer_types[value]
        if not is_tensor(value):
            return value.type
        if self.times_on_stack(value) >= 2:
            return self._fully_dynamic(value.type)
        owner = owner_of(value)
        model = self.analysis.model(owner)
        self._type_stack.append(value)
        try:
            if model is None:
                found = self.unknown_type_conversion(
                    value.type, self.default_memory_space(value)
                )
            else:
                found = model.buffer_type(owner, value, self)
        finally:
            self._type_stack.pop()
        if not self._type_stack:
            self._buffer_types[value] = found
        return found

    def times_on_stack(self, value: SSAValue) -> int:
        """How often the type of `value` is being computed right now."""
        return self._type_stack.count(value)

    @staticmethod
    def _fully_dynamic(tensor_type: Attribute) -> Attribute:
        if isinstance(tensor_type, TensorType):
            return memref_type_for(
                tensor_type, fully_dynamic_layout(len(tensor_type.get_shape()))
            )
        return memref_type_for(tensor_type)

    def function_boundary_type(
        self, tensor_type: Attribute, function: Operation
    ) -> MemRefType | UnrankedMemRefType:
        """The buffer type of a tensor crossing the boundary of `function`,
        before any inference (`function-boundary-type-conversion`: identity,
        else fully dynamic), in the default memory space."""
        space = self.options.default_memory_space(tensor_type)
        if space is None:
            raise _no_memory_space(function)
        return _converted(
            tensor_type, self.options.function_boundary_type_conversion, space
        )

    def default_memory_space(self, value: SSAValue) -> Attribute:
        """The memory space of a new buffer for tensor `value` that nothing
        else places (see `BufferizationOptions.default_memory_space`); where
        there is none, a diagnostic at the op defining `value` (or owning
        its block), as MLIR's."""
        space = self.options.default_memory_space(value.type)
        if space is None:
            raise _no_memory_space(owner_of(value))
        return space

    def identity_buffer_type(self, value: SSAValue) -> Attribute:
        """A memref of tensor `value`'s shape and elements, with no layout, in
        the default memory space."""
        return memref_type_for(
            value.type, memory_space=self.default_memory_space(value)
        )

    def default_buffer_type(self, value: SSAValue) -> Attribute:
        """MLIR's default: the buffer type of an equivalent aliasing operand;
        else an identity layout for a result, the unknown-type conversion for
        a block argument."""
        if not isinstance(value, OpResult):
            return self.unknown_type_conversion(
                value.type, self.default_memory_space(value)
            )
        aliases = self.analysis.aliasing_operands(value)
        if aliases and aliases[0].relation is BufferRelation.EQUIVALENT:
            return self.buffer_type(aliases[0].operand.value)
        return self.identity_buffer_type(value)

    # ---- buffers ------------------------------------------------------------

    def get_buffer(self, value: SSAValue) -> SSAValue:
        """The buffer of tensor `value`: the memref of a `to_tensor`, or a
        `bufferization.to_buffer` inserted right after the value's
        definition."""
        if isinstance(value, OpResult) and isinstance(value.op, ToTensorOp):
            return value.op.memref
        to_buffer = build_op(
            ToBufferOp, operands=[value], result_types=[self.buffer_type(value)]
        )
        if isinstance(value, OpResult):
            point = InsertPoint.after(value.op)
        else:
            assert isinstance(value.owner, Block)
            point = InsertPoint.at_start(value.owner)
        self.rewriter.insert_op(to_buffer, point)
        return to_buffer.results[0]

    def replace_op_with_bufferized_values(
        self, op: Operation, buffers: Sequence[SSAValue | None]
    ) -> None:
        """Replaces `op`'s results by `buffers` (a tensor result by a
        `bufferization.to_tensor` of its buffer, for users not bufferized
        yet) and erases `op`."""
        replacements: list[SSAValue | None] = []
        for result, buffer in zip(op.results, buffers, strict=True):
            if buffer is None or not is_tensor(result) or not result.uses:
                replacements.append(buffer)
                continue
            to_tensor = build_op(
                ToTensorOp, operands=[buffer], result_types=[result.type]
            )
            insert_new_op(to_tensor, InsertPoint.before(op))
            replacements.append(to_tensor.results[0])
        for result, replacement in zip(op.results, replacements, strict=True):
            if replacement is not None:
                result.replace_all_uses_with(replacement)
        if any(result.first_use is not None for result in op.results):
            self.rewriter.erase_op(op, safe_erase=False)  # uses left erased
        else:
            erase_unused_op(op)

    def allocate(
        self,
        buffer_type: MemRefType,
        dynamic_sizes: Sequence[SSAValue],
        point: InsertPoint,
    ) -> SSAValue:
        """A `memref.alloc` of `buffer_type`, aligned as the options say
        (built with `build_op`: IRDL's checking of the arguments costs more
        than the rest of building one)."""
        properties: dict[str, Attribute] = {}
        if alignment := self.options.buffer_alignment:
            properties["alignment"] = _alignment(alignment)
        properties[SEGMENTS] = segment_sizes(len(dynamic_sizes), 0)
        alloc = build_op(
            memref.AllocOp,
            operands=dynamic_sizes,
            result_types=(buffer_type,),
            properties=properties,
        )
        self.rewriter.insert_op(alloc, point)
        return alloc.results[0]

    def copy(self, source: SSAValue, destination: SSAValue, point: InsertPoint) -> None:
        self.rewriter.insert_op(
            build_op(memref.CopyOp, operands=(source, destination)), point
        )

    def dynamic_sizes(self, value: SSAValue, point: InsertPoint) -> list[SSAValue]:
        """`tensor.dim` (or `memref.dim`) of each dynamic dimension of the
        shaped `value`."""
        shaped = value.type
        assert isinstance(shaped, TensorType | MemRefType)
        sizes: list[SSAValue] = []
        for position, size in enumerate(shaped.get_shape()):
            if size != DYNAMIC_INDEX:
                continue
            index = _index_constant(position)
            self.rewriter.insert_op(index, point)
            dim: Operation = (
                tensor.DimOp(value, index)
                if isinstance(shaped, TensorType)
                else memref.DimOp(value, index)
            )
            self.rewriter.insert_op(dim, point)
            sizes.append(dim.results[0])
        return sizes

    # ---- copies of out-of-place operands, on tensors --------------------------

    def allocate_tensor_for(
        self, value: SSAValue, point: InsertPoint, *, copy: bool
    ) -> SSAValue:
        """A `bufferization.alloc_tensor` shaped as `value`, holding a copy of
        it if `copy` (or, where `value`'s model can compute it again as
        cheaply, a fresh one its op writes again: a `fill`'s)."""
        if isinstance(value.type, UnrankedTensorType):
            raise DiagnosticException(
                f"copying of unranked tensors is not implemented ({value.type})"
            )
        if copy and isinstance(value, OpResult):
            model = self.analysis.model(value.op)
            if model is not None and model.is_recomputable(value.op, value):
                fresh = self.allocate_tensor_for(value, point, copy=False)
                return model.recompute_into(value.op, value, fresh, point)
        if copy:
            alloc = build_op(
                AllocTensorOp,
                operands=(value,),
                result_types=(value.type,),
                properties={SEGMENTS: segment_sizes(0, 1, 0)},
            )
        else:
            # In the memory space of `value`'s buffer, as a copy would be.
            space = memory_space_of(self.buffer_type(value))
            self._buffer_types.clear()  # the IR changes under these types
            sizes = self.dynamic_sizes(value, point)
            alloc = build_op(
                AllocTensorOp,
                operands=sizes,
                result_types=(value.type,),
                properties={SEGMENTS: segment_sizes(len(sizes), 0, 0)},
            )
            if not isinstance(space, NoneAttr):
                alloc.properties["memory_space"] = space
        self.rewriter.insert_op(alloc, point)
        return alloc.tensor

    def _erase_if_recomputed_for_every_use(self, value: SSAValue) -> None:
        """An op computed again for each of its uses (a `fill` every reader
        of which writes a new buffer) is left with none: it goes, and its
        buffer with it."""
        if not isinstance(value, OpResult) or any(r.uses for r in value.op.results):
            return
        model = self.analysis.model(value.op)
        if model is not None and model.is_recomputable(value.op, value):
            self.rewriter.erase_op(value.op)

    def resolve_operand_conflicts(self, op: Operation) -> None:
        """MLIR's default conflict resolution: each out-of-place tensor operand
        is replaced by a fresh tensor (a copy unless the analysis says its
        contents are not needed); an operand the op only makes an alias of
        (a slice) has its aliasing result copied instead, which may be
        smaller."""
        state = self.analysis
        copied_operands: list[tuple[OpOperand, bool]] = []
        copied_results: list[tuple[SSAValue, bool]] = []
        for operand in tensor_operands(op):
            if state.is_in_place(operand):
                continue
            if isinstance(operand.value.type, UnrankedTensorType):
                raise DiagnosticException(
                    f"{op.name}: copying of unranked tensors is not implemented"
                )
            aliases = state.aliasing_values(operand)
            needs_copy = not state.can_omit_tensor_copy(operand)
            if (
                len(aliases) == 1
                and isinstance(aliases[0].value, OpResult)
                and not state.bufferizes_to_memory_write(operand)
                and len(state.aliasing_operands(aliases[0].value)) == 1
                and not isinstance(aliases[0].value.type, UnrankedTensorType)
            ):
                copied_results.append((aliases[0].value, needs_copy))
            else:
                copied_operands.append((operand, needs_copy))
        for operand, needs_copy in copied_operands:
            value = operand.value
            operand.set(
                self.allocate_tensor_for(value, InsertPoint.before(op), copy=needs_copy)
            )
            self._erase_if_recomputed_for_every_use(value)
        for result, needs_copy in copied_results:
            uses = uses_of(result)
            fresh = self.allocate_tensor_for(
                result, InsertPoint.after(op), copy=needs_copy
            )
            for use in uses:
                if not isinstance(use.op, tensor.DimOp):
                    use.set(fresh)


def _no_memory_space(op: Operation) -> DiagnosticException:
    return error(op, "could not infer memory space")


@lru_cache
def _alignment(value: int) -> IntegerAttr:
    return IntegerAttr(value, i64)


def _index_constant(value: int) -> Operation:
    return arith.ConstantOp(IntegerAttr(value, IndexType()))
