"""The frontend corpus: torch-mlir's lowering of ONNX's backend test cases.

Each case is NAME.mlir, a linalg-on-tensors module with one public function
`@NAME`, and NAME.json, the function's inputs and ONNX's expected outputs
(`scripts/frontend_corpus.py` makes both).  A case goes through two flows:

* ours: `xdsl-opt -p 'one-shot-bufferize{bufferize-function-boundaries=true},
  buffer-deallocation-pipeline'`, in process (`our_flow`);
* MLIR 22's: `mlir-opt-22 --one-shot-bufferize=bufferize-function-boundaries
  --buffer-deallocation-pipeline` (`mlir_flow`).

Each output is checked by mlir-opt-22 (`mlir_tools.mlir_opt_rejection`),
its `memref.alloc` and `memref.copy` ops counted (`buffer_counts`), and run
(`execute`): a `@frontend_main` copies the inputs from constant globals
into fresh buffers, calls the model, prints each result through
`runtime.c` and frees it (the caller's duty under the function
boundary ABI).  mlir-opt-22 lowers the harness to LLVM, mlir-runner-22
runs it; with `valgrind`, the object code mlir-runner-22 compiled is linked
into an executable that runs again under valgrind (the JIT itself under
valgrind costs some 20 seconds a model).  `compare_values` checks the
printed values against ONNX's.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import shutil
import subprocess
import tempfile
import traceback
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from xdsl.passes import PassPipeline
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException

from xdsl_dealloc.sanitizer import SanitizerInputError, parse_module
from xdsl_dealloc.testing.deallocation.differential import HELPER_PREFIX
from xdsl_dealloc.testing.mlir_tools import (
    MLIR_OPT,
    MLIR_RUNNER,
    TIMEOUT_SECONDS,
    mlir_opt_rejection,
    run_mlir_opt,
    run_mlir_runner,
)
from xdsl_dealloc.testing.pipelines import diagnostic_key, pipeline_context

OUR_PIPELINE = (
    "one-shot-bufferize{bufferize-function-boundaries=true},"
    "buffer-deallocation-pipeline"
)
MLIR_PIPELINE = (
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--buffer-deallocation-pipeline",
)
TO_LLVM = (
    "--convert-linalg-to-loops",
    "--convert-complex-to-standard",
    "--convert-bufferization-to-memref",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--arith-expand",
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-func-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-complex-to-llvm",
    "--convert-index-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
)
RELATIVE_TOLERANCE = 1e-4
ABSOLUTE_TOLERANCE = 1e-7
"""ONNX's default absolute tolerance for its test cases."""
NARROW_FLOAT_TOLERANCE = {"f16": 4e-3, "bf16": 3e-2}
"""Four units in the last place: ONNX's reference computes in f32 and
rounds once, the model rounds at each step."""
RUNTIME = Path(__file__).with_name("runtime.c")
VALGRIND = (
    "valgrind",
    "-q",
    "--error-exitcode=99",
    "--leak-check=full",
    "--errors-for-leak-kinds=definite,indirect,possible",
)


@dataclass(frozen=True)
class Tensor:
    dtype: str
    """numpy's name: float32, int64, bool, ..."""
    shape: tuple[int, ...]
    values: tuple[str | int, ...]
    """Row-major; floats as decimal text (or nan, inf, -inf)."""

    @staticmethod
    def from_json(data: dict[str, object]) -> Tensor:
        shape = data["shape"]
        values = data["values"]
        assert isinstance(shape, list) and isinstance(values, list)
        return Tensor(str(data["dtype"]), tuple(shape), tuple(values))


@dataclass(frozen=True)
class FrontendCase:
    name: str
    text: str
    inputs: tuple[Tensor, ...]
    outputs: tuple[Tensor, ...]

    @staticmethod
    def load(path: Path) -> FrontendCase:
        """NAME.mlir and its NAME.json."""
        data = json.loads(path.with_suffix(".json").read_text())
        return FrontendCase(
            path.stem,
            path.read_text(),
            tuple(Tensor.from_json(t) for t in data["inputs"]),
            tuple(Tensor.from_json(t) for t in data["outputs"]),
        )


