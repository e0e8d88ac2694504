"""The buffer-result and empty-tensor passes judged by execution: `eliminate-empty-tensors`,
`empty-tensor-to-alloc-tensor`, `drop-equivalent-buffer-results` and
`buffer-results-to-out-params`.

Every lit test program of these passes (with the pass and options of its
first RUN line) runs before and after our pass, and after MLIR 22's: tensor
programs bufferized (ours by our `one-shot-bufferize`, MLIR's by its own),
then all freed by our `buffer-deallocation-pipeline` and run under the
sanitizer for every input.  Each run must be clean and compute what the
input computes; `mlir-opt-22` must accept our output; ours may not allocate
or copy more than MLIR's.  Where MLIR 22 is wrong, the tests say how.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType
from xdsl.passes import PassPipeline
from xdsl.transforms.empty_tensor_to_alloc_tensor import (
    EmptyTensorToAllocTensorPass as XdslEmptyTensorToAllocTensor,
)
from xdsl.universe import Universe

from tests.markers import needs_mlir
from xdsl_dealloc.pass_options import PassOptionError
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    Execution,
    RunOutcome,
    argument_names,
    execute_bufferized,
    load_corpus,
    run_mlir,
    run_ours,
)
from xdsl_dealloc.testing.bufferization.empty_tensor_elimination import (
    mlir_after,
    ours_after,
    reaches_elimination,
)
from xdsl_dealloc.testing.mlir_tools import (
    mlir_opt_output,
    mlir_opt_rejection,
    run_mlir_opt,
)
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.empty_tensor_to_alloc_tensor import (
    EmptyTensorToAllocTensorPass,
)

FILECHECK = Path(__file__).parent.parent / "filecheck" / "transforms"
CORPUS = load_corpus(Path(__file__).parent.parent / "one_shot_bufferize" / "corpus")
TENSOR_PASSES = ("eliminate-empty-tensors", "empty-tensor-to-alloc-tensor")
MEMREF_PASSES = ("drop-equivalent-buffer-results", "buffer-results-to-out-params")


@dataclass(frozen=True)
class LitProgram:
    name: str
    text: str
    spec: str
    """The pass and its options, as the first RUN line gives them."""

    @property
    def bufferized_first(self) -> bool:
        return self.spec.split("{")[0] in TENSOR_PASSES

    @property
    def bufferization(self) -> str:
        """The `one-shot-bufferize` (with options) of the test's RUN lines."""
        found = re.search(r"one-shot-bufferize(\{[^}]*\})?", self.text)
        return found.group(0) if found else "one-shot-bufferize"


def _lit_programs() -> list[LitProgram]:
    programs: list[LitProgram] = []
    for name in (*TENSOR_PASSES, *MEMREF_PASSES):
        for path in sorted((FILECHECK / name).glob("*.mlir")):
            if path.name in ("errors.mlir", "mlir-reference.mlir"):
                continue
            text = path.read_text()
            run = re.search(r"// RUN: xdsl-opt %s -p (?:'([^']*)'|(\S+))", text)
            assert run is not None, path
            # `mlir-forms` only switches the run to MLIR 22's forms.
            spec = (run.group(1) or run.group(2)).removeprefix("mlir-forms,")
            programs.append(LitProgram(f"{name}/{path.stem}", text, spec))
    return programs


LIT_PROGRAMS = _lit_programs()


def ours(text: str, spec: str) -> str:
    module = parse_module(text)
    PassPipeline.parse_spec(Universe.get_multiverse().all_passes, spec).apply(
        pipeline_context(), module
    )
    module.verify()
    return str(module)


def mlirs(text: str, spec: str) -> str:
    return mlir_opt_output(text, f"--pass-pipeline=builtin.module({spec})")


def execute(
    program: LitProgram, text: str, *, mlir: bool = False, names_from: str = ""
) -> Execution:
    """`text` (a program or a pass's output) bufferized if the pass works on
    tensors (by MLIR's pass if `mlir`), freed and run; arguments are named
    as in `names_from` (by default the program: MLIR renames them)."""
    if program.bufferized_first:
        bufferize = mlirs if mlir else ours
        text = bufferize(text, program.bufferization)
    names = argument_names(parse_module(names_from or program.text))
    return execute_bufferized(text, names)


