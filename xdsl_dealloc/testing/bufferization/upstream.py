"""One-Shot Bufferize on what MLIR's own One-Shot tests exercise.

For each in-scope chunk (`// -----`) of MLIR's One-Shot Bufferize test
files (listed in `UPSTREAM_FILES`), `tests/one_shot_bufferize/corpus/`
has a subfolder named after the file (`UpstreamFile.folder`), holding one
program of this project's per chunk, named after the chunk (a program of
the One-Shot corpus format, `corpus.CorpusProgram`,
that exercises the same ops and the same decision or diagnostic).  Two
more header lines are read here:

    // UPSTREAM: @chunk_function
    // MLIR-ERROR: cannot avoid RaW conflict

`UPSTREAM` names the chunk's function; `MLIR-ERROR` says that
`mlir-opt-22` rejects the program with that message.  A program is judged on what its chunk
checks (`check`):

- values: both bufferizations (after the passes of its file's RUN line,
  `UpstreamFile.before`) are freed by our deallocation pipeline and run
  under the sanitizer for every input; the outcomes must be equal, and
  MLIR's must include the EXPECT lines;
- decisions: under `test-analysis-only` (added to the program's options
  unless `copy-before-write` makes the analysis moot; after MLIR's passes
  of the RUN line, for both) each tensor operand is decided as MLIR
  decides it, or in place where MLIR copies; a program whose OPTIONS
  already say `test-analysis-only` is judged on this alone;
- diagnostics: for an `MLIR-ERROR` program, MLIR fails with the message
  and ours rejects it with a diagnostic (no exception).

`KNOWN_DIFFERENCES` lists the programs on which ours does not agree yet,
and why; `scripts/compare_upstream_one_shot.py` prints the table of
docs/one-shot-bufferize.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from xdsl.parser import Parser
from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.sanitizer import SanitizerInputError
from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    Execution,
    execute_bufferized,
    load_corpus,
)
from xdsl_dealloc.testing.bufferization.one_shot import (
    compare_decisions,
    in_place_decisions,
)
from xdsl_dealloc.testing.mlir_tools import UNREGISTERED_IN_MLIR, mlir_opt_output
from xdsl_dealloc.testing.pipelines import (
    PipelineOptions,
    PipelineRun,
    Status,
    pipeline_context,
    run_our_pipeline,
)


@dataclass(frozen=True)
class UpstreamFile:
    """An MLIR test file: its path under mlir/test/Dialect, the functions
    naming its in-scope chunks, and the passes its RUN line runs before
    One-Shot Bufferize."""

    path: str
    chunks: tuple[str, ...]
    out_of_scope: int = 0
    """Chunks left out: vector, gpu, sparse_tensor, transform or test
    dialect."""
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    """Passes the RUN line runs after One-Shot Bufferize (before our
    deallocation, on both sides)."""

    @property
    def folder(self) -> str:
        """The file's name; a dialect's name before it outside
        Bufferization/Transforms (`Tensor-one-shot-bufferize`)."""
        path = Path(self.path)
        if self.path.startswith("Bufferization/Transforms/"):
            return path.stem
        return f"{path.parts[0]}-{path.stem}"


UPSTREAM_FILES = (
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize.mlir",
        (
            "no_conflict",
            "empty_func",
            "read_after_write_conflict",
            "copy_deallocated",
            "select_different_tensors",
            "alloc_tensor_with_copy",
            "alloc_tensor_with_memory_space",
            "read_of_alias",
            "from_unranked_to_unranked",
            "tensor_copy",
            "materialize_in_destination_buffer",
            "materialize_in_func_bbarg",
            "materialize_in_dest_raw",
        ),
        out_of_scope=5,
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-allow-return-allocs.mlir",
        ("buffer_not_deallocated", "write_to_alloc_tensor_or_readonly_tensor"),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-analysis-bottom-up-from-terminators.mlir",
        ("simple_test",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-compat.mlir",
        ("out_of_place_bufferization",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-return-memref-cast-precision.mlir",
        ("test_keep_ranked_return",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-func-boundary-ranked-from-unranked.mlir",
        ("foo",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-analysis.mlir",
        (
            "unknown_op_aliasing",
            "unknown_op_bbarg_aliasing",
            "unknown_op_writing",
            "read_of_undef_is_not_a_conflict",
            "read_of_alloc_tensor_is_not_a_conflict",
            "to_buffer_not_read_only",
            "to_buffer_read_only",
            "bbarg_of_unknown_op",
            "bbarg_of_unknown_op_2",
            "materialize_in_destination_aliasing",
            "materialize_in_destination",
        ),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-partial.mlir",
        (
            "use_of_unknown_op_1",
            "use_of_unknown_op_2",
            "use_of_unknown_op_3",
            "use_of_unknown_op_4",
            "use_of_bufferizable_op_in_unbufferizable_op",
            "unused_unknown_op",
            "unknown_op_may_read",
            "unknown_op_not_writable",
            "simple_tensor_test",
            "simple_scf_if",
        ),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-disjoint-subsets.mlir",
        (
            "nested_read",
            "nested_write",
            "nested_overlap",
            "cross_iteration_fill",
            "cross_iteration_insert",
            "cross_iteration_cfg",
            "fresh_definition_in_loop",
        ),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize.mlir",
        (
            "private_func",
            "external_func_with_return_val",
            "return_extract_slice",
            "main_writable",
            "main_not_writable",
            "call_func_with_non_tensor_return_writable",
            "call_func_with_non_tensor_return_not_writable",
            "call_chain",
            "does_not_read",
            "constant_to_external_func",
            "constant_to_external_func_in_execute_region",
            "execute_region_test",
            "scf_for_with_tensor_insert_slice",
            "init_and_dot",
            "callee_buffer_layout",
            "equivalent_func_arg",
            "equivalent_func_arg_2",
            "call_to_unknown_tensor_returning_func",
            "call_extract_slice",
            "no_inline_execute_region_not_canonicalized",
            "unranked_constant_to_maybe_writing_func",
            "call_llvm_func",
            "to_buffer_op_unsupported",
            "br_in_func",
            "memref_call_cycle",
            "recursive_function",
            "mutually_recursive_functions",
            "result_type_mismatch",
            "outer_func",
            "ranked_return_via_unranked_call",
        ),
        out_of_scope=10,
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize-analysis.mlir",
        (
            "extract_slice_fun",
            "insert_slice_fun",
            "conflict_on_B",
            "extract_slice_extract_slice",
            "insert_slice_insert_slice",
            "extract_slice_nonmatching_insert_slice",
            "extract_slice_matching_insert_slice",
            "read_of_matching_insert_slice_source",
            "read_of_matching_insert_slice_source_interleaved",
            "extract_slice_linalg_readonly_use",
            "insert_slice_double_extract_slice",
            "extract_slice_to_linalg_write_use",
            "nested_extract_slice_and_insert",
            "dependence_through_call",
            "read_dependence_through_scf_and_call",
            "write_into_constant_via_alias",
            "matmul_on_tensors",
            "linalg_op_same_out_tensors",
            "linalg_op_same_out_tensors_2",
            "interleaved_extract_insert_slice_chain_1",
            "interleaved_extract_insert_slice_chain_2",
            "extract_once_insert_twice",
            "equivalent_func_arg",
            "equivalent_func_arg_2",
            "write_after_select_read_one",
            "write_after_select_read_both",
            "write_after_select_no_conflict",
            "write_to_same_tensor_in_loop_out_of_place",
            "write_to_same_alloc_tensor_in_place",
            "write_to_same_alloc_tensor_out_of_place",
            "private_func_read_write",
            "private_func_read",
            "private_func_two_params_writing",
            "private_func_aliasing",
            "recursive_function",
            "multiple_returns",
            "multiple_equivalent_returns",
        ),
        out_of_scope=6,
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize-force-copy-before-write.mlir",
        ("contains_to_buffer_op",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize-call-copy-before-write.mlir",
        ("caller", "non_func_return"),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize-allow-return-allocs.mlir",
        ("create_tensor", "return_slice", "return_arg"),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-analysis-empty-tensor-elimination.mlir",
        ("buffer_forwarding_conflict", "buffer_forwarding_no_conflict"),
        before=("eliminate-empty-tensors", "empty-tensor-to-alloc-tensor"),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize-non-func-return.mlir",
        ("m",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize-out-params.mlir",
        ("callee_returning_argument_and_write", "callee_returning_slice"),
        after=("drop-equivalent-buffer-results", "buffer-results-to-out-params"),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-module-bufferize-invalid.mlir",
        (
            "swappy",
            "scf_for",
            "scf_while_non_equiv_condition",
            "scf_while_non_equiv_yield",
            "to_tensor_op_unsupported",
            "yield_alloc_dominance_test_2",
            "copy_of_unranked_tensor",
            "regression_scf_while",
            "func_multiple_yields",
        ),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-memory-space-invalid.mlir",
        ("alloc_tensor_without_memory_space",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-alloc-tensor-elimination.mlir",
        (
            "buffer_forwarding_conflict",
            "buffer_forwarding_no_conflict",
            "insertion_point_inside_loop",
            "insertion_point_outside_loop",
            "shape_mismatch",
        ),
        before=("eliminate-empty-tensors",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-encodings.mlir",
        (
            "alloc_tesor_with_space_no_encoding",
            "alloc_tesor_with_space_and_cast",
            "alloc_tesor_with_space_with_encoding",
            "alloc_tesor_copy_from_default_space",
            "alloc_tesor_copy_from_non_default_space",
            "alloc_tesor_copy_from_non_default_space_no_cast",
            "materialize_in_destination",
        ),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-encoding-layout.mlir",
        (
            "encoding_layout_function_boundary",
            "encoding_layout_alloc_tensor",
            "encoding_layout_unknown_op",
            "no_encoding_function_boundary",
        ),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-pass-statistics.mlir",
        ("read_after_write_conflict",),
    ),
    UpstreamFile(
        "Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir",
        (
            "buffer_forwarding_conflict",
            "buffer_forwarding_no_conflict",
            "insertion_point_inside_loop",
            "insertion_point_outside_loop",
            "shape_mismatch",
            "cast",
            "parallel_insert_slice",
            "eleminate_multiple_ops",
            "regression_do_not_eliminate_non_empty",
            "regression_insert_of_bbarg",
            "regression_eliminate_equivalent_only",
            "regression_multiple_insertion_points",
            "materialize_in_destination",
            "materialize_in_destination_buffer",
            "linalg_copy",
            "linalg_copy_empty",
            "multiple_materialize_in_destination_buffer",
        ),
        before=("eliminate-empty-tensors", "empty-tensor-to-alloc-tensor"),
    ),
    UpstreamFile(
        "Arith/one-shot-bufferize.mlir",
        ("write_to_select_op_source", "write_after_select_read_one"),
    ),
    UpstreamFile(
        "Arith/one-shot-bufferize-memory-space-invalid.mlir",
        ("inconsistent_memory_space_arith_select", "unknown_memory_space"),
    ),
    UpstreamFile(
        "Linalg/one-shot-bufferize.mlir",
        (
            "fill_inplace",
            "not_inplace_fill",
            "not_inplace_fill_then_matmul",
            "not_inplace_matmul_of_itself",
            "matmul",
            "dominance_violation_bug_1",
            "gather_like",
            "linalg_op_bufferizes_inplace_with_input",
            "op_is_reading_but_following_ops_are_not",
            "map_binary",
            "reduce",
            "transpose",
            "broadcast",
            "depthwise_conv_1d_nwc_wc",
            "do_not_copy_alloc_tensors",
        ),
        out_of_scope=2,
    ),
    UpstreamFile(
        "SCF/one-shot-bufferize.mlir",
        (
            "scf_for_yield_only",
            "scf_for_is_reading",
            "scf_for_with_tensor.insert_slice",
            "execute_region_with_conflict",
            "scf_if_non_equiv_yields",
            "scf_execute_region_yield_non_equivalent",
            "scf_for_yield_non_equivalent",
            "scf_for_yield_allocation",
            "scf_for_swapping_yields",
            "scf_while",
            "scf_while_non_equiv_condition",
            "scf_while_non_equiv_condition_and_body",
            "scf_while_iter_arg_result_mismatch",
            "parallel_insert_slice_no_conflict",
            "parallel_insert_slice_with_conflict",
            "matmul",
            "scf_foreach_private_var",
            "scf_foreach_privatized_but_not_copied",
            "scf_if_memory_space",
            "scf_execute_region_memory_space",
            "scf_for_swapping_yields_memory_space",
            "scf_for_yield_alias_of_non_equivalent",
            "scf_for_buffer_type_mismatch",
            "scf_while_buffer_type_mismatch",
            "non_tensor_for_arg",
            "buffer_type_of_collapse_shape",
            "non_block_argument_yield",
        ),
        out_of_scope=3,
    ),
    UpstreamFile(
        "SCF/one-shot-bufferize-invalid.mlir",
        (
            "inconsistent_memory_space_scf_if",
            "execute_region_multiple_yields",
            "execute_region_no_yield",
            "inconsistent_memory_space_scf_for",
        ),
    ),
    UpstreamFile(
        "Tensor/one-shot-bufferize.mlir",
        (
            "insert_slice_fun_writability",
            "insert_slice_fun_fill_after",
            "insert_slice_fun_fill_before",
            "insert_slice_fun_not_inplace",
            "tensor_cast_not_in_place",
            "insert_op",
            "rank_reducing",
            "rank_reducing_parallel_insert_slice",
            "parallel_insert_full_slice_in_place",
            "insert_equivalent_tensor",
            "pad_memory_space",
            "insert_slice_regression",
            "insert_slice_full_overwrite",
            "dim_not_reading",
            "cast_retains_buffer_layout",
            "cast_retains_buffer_layout_strided",
            "parallel_insert_slice_source_out_of_place",
            "tensor.reshape",
            "tensor_reshape_aliasing",
            "reshape_with_non_identity_layout",
            "collapse_shape_regression",
            "mult_return",
        ),
    ),
)
"""The files covered so far, with their chunks in scope as read in the
stored copies of llvm-project's tests, each named after its function (with
a suffix saying what tells apart chunks of one file that share a function
name)."""


KNOWN_DIFFERENCES: dict[str, str] = {
    "one-shot-module-bufferize/unranked_constant_to_maybe_writing_func": (
        "ours copies a constant cast to an unranked tensor for a call that "
        "writes it and computes what tensor semantics give (9.0, 1.0), as MLIR "
        "22 does with the copy spelled out (test_upstream.py); MLIR 22 keeps "
        "unranked operands in place and rejects it (cannot avoid RaW conflict)"
    ),
    "Tensor-one-shot-bufferize/parallel_insert_full_slice_in_place": (
        "ours puts a linalg.fill of an scf.forall shared_out whose whole "
        "result is inserted back out of place, as MLIR 22 does for the same "
        "fill and tensor.insert_slice outside a forall; MLIR 22 keeps it in "
        "place before a parallel_insert_slice (same values, one allocation "
        "more: test_a_known_difference_computes_mlirs_values)"
    ),
}
"""Programs on which ours does not agree with MLIR 22 yet (`folder/name`),
and why."""


MLIR_OUTPUT_NOT_READ: dict[str, str] = {}
"""Programs whose MLIR bufferization the sanitizer cannot read yet, so
their EXPECT lines are not checked against MLIR, and why."""


def upstream_programs(corpus: Path) -> list[tuple[UpstreamFile, CorpusProgram]]:
    """Each program of `corpus`'s subfolders, named `folder/program`."""
    programs: list[tuple[UpstreamFile, CorpusProgram]] = []
    for upstream in UPSTREAM_FILES:
        for program in load_corpus(corpus / upstream.folder):
            named = CorpusProgram(
                f"{upstream.folder}/{program.name}",
                program.text,
                program.options,
                program.expected,
            )
            programs.append((upstream, named))
    return programs