@dataclass(frozen=True)
class FlowRun:
    """One pipeline on one module: its output, or the stage that stopped it
    and the failure's class and message."""

    output: str | None = None
    stage: str = ""
    """`parse`, `bufferize` (the pipeline's diagnostic), `crash`."""
    failure: str = ""
    message: str = ""

    @property
    def parsed(self) -> bool:
        return self.stage != "parse"


def _first_line(message: str) -> str:
    lines = [line for line in message.strip().splitlines() if line.strip()]
    return lines[0].strip() if lines else "no message"


def failure_class(message: str) -> str:
    """A message's first line without locations, value names or numbers,
    so that modules failing alike share it."""
    line = _first_line(message)
    if "error:" in line:
        line = line.split("error:", 1)[1]
    line = re.sub(r"^[^\s:]*:\d+:\d+:?\s*", "", line.strip())
    line = re.sub(r' at loc\("[^"]*":\d+:\d+\)', "", line)
    line = re.sub(r"^<in _>:\s*", "", diagnostic_key(line))
    return re.sub(r"\b\d+\b", "N", line).strip()


def _with_cause(error: BaseException) -> str:
    """The error's message; one that ends in a colon (xDSL's "operand ...
    does not verify:") with the first line of its innermost cause."""
    message = str(error).strip()
    cause = error.__cause__
    while cause is not None and cause.__cause__ is not None:
        cause = cause.__cause__
    if message.endswith(":") and cause is not None:
        message = f"{message} {_first_line(str(cause))}"
    return message


def our_flow(text: str) -> FlowRun:
    """Our pipeline in process; the output verified and printed."""
    try:
        module = parse_module(text)
    except SanitizerInputError as error:
        message = _with_cause(error)
        return FlowRun(stage="parse", failure=failure_class(message), message=message)
    except Exception as error:  # a traceback of xDSL's parser is a finding too
        return FlowRun(
            stage="parse",
            failure=f"{type(error).__name__} in the parser",
            message=traceback.format_exc(),
        )
    pipeline = PassPipeline.parse_spec(
        Universe.get_multiverse().all_passes, OUR_PIPELINE
    )
    try:
        pipeline.apply(pipeline_context(), module)
        module.verify()
    except DiagnosticException as error:
        return FlowRun(
            stage="bufferize", failure=failure_class(str(error)), message=str(error)
        )
    except Exception as error:  # the pipeline must not crash: report it
        return FlowRun(
            stage="crash",
            failure=f"{type(error).__name__}: {failure_class(str(error))}",
            message=traceback.format_exc(),
        )
    return FlowRun(output=str(module))


def mlir_flow(text: str) -> FlowRun:
    """MLIR 22's own pipeline."""
    try:
        completed = run_mlir_opt(text, *MLIR_PIPELINE)
    except subprocess.TimeoutExpired:
        return FlowRun(stage="crash", failure="timeout", message="timeout")
    if completed.returncode == 0:
        return FlowRun(output=completed.stdout)
    stage = "crash" if completed.returncode < 0 else "bufferize"
    if mlir_opt_rejection(text) is not None:
        stage = "parse"
    return FlowRun(
        stage=stage,
        failure=failure_class(completed.stderr),
        message=completed.stderr,
    )


def buffer_counts(output: str) -> tuple[int, int]:
    """The `memref.alloc` and `memref.copy` ops of printed memref IR, outside
    the functions the deallocation lowering adds."""
    allocations = copies = 0
    in_helper = False
    for line in output.splitlines():
        stripped = line.strip()
        if stripped.startswith("func.func"):
            in_helper = f"@{HELPER_PREFIX}" in stripped
        if in_helper:
            continue
        allocations += "memref.alloc(" in stripped
        copies += stripped.startswith("memref.copy ")
    return allocations, copies


# --- execution ---------------------------------------------------------


class ExecutionError(Exception):
    """The harness could not be built, lowered or run; the message says why."""


class UnsupportedCase(ExecutionError):
    """The harness cannot pass the case's inputs or print its results
    (element types such as f8E4M3FN or i4, which the runtime does not print)."""