def as_before(program: LitProgram, outcome: RunOutcome) -> RunOutcome:
    """An outcome of a function whose memref results became out-parameters
    (`modify-public-functions`), as the function computed it before: the
    out-parameters' contents back in the results."""
    if program.bufferized_first:
        return outcome  # a tensor pass changes no signature
    function = _function(program.text, outcome.function)
    outputs = function.function_type.outputs.data
    inputs = function.function_type.inputs.data
    kept_memrefs = sum(isinstance(t, MemRefType) for t in inputs)
    out_parameters = [contents for _, contents in outcome.written[kept_memrefs:]]
    if not out_parameters:
        return outcome
    scalars = iter(outcome.results)
    buffers = iter(out_parameters)
    results = tuple(
        next(buffers) if isinstance(t, MemRefType) else next(scalars) for t in outputs
    )
    return RunOutcome(
        outcome.function,
        outcome.inputs,
        results,
        outcome.written[:kept_memrefs],
    )


def _function(text: str, name: str) -> func.FuncOp:
    for op in parse_module(text).walk():
        if isinstance(op, func.FuncOp) and op.sym_name.data == name:
            return op
    raise KeyError(name)


def _clean_outcomes(execution: Execution) -> tuple[RunOutcome, ...]:
    assert execution.ok, execution.error
    assert execution.report is not None
    assert execution.clean, execution.report.format()
    return execution.outcomes


def test_every_pass_has_lit_programs():
    for name in (*TENSOR_PASSES, *MEMREF_PASSES):
        assert any(p.name.startswith(name + "/") for p in LIT_PROGRAMS), name


@pytest.mark.parametrize("program", LIT_PROGRAMS, ids=lambda p: p.name)
def test_output_computes_what_the_input_computes(program: LitProgram):
    before = _clean_outcomes(execute(program, program.text))
    after = _clean_outcomes(execute(program, ours(program.text, program.spec)))
    assert [as_before(program, outcome) for outcome in after] == list(before)


def without_functions(text: str, *names: str) -> str:
    """`text` without the top-level functions `names` (written with their
    closing brace alone on a line)."""
    for name in names:
        text = re.sub(
            rf"^func\.func (private )?@{name}\(.*?^\}}\n", "", text, flags=re.S | re.M
        )
    return text


def _lit_program(name: str) -> LitProgram:
    return next(p for p in LIT_PROGRAMS if p.name == name)


HOIST = _lit_program("buffer-results-to-out-params/hoist")
READ_AFTER_MATERIALIZE = _lit_program("eliminate-empty-tensors/read-after-materialize")
REFERENCED = _lit_program("drop-equivalent-buffer-results/referenced")
VIEWS = _lit_program("buffer-results-to-out-params/views")
MLIR_22_WRONG = (HOIST, READ_AFTER_MATERIALIZE, REFERENCED, VIEWS)
"""Where MLIR 22 crashes, computes other values, or prints invalid IR (the
tests below and the lit tests say which)."""
HOIST_WITHOUT_TWICE = LitProgram(
    "hoist-without-twice",
    without_functions(HOIST.text, "twice", "use_twice"),
    HOIST.spec,
)


@needs_mlir
@pytest.mark.parametrize("program", LIT_PROGRAMS, ids=lambda p: p.name)
def test_mlir_22_accepts_our_output(program: LitProgram):
    output = ours(program.text, program.spec)
    assert mlir_opt_rejection(output) is None


@needs_mlir
@pytest.mark.parametrize(
    "program", [p for p in LIT_PROGRAMS if p not in MLIR_22_WRONG], ids=lambda p: p.name
)
def test_same_values_as_mlir_22_with_no_more_buffers(program: LitProgram):
    output = ours(program.text, program.spec)
    theirs = execute(
        program, mlirs(program.text, program.spec), mlir=True, names_from=output
    )
    mine = execute(program, output, names_from=output)
    assert _clean_outcomes(mine) == _clean_outcomes(theirs)
    assert theirs.counts is not None and mine.counts is not None
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies


