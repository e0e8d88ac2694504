"""`one-shot-bufferize`: tensors to memrefs, with MLIR 22's in-place analysis.

The pass checks its input, runs One-Shot Analysis (`analysis/one_shot_analysis.py`)
unless `copy-before-write`, and then, on tensor IR, has each op insert the
copies its out-of-place operands need (`bufferization.alloc_tensor ...
copy(...)`); then it bufferizes the ops top-down through their
`BufferizableOpInterface` models.  A value not bufferized yet is read through
`bufferization.to_buffer` and a buffer whose users are not bufferized yet is
wrapped in `bufferization.to_tensor`; the pairs that meet fold away at the
end, and the rest stay at the boundaries with unknown ops (`allow-unknown-ops`)
and with functions, whose boundaries are not bufferized yet.

All of it happens on a copy of the module, which replaces the module's body
only when everything succeeded: a diagnostic leaves the input untouched.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, OpResult
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import PassFailedException

from xdsl_dealloc.analysis.one_shot_analysis import (
    OneShotAnalysisState,
    has_tensor_semantics,
)
from xdsl_dealloc.analysis.walk import ops_in
from xdsl_dealloc.dialects.bufferization import ToBufferOp, ToTensorOp
from xdsl_dealloc.interfaces.bufferization_state import (
    AnalysisHeuristic,
    AnalysisState,
    BufferizationOptions,
    BufferizationState,
    DialectName,
    LayoutMapOption,
)
from xdsl_dealloc.interfaces.deallocation_state import error
from xdsl_dealloc.models.bufferizable.bufferization import cast_or_copy


@dataclass(frozen=True)
class OneShotBufferizePass(ModulePass):
    """MLIR 22's `one-shot-bufferize`, without function-boundary bufferization
    (tensor function arguments are read through `bufferization.to_buffer`,
    returned tensors stay tensors)."""

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
    print_conflicts: bool = False
    test_analysis_only: bool = False
    unknown_type_conversion: str = "fully-dynamic-layout-map"

    def options(self) -> BufferizationOptions:
        """The options, checked."""
        if self.bufferize_function_boundaries:
            raise PassFailedException(
                "one-shot-bufferize: bufferize-function-boundaries is not "
                "supported yet (function arguments and results stay tensors)"
            )
        if self.dump_alias_sets and not self.test_analysis_only:
            raise PassFailedException(
                "one-shot-bufferize: dump-alias-sets requires test-analysis-only"
            )
        return BufferizationOptions(
            allow_unknown_ops=self.allow_unknown_ops,
            allow_return_allocs_from_loops=self.allow_return_allocs_from_loops,
            analysis_heuristic=_choice(
                AnalysisHeuristic, "analysis-heuristic", self.analysis_heuristic
            ),
            analysis_fuzzer_seed=self.analysis_fuzzer_seed,
            buffer_alignment=self.buffer_alignment,
            check_parallel_regions=self.check_parallel_regions,
            copy_before_write=self.copy_before_write,
            dialect_filter=self.dialect_filter,
            dump_alias_sets=self.dump_alias_sets,
            print_conflicts=self.print_conflicts,
            test_analysis_only=self.test_analysis_only,
            unknown_type_conversion=_choice(
                LayoutMapOption, "unknown-type-conversion", self.unknown_type_conversion
            ),
        )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        one_shot_bufferize(op, self.options())


_Choice = TypeVar("_Choice", AnalysisHeuristic, LayoutMapOption)


def _choice(kind: type[_Choice], option: str, value: str) -> _Choice:
    for member in kind:
        if member.value == value:
            return member
    accepted = ", ".join(member.value for member in kind)
    raise PassFailedException(
        f"one-shot-bufferize: '{value}' is not a valid value for '{option}' "
        f"(one of {accepted})"
    )


def one_shot_bufferize(module: ModuleOp, options: BufferizationOptions) -> None:
    """Bufferizes `module` in place, or raises a diagnostic and leaves it as
    it was."""
    working = module.clone()
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
            if not state.options.allow_unknown_ops:
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


def _bufferize(root: Operation, state: BufferizationState) -> None:
    """Inserts the copies, bufferizes every op top-down, and folds the
    `to_buffer(to_tensor(m))` pairs that meet."""
    rewriter = state.rewriter
    for op in list(ops_in(root)):
        model = state.analysis.model(op)
        if model is not None and has_tensor_semantics(op):
            model.resolve_conflicts(op, rewriter, state)
    for op in list(ops_in(root)):
        if op.parent is None or not has_tensor_semantics(op):
            continue  # erased, or nothing to do any more
        model = state.analysis.model(op)
        if model is not None:
            model.bufferize(op, rewriter, state)
    _fold_boundary_casts(root, state)


def _fold_boundary_casts(root: Operation, state: BufferizationState) -> None:
    """`to_buffer(to_tensor(m))` becomes `m` (cast, or copied when no cast
    can give it the type asked for); `to_tensor` ops left unused go."""
    for op in list(ops_in(root)):
        if not isinstance(op, ToBufferOp):
            continue
        source = op.tensor
        if not (isinstance(source, OpResult) and isinstance(source.op, ToTensorOp)):
            continue
        buffer = cast_or_copy(
            source.op.memref, op.memref.type, state, InsertPoint.before(op)
        )
        op.memref.replace_all_uses_with(buffer)
        Rewriter.erase_op(op)
    for op in reversed(list(ops_in(root))):
        if isinstance(op, ToTensorOp) and not op.tensor.uses:
            Rewriter.erase_op(op)