_ELEMENT_TYPES = {
    "float16": "f16",
    "bfloat16": "bf16",
    "float32": "f32",
    "float64": "f64",
    "bool": "i1",
    **{
        f"{sign}int{width}": f"i{width}"
        for sign in ("", "u")
        for width in (8, 16, 32, 64)
    },
}
_FLOAT_BITS = {
    "f16": ("0x7E00", "0x7C00", "0xFC00"),
    "bf16": ("0x7FC0", "0x7F80", "0xFF80"),
    "f32": ("0x7FC00000", "0x7F800000", "0xFF800000"),
    "f64": ("0x7FF8000000000000", "0x7FF0000000000000", "0xFFF0000000000000"),
}
"""NaN, infinity and minus infinity of each float type, as MLIR spells
them in dense literals."""


def _split_top_level(text: str) -> list[str]:
    """`text` split at the commas outside brackets."""
    parts: list[str] = []
    depth = 0
    current = ""
    for character in text:
        if character in "<([{":
            depth += 1
        elif character in ">)]}":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current.strip())
    return parts


def _closing_parenthesis(text: str, opening: int) -> int:
    """The position of the `)` that closes the `(` at `opening`."""
    depth = 0
    for position in range(opening, len(text)):
        depth += {"(": 1, ")": -1}.get(text[position], 0)
        if depth == 0:
            return position
    raise ExecutionError("unbalanced parentheses in a function signature")


def signature(output: str, function: str) -> tuple[list[str], list[str]]:
    """The argument and result types of `@function` in printed IR."""
    start = output.find(f"func.func @{function}(")
    if start < 0:
        raise ExecutionError(f"no function @{function} in the output")
    opening = start + len(f"func.func @{function}")
    closing = _closing_parenthesis(output, opening)
    arguments = [
        part.split(":", 1)[1].strip()
        for part in _split_top_level(output[opening + 1 : closing])
    ]
    rest = output[closing + 1 :].lstrip()
    if not rest.startswith("->"):
        return arguments, []
    rest = rest[2:].lstrip()
    if rest.startswith("("):
        results = _split_top_level(rest[1 : _closing_parenthesis(rest, 0)])
    else:
        results = [rest.split(" {", 1)[0].split(" attributes", 1)[0].strip()]
    return arguments, [result.split(" {", 1)[0] for result in results]


def _element_type(memref_type: str) -> str:
    match = re.match(r"memref<(?:[\d?]+x)*([a-z]+\d*)", memref_type)
    if match is None:
        raise ExecutionError(f"not a memref type: {memref_type}")
    return match.group(1)


def _literal(value: str | int, element: str) -> str:
    if element == "i1":
        return "true" if value else "false"
    if element.startswith("i"):
        width = int(element[1:])
        number = int(value)
        return str(number - (1 << width) if number >= 1 << (width - 1) else number)
    number = float(value)
    nan, infinity, minus_infinity = _FLOAT_BITS[element]
    if math.isnan(number):
        return nan
    if math.isinf(number):
        return infinity if number > 0 else minus_infinity
    text = str(value)
    if "." not in text:
        mantissa, _, exponent = text.partition("e")
        text = f"{mantissa}.0" + (f"e{exponent}" if exponent else "")
    return text


def _dense(tensor: Tensor, element: str) -> str:
    literals = [_literal(value, element) for value in tensor.values]

    def nest(shape: tuple[int, ...], start: int) -> tuple[str, int]:
        if not shape:
            return literals[start], start + 1
        parts: list[str] = []
        for _ in range(shape[0]):
            part, start = nest(shape[1:], start)
            parts.append(part)
        return f"[{', '.join(parts)}]", start

    return f"dense<{nest(tensor.shape, 0)[0]}>"


def _static_type(tensor: Tensor, element: str) -> str:
    return f"memref<{''.join(f'{size}x' for size in tensor.shape)}{element}>"


