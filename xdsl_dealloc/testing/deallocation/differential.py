"""Our deallocation pipeline next to MLIR 22's, on the same program.

`compare_program(text)` runs `buffer-deallocation-pipeline` (in process) and
`mlir-opt-22 --buffer-deallocation-pipeline`, both reading and printing MLIR's
custom form, then checks each output: does `mlir-opt-22` accept it, what
does the memory sanitizer find when running it, and how many alias checks,
helper calls, deallocations and clones does it contain (`StaticCounts`) and
execute (the sanitizer's `Counters`).

`check_program(text)` is the property generated programs must have: our
pipeline accepts the program, its output verifies, parses again, is accepted
by `mlir-opt-22` and runs clean under the sanitizer; and the pipeline run
again on that output (a re-entrant run) does the same (`check_second_run`).  It returns a `Failure`
(None when all holds), whose `signature` tells whether a smaller program
still fails the same way (see `shrinking`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith, func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from xdsl_dealloc.sanitizer import (
    Counters,
    FindingKind,
    SanitizerInputError,
    SanitizerReport,
    check_module,
    parse_module,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection, run_mlir_opt
from xdsl_dealloc.testing.pipelines import (
    DEFAULT_OPTIONS,
    INVALID_OUTPUT,
    Failure,
    PipelineOptions,
    PipelineRun,
    Status,
    crash_key,
    diagnostic_key,
    run_our_pipeline,
)

HELPER_PREFIX = "dealloc_helper"
"""The library function of the generic `bufferization.dealloc` lowering."""


KNOWN_BUGS: dict[str, str] = {}
"""Generator constructs (`program_generator.CONSTRUCTS`) our pipeline mishandles:
the tests and scripts leave them out by default so that they keep finding
other bugs.  Each has an xfail regression test; remove the entry with the fix."""


MLIR_CRASH_ATTEMPTS = 3
"""How often a crashing run of MLIR's pipeline is tried: MLIR 22's ownership
pass crashes on some programs only now and then (one run in about 60 on
the corpus's `result_live_across_branch.mlir`), as memory is laid out."""


def run_mlir_pipeline(
    text: str, options: PipelineOptions = DEFAULT_OPTIONS
) -> PipelineRun:
    """MLIR's pipeline on `text`; a crash is reported only if every one of
    `MLIR_CRASH_ATTEMPTS` runs crashes."""
    result = run_mlir_opt(text, options.mlir())
    for _ in range(MLIR_CRASH_ATTEMPTS - 1):
        if result.returncode >= 0:
            break
        result = run_mlir_opt(text, options.mlir())
    if result.returncode == 0:
        return PipelineRun(Status.ACCEPTED, output=result.stdout)
    status = Status.CRASHED if result.returncode < 0 else Status.REJECTED
    return PipelineRun(status, message=result.stderr.strip())


@dataclass(frozen=True)
class StaticCounts:
    """What a pipeline's output contains, outside the dealloc helper function.

    - `alias_checks`: `arith.cmpi` of an `extract_aligned_pointer_as_index`
      result (the inline runtime alias checks of the dealloc lowering);
    - `helper_calls`: calls of the dealloc helper (each compares every pair of
      its arguments at run time);
    - `deallocations`: `memref.dealloc` and `bufferization.dealloc`;
    - `clones`: `bufferization.clone`;
    - `allocations`: `memref.alloc` (the lowering's temporary arrays too).
    """

    alias_checks: int = 0
    helper_calls: int = 0
    deallocations: int = 0
    clones: int = 0
    allocations: int = 0


def _outside_helpers(module: ModuleOp) -> list[Operation]:
    ops: list[Operation] = []
    for function in module.ops:
        if isinstance(function, func.FuncOp) and function.sym_name.data.startswith(
            HELPER_PREFIX
        ):
            continue
        ops.extend(function.walk())
    return ops


def static_counts(module: ModuleOp) -> StaticCounts:
    alias_checks = helper_calls = deallocations = clones = allocations = 0
    for op in _outside_helpers(module):
        if isinstance(op, arith.CmpiOp) and any(
            isinstance(operand.owner, Operation)
            and operand.owner.name == "memref.extract_aligned_pointer_as_index"
            for operand in op.operands
        ):
            alias_checks += 1
        elif isinstance(op, func.CallOp) and op.callee.string_value().startswith(
            HELPER_PREFIX
        ):
            helper_calls += 1
        elif op.name in ("memref.dealloc", "bufferization.dealloc"):
            deallocations += 1
        elif op.name == "bufferization.clone":
            clones += 1
        elif op.name == "memref.alloc":
            allocations += 1
    return StaticCounts(alias_checks, helper_calls, deallocations, clones, allocations)


@dataclass(frozen=True)
class OutputCheck:
    """One pipeline's run on a program, and what its output does."""

    run: PipelineRun
    mlir_rejection: str | None = None
    """mlir-opt-22's error on the output, None if it accepts it."""
    unparsable: str | None = None
    """Why xDSL or the sanitizer cannot take the output, None if it can."""
    report: SanitizerReport | None = None
    static: StaticCounts | None = None

    @property
    def accepted(self) -> bool:
        return self.run.status is Status.ACCEPTED

    @property
    def checked(self) -> bool:
        """The output was run under the sanitizer."""
        return self.report is not None

    @property
    def clean(self) -> bool:
        return self.report is not None and self.report.clean

    @property
    def counters(self) -> Counters | None:
        return None if self.report is None else self.report.counters

    @property
    def finding_kinds(self) -> tuple[FindingKind, ...]:
        if self.report is None:
            return ()
        return tuple(sorted({f.kind for f in self.report.findings}, key=str))


def check_output(run: PipelineRun, filename: str) -> OutputCheck:
    """mlir-opt-22's verdict, the sanitizer's report and the static counts."""
    if run.status is not Status.ACCEPTED:
        return OutputCheck(run)
    rejection = mlir_opt_rejection(run.output)
    try:
        module = parse_module(run.output, filename)
        report = check_module(module, filename=filename)
    except SanitizerInputError as error:
        return OutputCheck(run, rejection, unparsable=str(error))
    return OutputCheck(run, rejection, None, report, static_counts(module))


@dataclass(frozen=True)
class Comparison:
    name: str
    ours: OutputCheck
    mlir: OutputCheck
    options: PipelineOptions = DEFAULT_OPTIONS


def compare_program(
    text: str, name: str = "<input>", options: PipelineOptions = DEFAULT_OPTIONS
) -> Comparison:
    """Both pipelines on `text`, both outputs checked."""
    ours = check_output(run_our_pipeline(text, options), f"{name} (ours)")
    mlir = check_output(run_mlir_pipeline(text, options), f"{name} (mlir)")
    return Comparison(name, ours, mlir, options)


def check_program(
    text: str, options: PipelineOptions = DEFAULT_OPTIONS
) -> Failure | None:
    """The property every generated program must have (None: it holds)."""
    run = run_our_pipeline(text, options)
    if run.status is Status.REJECTED:
        return Failure("rejected", (diagnostic_key(run.message),), run.message)
    if run.status is Status.CRASHED and run.message.startswith(INVALID_OUTPUT):
        return Failure("invalid output", (diagnostic_key(run.message),), run.message)
    if run.status is Status.CRASHED:
        return Failure("crashed", (crash_key(run.message),), run.message)
    check = check_output(run, "<ours>")
    if check.mlir_rejection is not None:
        return Failure(
            "mlir-opt rejects the output",
            (diagnostic_key(check.mlir_rejection),),
            f"{check.mlir_rejection}\n{run.output}",
        )
    if check.unparsable is not None or check.report is None:
        reason = check.unparsable or "no report"
        return Failure("unparsable output", (diagnostic_key(reason),), reason)
    if not check.report.clean:
        return Failure(
            "sanitizer findings",
            tuple(kind.value for kind in check.finding_kinds),
            check.report.format(),
        )
    return check_second_run(run.output, options)


def runtime_checks(text: str) -> int:
    """The ops of the printed `text` that decide at run time whether to free
    or copy a buffer: pointer comparisons, guarded frees or copies (the
    program's own comparisons and ifs count too, the same in both runs)."""
    return sum(
        text.count(name)
        for name in ("arith.cmpi", "memref.extract_aligned_pointer_as_index", "scf.if")
    )


def check_second_run(
    output: str,
    options: PipelineOptions = DEFAULT_OPTIONS,
    count_checks: bool = False,
) -> Failure | None:
    """The pipeline run again on its own output (a re-entrant run) must
    accept it and give a program that runs clean and is accepted by
    mlir-opt-22; with `count_checks`, also with no more runtime checks
    (not yet so for about one generated program in a hundred: see
    docs/ownership-based-deallocation.md)."""
    again = run_our_pipeline(output, options)
    if again.status is not Status.ACCEPTED:
        return Failure(
            "second run fails",
            (diagnostic_key(again.message) or crash_key(again.message),),
            again.message,
        )
    check = check_output(again, "<ours, second run>")
    if check.mlir_rejection is not None:
        return Failure(
            "mlir-opt rejects the second run's output",
            (diagnostic_key(check.mlir_rejection),),
            f"{check.mlir_rejection}\n{again.output}",
        )
    if check.report is None or not check.report.clean:
        detail = check.unparsable or (check.report and check.report.format()) or ""
        return Failure(
            "second run: sanitizer findings",
            tuple(kind.value for kind in check.finding_kinds) or ("unparsable",),
            detail,
        )
    before, after = runtime_checks(output), runtime_checks(again.output)
    if count_checks and after > before:
        return Failure(
            "second run adds runtime checks",
            ("more runtime checks",),
            f"{before} -> {after}:\n{again.output}",
        )
    return None


INPUT_UNDEFINED_BEHAVIOUR = frozenset(
    {
        FindingKind.DOUBLE_FREE,
        FindingKind.INVALID_FREE,
        FindingKind.USE_AFTER_FREE,
        FindingKind.USE_AFTER_SCOPE,
        FindingKind.OUT_OF_BOUNDS,
        FindingKind.INVALID_SIZE,
        FindingKind.ASSERTION_FAILED,
        FindingKind.DEALLOC_OF_VIEW,
    }
)


def input_undefined_behaviour(text: str) -> list[str]:
    """Memory errors of the program itself, before deallocation.

    Leaks are expected (nothing is freed yet), and so are buffers returned
    against the function boundary ABI (the pipeline clones them); any other
    finding means the program is not a valid input, so a finding in the
    pipeline's output would not be the pipeline's fault.
    """
    try:
        report = check_module(text)
    except SanitizerInputError as error:
        return [f"cannot check the input: {error}"]
    return [
        str(finding)
        for finding in report.findings
        if finding.kind in INPUT_UNDEFINED_BEHAVIOUR
        and finding.op_name != "func.return"
    ]