def header(program: CorpusProgram, name: str) -> str:
    """The text after `// NAME:` in the program, or ""."""
    found = re.search(rf"^//\s*{name}:\s*(.*)$", program.text, re.MULTILINE)
    return found.group(1).strip() if found else ""


@dataclass(frozen=True)
class UpstreamResult:
    """What the two sides did with one program, and where they differ."""

    program: CorpusProgram
    values: bool | None = None
    """Same outcomes (None: not a values program)."""
    decisions: bool | None = None
    diagnostics: bool | None = None
    runs: int = 0
    """Inputs both sides executed."""
    better: int = 0
    """Tensor operands ours keeps in place where MLIR copies."""
    expected_seen: bool = True
    """MLIR's outcomes include the EXPECT lines."""
    differences: list[str] = field(default_factory=list[str])

    @property
    def agrees(self) -> bool:
        return not self.differences


@dataclass(frozen=True)
class _Spec(PipelineOptions):
    spec: str = ""

    def ours(self) -> str:
        return self.spec


def _with(program: CorpusProgram, *options: str) -> CorpusProgram:
    return CorpusProgram(
        program.name,
        program.text,
        (*program.options, *options),
        program.expected,
    )


_SIGNATURE = re.compile(r"func\.func (?:private )?@([\w.$]+)\(([^)]*)\)")


