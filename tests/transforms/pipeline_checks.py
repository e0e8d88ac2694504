"""Shared checks of programs run through `buffer-deallocation-pipeline`: the
sanitizer's verdict, the values a program computes before and after, MLIR
22's acceptance of the output, and the runtime checks it has compared with
MLIR 22's own pipeline output."""

from __future__ import annotations

from xdsl.dialects.builtin import ModuleOp

from xdsl_dealloc.sanitizer import (
    RunReport,
    SanitizerReport,
    check_module,
    parse_module,
)
from xdsl_dealloc.sanitizer.memory import MemRefValue
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)


def deallocated(program: str, dynamic: bool = False, runs: int = 1) -> ModuleOp:
    """`program` after our `buffer-deallocation-pipeline` (with
    `private-function-dynamic-ownership` if `dynamic`), run `runs` times,
    each run on the printed output of the one before (a re-entrant run)."""
    module = parse_module(program)
    for run in range(runs):
        if run:
            module = parse_module(str(module))
        BufferDeallocationPipelinePass(
            private_function_dynamic_ownership=dynamic
        ).apply(pipeline_context(), module)
    return module


def values(run: RunReport) -> tuple:
    """What a run returned, each memref as the elements it holds."""
    return tuple(
        tuple(result.elements()) if isinstance(result, MemRefValue) else result
        for result in run.results
    )


def results_by_input(module: ModuleOp | str, function: str) -> dict[str, tuple]:
    """What `function` returns for each of the sanitizer's inputs, which must
    all run clean."""
    report = check_module(module, function)
    assert report.clean, report.format()
    return {run.inputs_text: values(run) for run in report.runs}


def program_values(module: ModuleOp | str, function: str) -> dict[str, tuple]:
    """What `function` of a program not yet deallocated computes for each of
    the sanitizer's inputs: the values its deallocated form must compute.
    Its memory findings (leaks, results sharing an argument's buffer) are
    what the pipeline fixes; a run stopped early computes nothing."""
    report = check_module(module, function)
    assert not any(run.aborted for run in report.runs), report.format()
    return {run.inputs_text: values(run) for run in report.runs}


def outcomes(report: SanitizerReport) -> dict[tuple[str, str], tuple]:
    """Per function and input: the results, and the elements of every memref
    argument after the call."""

    def outcome(run: RunReport) -> tuple:
        written = tuple(
            tuple(argument.elements())
            for argument in run.arguments
            if isinstance(argument, MemRefValue)
        )
        return values(run), written

    return {(run.function, run.inputs_text): outcome(run) for run in report.runs}


def assert_computes_as(output: ModuleOp | str, program: ModuleOp | str) -> None:
    """`output` runs clean, and each of its public functions computes for every
    input what it computes in `program` (which may leak)."""
    report = check_module(output)
    assert report.clean, report.format()
    assert outcomes(report) == outcomes(check_module(program))


def runtime_checks(text: str) -> int:
    """The ops of the printed `text` deciding at run time whether to free or
    copy a buffer: pointer comparisons, guarded frees or copies."""
    return sum(
        text.count(name)
        for name in ("arith.cmpi", "memref.extract_aligned_pointer_as_index", "scf.if")
    )
