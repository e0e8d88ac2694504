"""One-Shot Bufferize against MLIR 22's: the in-place decisions, the
allocations and copies, and what the bufferized programs compute.

* `our_bufferization(text, options)`: our `one-shot-bufferize` (options as
  MLIR spells them, space separated), the module or the diagnostic.
* `mlir_bufferization(text, options)`: `mlir-opt-22 --one-shot-bufferize`.
* `in_place_decisions(text)`: the `__inplace_operands_attr__` arrays of a
  `test-analysis-only` output, in op order (both print ops in input order).
* `compare_decisions(ours, theirs)`: per tensor operand, the same decision,
  in place where MLIR copies (better), or a copy where MLIR is in place
  (worse).
* `comparison_row(name, program, options)`: a row of the table of
  docs/one-shot-bufferize.md (`scripts/compare_bufferization.py` prints it).
* `run_deallocated(text)`: our `buffer-deallocation-pipeline` on memref
  IR, then the sanitizer on every public function for all its inputs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.universe import Universe

from xdsl_dealloc.sanitizer import SanitizerReport, check_module, parse_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.pipelines import pipeline_context

_DECISIONS = re.compile(r"__inplace_operands_attr__ = \[([^\]]*)\]")


def our_bufferization(text: str, options: str = "", *, then: str = "") -> ModuleOp:
    """`text` after our `one-shot-bufferize{options}` (and the passes of
    `then`, a pipeline specification); raises the pass's diagnostic."""
    module = parse_module(text)
    specification = (
        f"one-shot-bufferize{{{options}}}" if options else "one-shot-bufferize"
    )
    if then:
        specification += f",{then}"
    pipeline = PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, specification
    )
    pipeline.apply(pipeline_context(), module)
    module.verify()
    return module


def mlir_bufferization(text: str, options: str = "") -> str:
    """`mlir-opt-22 --one-shot-bufferize="options"`'s output; raises
    `MlirToolError` with its diagnostics if it fails."""
    argument = "--one-shot-bufferize"
    if options:
        argument += f"={options}"
    return mlir_opt_output(text, argument)


def in_place_decisions(text: str) -> list[list[str]]:
    """Each `__inplace_operands_attr__` of `text`, in order, as its marks."""
    return [
        [mark.strip().strip('"') for mark in found.split(",") if mark.strip()]
        for found in _DECISIONS.findall(text)
    ]


@dataclass(frozen=True)
class DecisionComparison:
    """Tensor operands decided alike, better (in place where MLIR copies)
    and worse (copied where MLIR is in place)."""

    same: int
    better: int
    worse: int
    ops_differ: bool
    """The two outputs annotate different numbers of ops or operands."""

    @property
    def total(self) -> int:
        return self.same + self.better + self.worse


def compare_decisions(
    ours: list[list[str]], theirs: list[list[str]]
) -> DecisionComparison:
    same = better = worse = 0
    differ = len(ours) != len(theirs)
    for our_marks, their_marks in zip(ours, theirs, strict=False):
        differ = differ or len(our_marks) != len(their_marks)
        for our, their in zip(our_marks, their_marks, strict=False):
            if our == their:
                same += our != "none"
            elif our == "true" and their == "false":
                better += 1
            else:
                worse += 1
    return DecisionComparison(same, better, worse, differ)


def comparison_row(name: str, program: str, options: str) -> str:
    """A markdown row: the decisions compared with MLIR's, and both sides'
    allocations and copies."""
    analysis_only = f"{options} test-analysis-only".strip()
    decisions = compare_decisions(
        in_place_decisions(str(our_bufferization(program, analysis_only))),
        in_place_decisions(mlir_bufferization(program, analysis_only)),
    )
    ours = allocations_and_copies(str(our_bufferization(program, options)))
    theirs = allocations_and_copies(mlir_bufferization(program, options))
    return (
        f"| `{name}` | {options or '(default)'} | {decisions.same} | "
        f"{decisions.better} | {decisions.worse} | {ours[0]} / {ours[1]} | "
        f"{theirs[0]} / {theirs[1]} |"
    )


def allocations_and_copies(text: str) -> tuple[int, int]:
    """The `memref.alloc` and `memref.copy` ops of printed memref IR."""
    return text.count("memref.alloc("), text.count("memref.copy ")


def results_by_input(
    report: SanitizerReport,
) -> dict[tuple[str, tuple[str, ...]], tuple[object, ...]]:
    """What each function returned for each input (argument values only:
    MLIR renames the arguments)."""
    return {
        (run.function, tuple(value for _, value in run.inputs)): run.results
        for run in report.runs
    }


def run_deallocated(text: str) -> SanitizerReport:
    """Our `buffer-deallocation-pipeline` on bufferized `text`, then the
    sanitizer on every public function."""
    module = parse_module(text)
    PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, "buffer-deallocation-pipeline"
    ).apply(pipeline_context(), module)
    return check_module(module)