def _names(program: CorpusProgram) -> dict[str, list[str]]:
    """Each function's argument names, from the text where xDSL does not
    read the program (MLIR's run is judged all the same)."""
    try:
        return program.argument_names()
    except SanitizerInputError:
        return {
            name: re.findall(r"(%\w+)\s*:", arguments)
            for name, arguments in _SIGNATURE.findall(program.text)
        }


def executions(
    upstream: UpstreamFile, program: CorpusProgram
) -> tuple[Execution, Execution]:
    """MLIR's and our bufferizations of `program` (with the passes of its
    file's RUN line), freed by our deallocation and run for every input."""
    return _mlir(upstream, program), _ours(upstream, program)


def _mlir(upstream: UpstreamFile, program: CorpusProgram) -> Execution:
    try:
        bufferized = mlir_opt_output(
            program.text,
            *(f"--{name}" for name in upstream.before),
            program.mlir_pass(),
            *(f"--{name}" for name in upstream.after),
        )
    except RuntimeError as error:
        return Execution(error=str(error))
    return execute_bufferized(bufferized, _names(program))


def _ours(upstream: UpstreamFile, program: CorpusProgram) -> Execution:
    bufferized = run_our_pipeline(
        program.text, _Spec(spec=_ours_spec(upstream, program))
    )
    if bufferized.status is not Status.ACCEPTED:
        return Execution(error=f"{bufferized.status.value}: {bufferized.message}")
    return execute_bufferized(bufferized.output, _names(program))


