"""Running our passes in process, and naming what went wrong.

* `run_our_pipeline(text, options)`: parses, runs a pipeline (by default
  `buffer-deallocation-pipeline`, `PipelineOptions`), verifies and prints,
  as a `PipelineRun` (accepted, rejected with a diagnostic, or crashed);
* `pipeline_context()`: a context with every dialect, this plugin's too;
* `Failure`, `crash_key`, `diagnostic_key`: a failure and the keys that
  tell whether a smaller program still fails the same way (`shrinking`).
"""

from __future__ import annotations

import re
import traceback
from dataclasses import dataclass
from enum import Enum
from functools import cache

from xdsl.context import Context
from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc import register
from xdsl_dealloc.sanitizer import SanitizerInputError, parse_module


@dataclass(frozen=True)
class PipelineOptions:
    """The options both pipelines get."""

    private_function_dynamic_ownership: bool = False

    def ours(self) -> str:
        """Our pipeline, as an xdsl-opt `-p` spec."""
        if self.private_function_dynamic_ownership:
            return (
                "buffer-deallocation-pipeline{private-function-dynamic-ownership=true}"
            )
        return "buffer-deallocation-pipeline"

    def mlir(self) -> str:
        """MLIR's pipeline, as an mlir-opt flag."""
        if self.private_function_dynamic_ownership:
            return (
                "--buffer-deallocation-pipeline=private-function-dynamic-ownership=true"
            )
        return "--buffer-deallocation-pipeline"


DEFAULT_OPTIONS = PipelineOptions()


class Status(Enum):
    ACCEPTED = "accepted"
    REJECTED = "rejected"
    """A diagnostic: the pipeline does not handle the program."""
    CRASHED = "crashed"
    """Anything else: an exception (ours) or a signal (mlir-opt)."""


@dataclass(frozen=True)
class PipelineRun:
    status: Status
    output: str = ""
    """The transformed module in custom form, when accepted."""
    message: str = ""
    """The diagnostic or traceback, when not."""


INVALID_OUTPUT = "the output does not verify"
"""How a crashed run whose output does not verify begins its message."""


@cache
def pipeline_context() -> Context:
    """A context with every dialect of the xDSL multiverse (this plugin's too,
    registered)."""
    register()
    context = Context()
    for name, loader in Universe.get_multiverse().all_dialects.items():
        context.register_dialect(name, loader)
    return context


def run_our_pipeline(
    text: str, options: PipelineOptions = DEFAULT_OPTIONS
) -> PipelineRun:
    """Parses, transforms and verifies in process; prints the result."""
    try:
        module = parse_module(text)
    except SanitizerInputError as error:
        return PipelineRun(Status.REJECTED, message=f"invalid input: {error}")
    pipeline = PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, options.ours()
    )
    try:
        pipeline.apply(pipeline_context(), module)
    except DiagnosticException as error:
        return PipelineRun(Status.REJECTED, message=str(error))
    except Exception:  # the pipeline must not crash: report whatever it raised
        return PipelineRun(Status.CRASHED, message=traceback.format_exc())
    try:
        module.verify()
    except DiagnosticException as error:
        return PipelineRun(Status.CRASHED, message=f"{INVALID_OUTPUT}: {error}")
    return PipelineRun(Status.ACCEPTED, output=str(module))


@dataclass(frozen=True)
class Failure:
    """Why our pipeline's output of a program is wrong."""

    stage: str
    """`rejected`, `crashed`, `invalid output`, `mlir-opt rejects the output`,
    `unparsable output` or `sanitizer findings`."""
    keys: tuple[str, ...]
    """What identifies the failure: finding kinds, exception type, error text."""
    detail: str

    def persists_in(self, other: Failure | None) -> bool:
        """`other` (a smaller program's failure) is the same failure."""
        return (
            other is not None
            and other.stage == self.stage
            and bool(set(self.keys) & set(other.keys))
        )

    def __str__(self) -> str:
        return f"{self.stage} ({', '.join(self.keys)}):\n{self.detail}"


def crash_key(message: str) -> str:
    """The exception type of a traceback's last line."""
    lines = message.strip().splitlines()
    return lines[-1].split(":", 1)[0] if lines else "crash"


def diagnostic_key(message: str) -> str:
    """A diagnostic without locations, op text and names, to compare failures."""
    first = message.strip().splitlines()[0] if message.strip() else ""
    first = re.sub(r"<[^>]*>:\d+:\d+:\s*", "", first)
    first = first.split(" at loc(")[0].split(" in function @")[0]
    return re.sub(r"[%@^][\w.$-]+", "_", first)