def harness(output: str, case: FrontendCase) -> str:
    """`output` (a flow's result) with globals holding the inputs and a
    `@frontend_main` that calls `@NAME` on copies of them, prints each
    result and frees it."""
    arguments, results = signature(output, case.name)
    if len(arguments) != len(case.inputs):
        raise ExecutionError(
            f"@{case.name} takes {len(arguments)} arguments, "
            f"the test case has {len(case.inputs)} inputs"
        )
    if len(results) != len(case.outputs):
        raise ExecutionError(
            f"@{case.name} returns {len(results)} results, "
            f"the test case expects {len(case.outputs)}"
        )
    declarations: list[str] = []
    body: list[str] = []
    operands: list[str] = []
    for index, (tensor, type_) in enumerate(zip(case.inputs, arguments, strict=True)):
        element = _element_type(type_)
        if tensor.dtype not in _ELEMENT_TYPES:
            raise UnsupportedCase(f"input {index} is {tensor.dtype}")
        if _ELEMENT_TYPES[tensor.dtype] != element:
            raise ExecutionError(
                f"input {index} is {tensor.dtype}, the argument {type_}"
            )
        static = _static_type(tensor, element)
        value = "uninitialized" if not tensor.values else _dense(tensor, element)
        declarations.append(
            f'  memref.global "private" constant @frontend_input_{index} : '
            f"{static} = {value}"
        )
        body += [
            f"    %global{index} = memref.get_global @frontend_input_{index} : {static}",
            f"    %input{index} = memref.alloc() : {static}",
            f"    memref.copy %global{index}, %input{index} : {static} to {static}",
        ]
        operand = f"%input{index}"
        if static != type_:
            operand = f"%argument{index}"
            body.append(
                f"    {operand} = memref.cast %input{index} : {static} to {type_}"
            )
        operands.append(operand)
    names = [f"%result{index}" for index in range(len(results))]
    call = f"func.call @{case.name}({', '.join(operands)}) : ({', '.join(arguments)}) -> ({', '.join(results)})"
    body.append(f"    {', '.join(names)} = {call}" if names else f"    {call}")
    printers: set[str] = set()
    for name, type_ in zip(names, results, strict=True):
        element = _element_type(type_)
        if element not in _FLOAT_BITS and not re.fullmatch(r"i(1|8|16|32|64)", element):
            raise UnsupportedCase(f"cannot print a result of type {type_}")
        printers.add(element)
        body += [
            f"    {name}_unranked = memref.cast {name} : {type_} to memref<*x{element}>",
            f"    func.call @frontend_print_{element}({name}_unranked) : (memref<*x{element}>) -> ()",
            f"    memref.dealloc {name} : {type_}",
        ]
    for index, tensor in enumerate(case.inputs):
        element = _element_type(arguments[index])
        body.append(
            f"    memref.dealloc %input{index} : {_static_type(tensor, element)}"
        )
    for element in sorted(printers):
        declarations.append(
            f"  func.func private @frontend_print_{element}(memref<*x{element}>) "
            "attributes {llvm.emit_c_interface}"
        )
    main = ["  func.func @frontend_main() {", *body, "    func.return", "  }"]
    closing = output.rstrip().rfind("}")
    return "\n".join([output[:closing], *declarations, *main, output[closing:]])


@cache
def _runtime_directory() -> Path:
    """The runtime, built once per process: a shared library for
    mlir-runner-22 and an object with `main` for the executable."""
    digest = hashlib.sha256(RUNTIME.read_bytes()).hexdigest()[:12]
    directory = Path(tempfile.gettempdir()) / f"xdsl-dealloc-frontend-{digest}"
    if not (directory / "runtime.o").exists():
        directory.mkdir(parents=True, exist_ok=True)
        for arguments in (
            ("-shared", "-fPIC", "-o", str(directory / "libfrontend_runtime.so")),
            ("-DFRONTEND_EXECUTABLE", "-c", "-o", str(directory / "runtime.o.tmp")),
        ):
            subprocess.run(
                ["gcc", "-O1", *arguments, str(RUNTIME)],
                check=True,
                capture_output=True,
            )
        (directory / "runtime.o.tmp").rename(directory / "runtime.o")
    return directory