def _ours_spec(upstream: UpstreamFile, program: CorpusProgram) -> str:
    return ",".join((*upstream.before, program.our_pass(), *upstream.after))


def _analysis(
    upstream: UpstreamFile, program: CorpusProgram
) -> tuple[str | None, str | None, str]:
    """MLIR's and our `test-analysis-only` outputs (None where one side
    fails), and the failure.  Both analyse the same input: where the RUN
    line has passes before One-Shot Bufferize, MLIR's output of them (its
    greedy driver folds on the way, so their outputs may differ; the values
    judge both pipelines)."""
    analysed = (
        program
        if "test-analysis-only" in " ".join(program.options)
        else _with(program, "test-analysis-only")
    )
    try:
        text = program.text
        if upstream.before:
            text = mlir_opt_output(text, *(f"--{name}" for name in upstream.before))
        theirs = mlir_opt_output(text, analysed.mlir_pass())
    except RuntimeError as error:
        return None, None, f"MLIR's analysis failed: {error}"
    ours = _our_analysis(text, analysed.our_pass())
    if ours.status is not Status.ACCEPTED:
        message = _first_line(ours.message)
        return theirs, None, f"our analysis {ours.status.value}: {message}"
    return theirs, ours.output, ""


def _our_analysis(text: str, spec: str) -> PipelineRun:
    """Our pass on `text`; ops of no dialect are read as unregistered ops
    where the program has some, as `xdsl-opt --allow-unregistered-dialect`
    and `mlir-opt-22 --allow-unregistered-dialect` (which MLIR's side gets
    for them) read them."""
    if UNREGISTERED_IN_MLIR not in text:
        return run_our_pipeline(text, _Spec(spec=spec))
    context = pipeline_context()
    context.allow_unregistered = True
    try:
        module = Parser(context, text).parse_module()
        PassPipeline.parse_spec(Universe.get_multiverse().all_passes, spec).apply(
            context, module
        )
        module.verify()
    except DiagnosticException as error:
        return PipelineRun(Status.REJECTED, message=str(error))
    return PipelineRun(Status.ACCEPTED, output=str(module))