@needs_mlir
def test_mlir_22_crashes_on_an_allocation_returned_twice():
    crashed = run_mlir_opt(HOIST.text, f"--pass-pipeline=builtin.module({HOIST.spec})")
    assert crashed.returncode != 0
    assert "PLEASE submit a bug report" in crashed.stderr
    # Without that function MLIR 22 hoists the rest.
    mlirs(HOIST_WITHOUT_TWICE.text, HOIST.spec)


@needs_mlir
def test_mlir_22_hoists_what_changes_the_values():
    """MLIR 22 hoists the reallocation (the caller reads a buffer nobody
    wrote) and the allocation of a loop of blocks (each iteration then reads
    what it wrote): those functions compute other values than the input;
    ours computes the input's everywhere."""
    program = HOIST_WITHOUT_TWICE
    before = _clean_outcomes(execute(program, program.text))
    theirs = execute(program, mlirs(program.text, program.spec), mlir=True)
    mine = _clean_outcomes(execute(program, ours(program.text, program.spec)))
    assert mine == before
    assert theirs.ok, theirs.error
    wrong = {o.function for o in theirs.outcomes if o not in before}
    assert wrong == {"use_grow", "use_shift_in_loop"}
    grown = {o.inputs: o.results for o in theirs.outcomes if o.function == "use_grow"}
    assert grown == {"%c = false": ("0.0",), "%c = true": ("0.0",)}


