"""`one-shot-bufferize`: tensors to memrefs, with MLIR 22's in-place analysis.

The pass checks its input, runs One-Shot Analysis (`analysis/one_shot_analysis.py`)
unless `copy-before-write`, and then, on tensor IR, has each op insert the
copies its out-of-place operands need (`bufferization.alloc_tensor ...
copy(...)`); then it bufferizes the ops top-down through their
`BufferizableOpInterface` models.  A value not bufferized yet is read through
`bufferization.to_buffer` and a buffer whose users are not bufferized yet is
wrapped in `bufferization.to_tensor`; the pairs that meet fold away at the
end, and the rest stay at the boundaries with unknown ops (`allow-unknown-ops`)
and, without `bufferize-function-boundaries`, with functions.

With `bufferize-function-boundaries`, the functions are analysed and
bufferized one by one, callees first (`analysis/one_shot_module_analysis.py`):
each function's model bufferizes its signature, blocks and returns, its body
follows, and with `infer-layout-map` its result types become those of the
buffers it returns.

All of it happens on a copy of the module, which replaces the module's body
only when everything succeeded: a diagnostic leaves the input untouched.

For example, with `bufferize-function-boundaries=true
function-boundary-type-conversion=identity-layout-map`,

```mlir
func.func @f(%t: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.insert %x into %t[%c0] : tensor<4xf32>
  return %f : tensor<4xf32>
}
```

becomes (the insertion writes the argument's buffer in place)

```mlir
func.func @f(%t: memref<4xf32>, %x: f32) -> memref<4xf32> {
  %0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%0 : memref<4xf32>)
  %c0 = arith.constant 0 : index
  memref.store %x, %t[%c0] : memref<4xf32>
  func.return %0 : memref<4xf32>
}
```
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TypeVar, cast

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, OpResult
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import PassFailedException

from xdsl_dealloc.analysis.one_shot_analysis import (
    OneShotAnalysisState,
    has_tensor_semantics,
)
from xdsl_dealloc.analysis.one_shot_module_analysis import (
    CallOrder,
    analyze_module,
    boundary_of,
    functions_in_call_order,
)
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.dialects.bufferization import ToBufferOp, ToTensorOp
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisHeuristic,
    AnalysisState,
    BufferizationOptions,
    BufferizationState,
    DialectName,
    FunctionName,
    LayoutMapOption,
)
from xdsl_dealloc.interfaces.diagnostics import error
from xdsl_dealloc.ir.rebuild import erase_unused_op
from xdsl_dealloc.ir.source_positions import clone_noting_positions
from xdsl_dealloc.models.bufferizable.bufferization import cast_or_copy
from xdsl_dealloc.transforms.collector import collector_paused


@dataclass(frozen=True)
class OneShotBufferizePass(ModulePass):
    """MLIR 22's `one-shot-bufferize` (without `bufferize-function-boundaries`,
    tensor function arguments are read through `bufferization.to_buffer` and
    returned tensors stay tensors, as in MLIR)."""

    name = "one-shot-bufferize"

    allow_return_allocs_from_loops: bool = False
    allow_unknown_ops: bool = False
    analysis_fuzzer_seed: int = 0
    analysis_heuristic: str = "bottom-up"
    buffer_alignment: int = 64
    bufferize_function_boundaries: bool = False
    check_parallel_regions: bool = True
    copy_before_write: bool = False
    dialect_filter: tuple[DialectName, ...] = field(default=())
    dump_alias_sets: bool = False
    function_boundary_type_conversion: str = "infer-layout-map"
    must_infer_memory_space: bool = False
    no_analysis_func_filter: tuple[FunctionName, ...] = field(default=())
    print_conflicts: bool = False
    test_analysis_only: bool = False
    unknown_type_conversion: str = "fully-dynamic-layout-map"
    use_encoding_for_memory_space: bool = False

    def options(self) -> BufferizationOptions:
        """The options, checked."""
        if self.dump_alias_sets and not self.test_analysis_only:
            raise PassFailedException(
                "one-shot-bufferize: dump-alias-sets requires test-analysis-only"
            )
        if self.must_infer_memory_space and self.use_encoding_for_memory_space:
            raise PassFailedException(
                "one-shot-bufferize: only one of 'must-infer-memory-space' and "
                "'use-encoding-for-memory-space' are allowed"
            )
        return BufferizationOptions(
            allow_unknown_ops=self.allow_unknown_ops,
            allow_return_allocs_from_loops=self.allow_return_allocs_from_loops,
            analysis_heuristic=_choice(
                AnalysisHeuristic, "analysis-heuristic", self.analysis_heuristic
            ),
            analysis_fuzzer_seed=self.analysis_fuzzer_seed,
            buffer_alignment=self.buffer_alignment,
            bufferize_function_boundaries=self.bufferize_function_boundaries,
            check_parallel_regions=self.check_parallel_regions,
            copy_before_write=self.copy_before_write,
            dialect_filter=self.dialect_filter,
            function_boundary_type_conversion=_choice(
                LayoutMapOption,
                "function-boundary-type-conversion",
                self.function_boundary_type_conversion,
            ),
            no_analysis_func_filter=self.no_analysis_func_filter,
            dump_alias_sets=self.dump_alias_sets,
            print_conflicts=self.print_conflicts,
            test_analysis_only=self.test_analysis_only,
            unknown_type_conversion=_choice(
                LayoutMapOption,
                "unknown-type-conversion",
                self.unknown_type_conversion,
                excluded=LayoutMapOption.INFER,
            ),
            must_infer_memory_space=self.must_infer_memory_space,
            use_encoding_for_memory_space=self.use_encoding_for_memory_space,
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        options = self.options()
        with collector_paused():
            one_shot_bufferize(op, options)


_Choice = TypeVar("_Choice", AnalysisHeuristic, LayoutMapOption)


def _choice(
    kind: type[_Choice], option: str, value: str, excluded: _Choice | None = None
) -> _Choice:
    members = [member for member in kind if member is not excluded]
    for member in members:
        if member.value == value:
            return member
    accepted = ", ".join(member.value for member in members)
    raise PassFailedException(
        f"one-shot-bufferize: '{value}' is not a valid value for '{option}' "
        f"(one of {accepted})"
    )


def one_shot_bufferize(module: ModuleOp, options: BufferizationOptions) -> None:
    """Bufferizes `module` in place, or raises a diagnostic and leaves it as
    it was."""
    working = clone_noting_positions(module)
    if options.bufferize_function_boundaries:
        _bufferize_with_function_boundaries(working, options)
    else:
        if options.copy_before_write:
            state = AnalysisState(options)
            _check_input(working, state)
        else:
            analysis = OneShotAnalysisState(working, options)
            _check_input(working, analysis)
            analysis.analyze()
            if options.test_analysis_only:
                analysis.annotate_in_place_decisions()
                if options.dump_alias_sets:
                    analysis.annotate_alias_sets()
            state = analysis
        if not options.test_analysis_only:
            _bufferize(working, BufferizationState(state))
    body = working.detach_region(working.body)
    module.detach_region(module.body)
    module.add_region(body)


def _check_input(root: Operation, state: AnalysisState) -> None:
    """Rejects, before anything changes, ops with tensors that the pass
    cannot bufferize."""
    for op in ops_in(root):
        if (
            op is root
            or not has_tensor_semantics(op)
            or not state.options.is_op_allowed(op)
        ):
            continue
        if (
            op.name.startswith("func.")
            and not state.options.bufferize_function_boundaries
        ):
            continue  # function boundaries stay tensors, as in MLIR
        model = state.model(op)
        if model is None:
            # MLIR rejects such an op only when bufferizing it, which an
            # analysis alone never does (it annotates the op as any other).
            if not (
                state.options.allow_unknown_ops or state.options.test_analysis_only
            ):
                raise error(
                    op,
                    "has tensor operands or results but no bufferization model "
                    "(pass allow-unknown-ops to keep it on tensors, with "
                    "bufferization.to_tensor/to_buffer at its boundary)",
                )
            continue
        problem = model.unsupported_reason(op, state)
        if problem is not None:
            raise error(op, problem)


def _bufferize_with_function_boundaries(
    module: ModuleOp, options: BufferizationOptions
) -> None:
    """MLIR's `runOneShotModuleBufferize`: the functions analysed and then
    bufferized in call-graph order (those `no-analysis-func-filter` names
    with a copy before every write), then the other ops of the module."""
    state = (
        AnalysisState(options)
        if options.copy_before_write
        else OneShotAnalysisState(module, options)
    )
    order = functions_in_call_order(module, state.functions)
    _check_input(module, state)
    if isinstance(state, OneShotAnalysisState):
        analyzed = analyze_module(state, order)
        if options.test_analysis_only:
            for root in analyzed:
                state.annotate_in_place_decisions(root)
            if options.dump_alias_sets:
                state.annotate_alias_sets()
    if options.test_analysis_only:
        return
    unanalysed = AnalysisState(replace(options, copy_before_write=True))
    unanalysed.functions = state.functions
    analysed_state = BufferizationState(state)
    unanalysed_state = BufferizationState(unanalysed, analysed_state.globals)
    bufferized: set[Operation] = set()
    for function in order.functions:
        bufferized.add(function)
        boundary = boundary_of(function)
        assert boundary is not None
        function_state = (
            unanalysed_state
            if boundary.symbol_name(function) in options.no_analysis_func_filter
            else analysed_state
        )
        _insert_copies(function, function_state)
        model = function_state.analysis.model(function)
        if model is not None:
            model.bufferize(function, function_state.rewriter, function_state)
        _bufferize_ops(function, function_state)
        _fold_boundary_casts(function, function_state)
        if (
            model is not None
            and options.function_boundary_type_conversion is LayoutMapOption.INFER
            and bufferized.isdisjoint(order.callers[function])
        ):
            # A function called from a function bufferized before it (in a
            # call cycle) keeps its result types, which that call has
            # (MLIR 22 changes them and leaves the call invalid).
            boundary.infer_result_layouts(function, function_state)
    for op in _other_top_level_ops(module, order):
        _bufferize(op, analysed_state)
    for function in order.functions:
        boundary = boundary_of(function)
        assert boundary is not None
        boundary.remove_bufferization_attributes(function)


def _other_top_level_ops(module: ModuleOp, order: CallOrder) -> list[Operation]:
    """The module's ops other than its functions, but for nested symbol
    tables (a `builtin.module`), which MLIR 22 leaves as they are."""
    functions = set(order.functions)
    return [
        op
        for op in module.body.ops
        if op not in functions and not op.has_trait(SymbolTable)
    ]


def _bufferize(root: Operation, state: BufferizationState) -> None:
    """Inserts the copies, bufferizes every op top-down, and folds the
    `to_buffer(to_tensor(m))` pairs that meet."""
    _insert_copies(root, state)
    _bufferize_ops(root, state)
    _fold_boundary_casts(root, state)


def _insert_copies(root: Operation, state: BufferizationState) -> None:
    """Has every op with tensors resolve its out-of-place operands, on
    tensor IR."""
    for op in list(ops_in(root)):
        model = state.analysis.model(op)
        if model is not None and has_tensor_semantics(op):
            model.resolve_conflicts(op, state.rewriter, state)


def _bufferize_ops(root: Operation, state: BufferizationState) -> None:
    """Bufferizes every op with tensors under `root`, top-down."""
    model_of = state.analysis.model
    for op in list(ops_in(root)):
        if op.parent is None:
            continue  # erased
        model = model_of(op)
        if model is not None and has_tensor_semantics(op):
            model.bufferize(op, state.rewriter, state)


_CASTS = (ToBufferOp, ToTensorOp)


def _fold_boundary_casts(root: Operation, state: BufferizationState) -> None:
    """`to_buffer(to_tensor(m))` becomes `m` (cast, or copied when no cast
    can give it the type asked for); `to_tensor` ops left unused go.  One
    walk lists the ops for both steps: the first adds no `to_tensor`."""
    to_buffers: list[ToBufferOp] = []
    to_tensors: list[ToTensorOp] = []
    kinds: dict[type[Operation], type[Operation] | None] = {}
    for op in ops_in(root):
        op_class = type(op)
        if op_class not in kinds:  # an `isinstance` against an ABC is Python
            kinds[op_class] = next(
                (kind for kind in _CASTS if issubclass(op_class, kind)), None
            )
        kind = kinds[op_class]
        if kind is ToBufferOp:
            to_buffers.append(cast(ToBufferOp, op))
        elif kind is ToTensorOp:
            to_tensors.append(cast(ToTensorOp, op))
    for op in to_buffers:
        source = op.tensor
        if not (isinstance(source, OpResult) and isinstance(source.op, ToTensorOp)):
            continue
        buffer = cast_or_copy(
            source.op.memref, op.memref.type, state, InsertPoint.before(op)
        )
        op.memref.replace_all_uses_with(buffer)
        erase_unused_op(op)
    for op in reversed(to_tensors):
        if op.results[0].first_use is None:
            erase_unused_op(op)