def _first_line(message: str) -> str:
    lines = [line for line in message.strip().splitlines() if line.strip()]
    return lines[-1] if lines else ""


@cache
def check(upstream: UpstreamFile, program: CorpusProgram) -> UpstreamResult:
    differences: list[str] = []
    mlir_error = header(program, "MLIR-ERROR")
    if mlir_error:
        try:
            mlir_opt_output(
                program.text,
                *(f"--{name}" for name in upstream.before),
                program.mlir_pass(),
            )
            differences.append("MLIR accepts it")
        except RuntimeError as error:
            if mlir_error not in str(error):
                differences.append(f"MLIR fails otherwise: {error}")
        ours = run_our_pipeline(program.text, _Spec(spec=_ours_spec(upstream, program)))
        if ours.status is Status.ACCEPTED:
            differences.append("ours accepts it")
        elif ours.status is Status.CRASHED:
            differences.append(f"ours crashes: {_first_line(ours.message)}")
        return UpstreamResult(
            program, diagnostics=not differences, differences=differences
        )
    options = " ".join(program.options)
    decisions: bool | None = None
    better = 0
    if "copy-before-write" not in options:
        theirs, ours_text, failure = _analysis(upstream, program)
        if failure:
            differences.append(failure)
            decisions = False
        else:
            assert theirs is not None and ours_text is not None
            compared = compare_decisions(
                in_place_decisions(ours_text), in_place_decisions(theirs)
            )
            decisions = not compared.ops_differ and compared.worse == 0
            better = compared.better
            if not decisions:
                differences.append(
                    f"decisions: {compared.worse} worse than MLIR's"
                    + (", other ops annotated" if compared.ops_differ else "")
                )
    if "test-analysis-only" in options:
        return UpstreamResult(
            program, decisions=decisions, better=better, differences=differences
        )
    mlir = _mlir(upstream, program)
    ours = _ours(upstream, program)
    outcomes = {outcome.text for outcome in mlir.outcomes}
    expected_seen = mlir.ok and all(line in outcomes for line in program.expected)
    if not mlir.ok:
        differences.append(f"MLIR: {mlir.error}")
    elif not mlir.clean:
        differences.append("MLIR's bufferization runs with findings")
    if not ours.ok:
        differences.append(f"ours: {_first_line(ours.error)}")
    elif not ours.clean:
        differences.append("ours runs with sanitizer findings")
    values = mlir.ok and ours.ok and mlir.outcomes == ours.outcomes
    if mlir.ok and ours.ok and not values:
        differences.append("other values than MLIR's")
    return UpstreamResult(
        program,
        values=values,
        decisions=decisions,
        runs=len(ours.outcomes) if values else 0,
        better=better,
        expected_seen=expected_seen,
        differences=differences,
    )