def results_as_written(text: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """What each run of each public function returns, the program run as it
    is (no deallocation: its leaks are no concern here, its values are)."""
    return {
        (run.function, ", ".join(value for _, value in run.inputs)): tuple(
            map(str, run.results)
        )
        for run in check_module(text).runs
    }


@needs_mlir
def test_mlir_22_parts_views_of_one_buffer():
    """Results that are views of one allocation stay results in ours: run
    as written, its output computes what the input computes; in MLIR 22's,
    each caller's write through one out-parameter no longer shows in the
    other.  After our deallocation pipeline, which clones a result sharing
    a buffer it cannot prove owned (the function boundary ABI), only
    `@use_grid_and_row` still tells them apart."""
    program = VIEWS
    before = results_as_written(program.text)
    mine = results_as_written(ours(program.text, program.spec))
    theirs = results_as_written(mlirs(program.text, program.spec))
    assert mine == before
    assert {key[0] for key in before if before[key] != theirs[key]} == {
        "use_grid_and_row",
        "use_overlapping",
        "use_chosen",
    }
    assert before[("use_overlapping", "true")] == ("5.0",)
    assert theirs[("use_overlapping", "true")] == ("1.0",)
    freed_before = _clean_outcomes(execute(program, program.text))
    freed_theirs = _clean_outcomes(
        execute(program, mlirs(program.text, program.spec), mlir=True)
    )
    assert {o.function for o in freed_before if o not in freed_theirs} == {
        "use_grid_and_row"
    }


@needs_mlir
def test_mlir_22_eliminates_an_empty_tensor_read_after_it_is_overwritten():
    """MLIR 22 turns %whole into %out's tensor, so %zeros, read after the
    materialization into %out, reads what it wrote; and %e, so %f, read
    after a store into %out, reads the stored value.  Ours keeps both."""
    program = READ_AFTER_MATERIALIZE
    before = _clean_outcomes(execute(program, program.text))
    theirs = _clean_outcomes(
        execute(program, mlirs(program.text, program.spec), mlir=True)
    )
    mine = _clean_outcomes(execute(program, ours(program.text, program.spec)))
    assert mine == before

    def results(outcomes: tuple[RunOutcome, ...], function: str) -> set[str]:
        return {o.results[0] for o in outcomes if o.function == function}

    assert results(before, "destination_read_after") == {"0.0"}
    assert results(theirs, "destination_read_after") == {"1.0", "2.0"}
    assert results(before, "read_after_a_store") == {"1.0", "2.0"}
    assert results(theirs, "read_after_a_store") == {"9.0"}


@needs_mlir
@pytest.mark.parametrize(
    "program",
    [p for p in CORPUS if reaches_elimination(p)],
    ids=lambda p: p.name,
)
def test_corpus_with_empty_tensor_elimination_against_mlir_22(
    program: CorpusProgram,
):
    """`eliminate-empty-tensors,one-shot-bufferize` (the program's options)
    computes what MLIR 22's computes, the values the program expects, with
    no more allocations or copies."""
    if not run_ours(program).ok:
        pytest.skip("our one-shot-bufferize does not take it yet")
    mine = ours_after(program)
    theirs = mlir_after(program)
    assert _clean_outcomes(mine) == _clean_outcomes(theirs)
    assert set(program.expected) <= {outcome.text for outcome in mine.outcomes}
    assert mine.counts is not None and theirs.counts is not None
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies


MERGED_BLOCKS = (
    "cf_branch_tensors",
    "multiple_returns",
)
"""Programs whose two blocks branching to (or returning) one value MLIR
22's greedy driver merges into one with a tensor argument, which its
One-Shot Bufferize with function boundaries then rejects ("type mismatch
for bb argument")."""
MLIR_CANONICALIZES_WRONGLY = ("copy_to_other_element_type",)
"""Programs MLIR 22's canonicalization turns into invalid IR: it folds a
`tensor.extract` of a `linalg.copy` between element types to the value
before the conversion (an `f32` returned as `bf16`)."""
MLIR_FOLDS = {
    "fully_dynamic_results": "tensor.extract of tensor.insert",
    "linalg_self_copy": "tensor.extract of tensor.insert",
    "fill_in_loop": "tensor.from_elements of constants",
    "forall": "tensor.from_elements of constants",
    "forall[check-parallel-regions=false]": ("tensor.from_elements of constants"),
}
"""Programs with an op MLIR 22's greedy driver folds on the way (xDSL has
no such folder): an allocation goes with it (a `tensor.extract` of a
`tensor.insert` at the same index reads the inserted value; a
`from_elements` of constants becomes a constant, a global)."""


@needs_mlir
@pytest.mark.parametrize(
    "program",
    [p for p in CORPUS if "tensor.empty" in p.text],
    ids=lambda p: p.name,
)
def test_corpus_with_empty_tensor_to_alloc_tensor_against_mlir_22(
    program: CorpusProgram,
):
    """`empty-tensor-to-alloc-tensor` on each corpus program with a
    `tensor.empty`: ours gives MLIR 22's output once both are canonicalized
    by `mlir-opt-22` (MLIR's greedy driver applies every MLIR folder on the
    way and merges identical blocks); bufferized after it (ours by ours,
    MLIR's by MLIR's, the program's options), the values of the program's
    EXPECT lines, the same as MLIR's, with no more allocations or copies."""
    name = "empty-tensor-to-alloc-tensor"
    if program.name not in MERGED_BLOCKS + MLIR_CANONICALIZES_WRONGLY:
        assert mlir_opt_output(ours(program.text, name), "--canonicalize") == (
            mlir_opt_output(program.text, f"--{name}", "--canonicalize")
        )
    mine = ours_after(program, name)
    assert set(program.expected) <= {o.text for o in _clean_outcomes(mine)}
    theirs = mlir_after(program, name)
    if program.name in MERGED_BLOCKS:
        assert "type mismatch for bb argument" in theirs.error
        return
    assert _clean_outcomes(mine) == _clean_outcomes(theirs)
    assert mine.counts is not None and theirs.counts is not None
    if program.name in MLIR_FOLDS:  # MLIR's One-Shot Bufferize alone: ours
        assert run_mlir(program).counts == mine.counts
        return
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies


def test_xdsl_empty_tensor_to_alloc_tensor_differs_from_mlir_22():
    """Why ours replaces xDSL's pass: xDSL's loses the location and turns
    a dead `tensor.empty` into an allocation."""
    text = """
func.func @f(%n: index) -> tensor<?xf32> {
  %dead = tensor.empty() : tensor<4xf32>
  %e = tensor.empty(%n) : tensor<?xf32> loc("input.mlir":3:8)
  return %e : tensor<?xf32>
}
"""
    xdsl_module, our_module = parse_module(text), parse_module(text)
    XdslEmptyTensorToAllocTensor().apply(pipeline_context(), xdsl_module)
    EmptyTensorToAllocTensorPass().apply(pipeline_context(), our_module)
    xdsl_allocations = [
        op for op in xdsl_module.walk() if op.name.endswith("alloc_tensor")
    ]
    our_allocations = [
        op for op in our_module.walk() if op.name.endswith("alloc_tensor")
    ]
    assert len(xdsl_allocations) == 2
    assert str(xdsl_allocations[1].location) == "loc(unknown)"
    assert len(our_allocations) == 1
    assert str(our_allocations[0].location) == 'loc("input.mlir":3:8)'
    # Under the pass's name: xDSL's, or ours in a run with MLIR 22's forms
    # (as here: the tests run registered).
    registered = Universe.get_multiverse().all_passes["empty-tensor-to-alloc-tensor"]
    chosen = parse_module(text)
    registered()().apply(pipeline_context(), chosen)
    assert str(chosen) == str(our_module)


def test_empty_tensor_to_alloc_tensor_checks_its_options():
    passes = Universe.get_multiverse().all_passes
    with pytest.raises(PassOptionError, match="it takes no options"):
        PassPipeline.parse_spec(passes, "empty-tensor-to-alloc-tensor{all=true}")


FUNCTION_RESULT_SPECS = (
    "drop-equivalent-buffer-results",
    "buffer-results-to-out-params",
    "buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs}",
    "buffer-results-to-out-params{modify-public-functions add-result-attr}",
)


BOUNDARIES = "bufferize-function-boundaries=true"


def _with_function_boundaries(program: CorpusProgram) -> CorpusProgram:
    options = tuple(o for o in program.options if not o.startswith(BOUNDARIES[:-5]))
    return replace(program, options=(*options, BOUNDARIES))


CORPUS_PROGRAMS = {program.name: program for program in CORPUS}


@cache
def _bufferized_with_function_boundaries(name: str) -> str | None:
    """The corpus program after our `one-shot-bufferize` with function
    boundaries (and its other options), if a function of it then returns a
    memref: the programs the buffer-result passes see in a tensor-to-memref
    pipeline."""
    program = _with_function_boundaries(CORPUS_PROGRAMS[name])
    bufferized = ours(program.text, program.our_pass())
    if not any(
        isinstance(op, func.FuncOp)
        and any(isinstance(t, MemRefType) for t in op.function_type.outputs.data)
        for op in parse_module(bufferized).walk()
    ):
        return None
    return bufferized


REACHING = [
    name for name in CORPUS_PROGRAMS if _bufferized_with_function_boundaries(name)
]


def test_corpus_reaches_the_function_result_passes():
    assert len(REACHING) >= 10, REACHING


@needs_mlir
@pytest.mark.parametrize("spec", FUNCTION_RESULT_SPECS)
@pytest.mark.parametrize("name", REACHING)
def test_corpus_across_functions_against_mlir_22(name: str, spec: str):
    """Each corpus program bufferized by our `one-shot-bufferize` with
    function boundaries that returns a memref from a function, then through
    our pass and MLIR 22's: the same output once printed by `mlir-opt-22`,
    the same values as before the pass, no more allocations or copies."""
    bufferized = _bufferized_with_function_boundaries(name)
    assert bufferized is not None
    memref_program = LitProgram(name, bufferized, spec)
    output = ours(bufferized, spec)
    mlir_output = mlirs(bufferized, spec)
    assert mlir_opt_output(output) == mlir_output  # the same program, printed
    before = _clean_outcomes(execute(memref_program, bufferized))
    mine = execute(memref_program, output, names_from=output)
    theirs = execute(memref_program, mlir_output, mlir=True, names_from=output)
    assert _clean_outcomes(mine) == _clean_outcomes(theirs)
    assert [as_before(memref_program, o) for o in mine.outcomes] == list(before)
    assert mine.counts is not None and theirs.counts is not None
    assert mine.counts.allocations <= theirs.counts.allocations
    assert mine.counts.copies <= theirs.counts.copies
