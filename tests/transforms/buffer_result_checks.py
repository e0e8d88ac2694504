"""What the tests of the buffer-result and empty-tensor passes share
(`eliminate-empty-tensors`, `empty-tensor-to-alloc-tensor`,
`drop-equivalent-buffer-results`, `buffer-results-to-out-params`): their lit
test programs with the pass of each one's first RUN line, our pass and
MLIR 22's run on a text, and a program executed as the tests compare it
(tensor programs bufferized, ours by our `one-shot-bufferize`, MLIR's by
its own; then all freed by our `buffer-deallocation-pipeline` and run under
the sanitizer for every input)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType
from xdsl.passes import PassPipeline
from xdsl.universe import Universe

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization.corpus import (
    Execution,
    RunOutcome,
    argument_names,
    execute_bufferized,
    load_corpus,
)
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.pipelines import pipeline_context

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


def lit_programs() -> list[LitProgram]:
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


LIT_PROGRAMS = lit_programs()


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


def clean_outcomes(execution: Execution) -> tuple[RunOutcome, ...]:
    assert execution.ok, execution.error
    assert execution.report is not None
    assert execution.clean, execution.report.format()
    return execution.outcomes


def without_functions(text: str, *names: str) -> str:
    """`text` without the top-level functions `names` (written with their
    closing brace alone on a line)."""
    for name in names:
        text = re.sub(
            rf"^func\.func (private )?@{name}\(.*?^\}}\n", "", text, flags=re.S | re.M
        )
    return text


def lit_program(name: str) -> LitProgram:
    return next(p for p in LIT_PROGRAMS if p.name == name)