def _count(results: list[UpstreamResult], what: str) -> str:
    judged = [getattr(r, what) for r in results if getattr(r, what) is not None]
    return f"{sum(judged)} / {len(judged)}"


def table(corpus: Path) -> str:
    """The markdown table of docs/one-shot-bufferize.md, then each
    difference with its reason, and the chunks without a program yet."""
    by_file: dict[UpstreamFile, list[UpstreamResult]] = {f: [] for f in UPSTREAM_FILES}
    for upstream, program in upstream_programs(corpus):
        by_file[upstream].append(check(upstream, program))
    lines = [
        "| upstream file | chunks in scope (left out) | programs | runs "
        "| values agree | decisions agree | diagnostics agree | differences |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for upstream, results in by_file.items():
        lines.append(
            f"| `{upstream.path}` | {len(upstream.chunks)} ({upstream.out_of_scope}) "
            f"| {len(results)} | {sum(r.runs for r in results)} "
            f"| {_count(results, 'values')} | {_count(results, 'decisions')} "
            f"| {_count(results, 'diagnostics')} "
            f"| {sum(not r.agrees for r in results)} |"
        )
    lines.append("")
    for results in by_file.values():
        for result in results:
            if not result.agrees:
                reason = KNOWN_DIFFERENCES.get(result.program.name, "not known")
                found = "; ".join(result.differences)
                if len(found) > 160:
                    found = found[:157] + "..."
                lines.append(f"- `{result.program.name}`: {reason} (seen: {found})")
            elif result.better:
                lines.append(
                    f"- `{result.program.name}`: ours keeps {result.better} "
                    "operand(s) in place where MLIR copies"
                )
    for upstream, results in by_file.items():
        covered = {result.program.name.split("/")[1] for result in results}
        missing = [chunk for chunk in upstream.chunks if chunk not in covered]
        if missing:
            names = ", ".join(f"`{chunk}`" for chunk in missing)
            lines.append(f"- no program yet for {names} of `{upstream.path}`")
    return "\n".join(lines)