def execution_tools_missing() -> str | None:
    """Why models cannot run here, or None when they can."""
    for tool in (MLIR_OPT, MLIR_RUNNER, "gcc", "valgrind"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    return None


@dataclass(frozen=True)
class Execution:
    results: list[tuple[tuple[int, ...], list[str]]]
    """Each result's shape and printed values."""
    valgrind: str | None
    """valgrind's report (None: not run under valgrind; empty: clean)."""


def _run(command: list[str]) -> subprocess.CompletedProcess[str]:
    """gcc or valgrind."""
    try:
        return subprocess.run(
            command,
            capture_output=True,
            text=True,
            timeout=TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired as error:
        raise ExecutionError(f"{command[0]} timed out") from error


def _printed_results(stdout: str) -> list[tuple[tuple[int, ...], list[str]]]:
    results: list[tuple[tuple[int, ...], list[str]]] = []
    for line in stdout.splitlines():
        match = re.match(r"result \[([\d ]*)\](.*)", line)
        if match:
            shape = tuple(int(size) for size in match.group(1).split())
            results.append((shape, match.group(2).split()))
    return results


def execute(output: str, case: FrontendCase, valgrind: bool = False) -> Execution:
    """Runs `@NAME` of a flow's output on the case's inputs."""
    try:
        lowered = run_mlir_opt(harness(output, case), *TO_LLVM)
    except subprocess.TimeoutExpired as error:
        raise ExecutionError(f"{MLIR_OPT} timed out") from error
    if lowered.returncode != 0:
        raise ExecutionError(f"lowering to LLVM failed: {_first_line(lowered.stderr)}")
    runtime = _runtime_directory()
    with tempfile.TemporaryDirectory() as scratch:
        object_file = Path(scratch) / "model.o"
        arguments = [
            "-e",
            "frontend_main",
            "-entry-point-result=void",
            # valgrind knows no AVX-512 (the host's f16 and bf16 conversions)
            "--mattr=-avx512f",
            f"-shared-libs={runtime / 'libfrontend_runtime.so'}",
        ]
        if valgrind:
            arguments += ["--dump-object-file", f"--object-filename={object_file}"]
        try:
            run = run_mlir_runner(lowered.stdout, *arguments)
        except subprocess.TimeoutExpired as error:
            raise ExecutionError(f"{MLIR_RUNNER} timed out") from error
        if run.returncode != 0:
            raise ExecutionError(
                f"{MLIR_RUNNER} exited with {run.returncode}: {_first_line(run.stderr)}"
            )
        results = _printed_results(run.stdout)
        if not valgrind:
            return Execution(results, None)
        executable = Path(scratch) / "model"
        linked = _run(
            [
                "gcc",
                "-no-pie",
                "-o",
                str(executable),
                str(object_file),
                str(runtime / "runtime.o"),
                "-lm",
            ]
        )
        if linked.returncode != 0:
            raise ExecutionError(f"linking failed: {_first_line(linked.stderr)}")
        checked = _run([*VALGRIND, str(executable)])
        report = (
            ""
            if checked.returncode == 0
            else checked.stderr.strip() or f"exit {checked.returncode}"
        )
        # values read out of bounds may differ between the runs: valgrind says why
        if _printed_results(checked.stdout) != results and not report:
            raise ExecutionError(
                f"the executable printed other values than {MLIR_RUNNER}"
            )
        return Execution(results, report)


def _tolerance(element: str) -> float:
    return max(RELATIVE_TOLERANCE, NARROW_FLOAT_TOLERANCE.get(element, 0.0))


def compare_values(case: FrontendCase, execution: Execution) -> str | None:
    """Where the printed results differ from ONNX's expected outputs (None:
    they agree): floats within the relative tolerance (NaN equal to NaN,
    infinities exact), integers and booleans exactly (as unsigned if the
    expected type is)."""
    if len(execution.results) != len(case.outputs):
        return f"{len(execution.results)} results printed, {len(case.outputs)} expected"
    for index, (expected, (shape, values)) in enumerate(
        zip(case.outputs, execution.results, strict=True)
    ):
        if shape != expected.shape:
            return f"result {index} has shape {list(shape)}, expected {list(expected.shape)}"
        element = _ELEMENT_TYPES.get(expected.dtype, "")
        for position, (got, want) in enumerate(
            zip(values, expected.values, strict=True)
        ):
            if element.startswith("i"):
                width = int(element[1:])
                same = (int(got) - int(want)) % (1 << width) == 0 or (
                    element == "i1" and int(got) == int(want)
                )
            else:
                actual, wanted = float(got), float(want)
                same = (
                    (math.isnan(actual) and math.isnan(wanted))
                    or actual == wanted
                    or abs(actual - wanted)
                    <= _tolerance(element) * abs(wanted) + ABSOLUTE_TOLERANCE
                )
            if not same:
                return f"result {index}[{position}] is {got}, expected {want}"
    return None
