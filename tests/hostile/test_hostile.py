"""Hostile and unusual inputs for `xdsl-opt -p buffer-deallocation-pipeline`.

Each case is an input file of `inputs/` (or a module generated here) with an
expected outcome:

- `DIAGNOSTIC`: an xDSL diagnostic (`DiagnosticException`, `ParseError`)
  that locates the problem (`file:line:col`, or the op marked or printed),
  and the module unchanged;
- `CLEAN`: output that `mlir-opt-22` accepts and the sanitizer finds clean;
- `Findings(kinds)`: output that `mlir-opt-22` accepts, in which the
  sanitizer finds exactly the input's own errors (an endless loop, a stack
  buffer used after its scope);
- `Unexecutable(why)`: output that `mlir-opt-22` accepts, but that the
  sanitizer cannot run (no body, tensors, ...): it says why in one line.

Never a Python exception of another kind, never a hang: each case runs in a
forked child (`run_case.outcome_of`, the code of `xdsl-opt`) with a timeout.
Cases that end in a traceback, a hang or a half-rewritten module are `xfail(strict=True)`,
with what goes wrong; `note` says where MLIR 22 behaves differently.
"""

from __future__ import annotations

import json
import multiprocessing
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.hostile.run_case import STEPS, outcome_of
from tests.markers import needs_mlir
from tests.test_pass_options import BAD_VALUES
from xdsl_dealloc.testing.mlir_tools import mlir_opt_rejection, mlir_tools_missing

INPUTS = Path(__file__).parent / "inputs"
EXAMPLE = Path(__file__).parents[2] / "examples" / "deallocation.mlir"
PIPELINE = "buffer-deallocation-pipeline"
XDSL_OPT = shutil.which("xdsl-opt")


@dataclass(frozen=True)
class Findings:
    kinds: tuple[str, ...]


@dataclass(frozen=True)
class Unexecutable:
    why: str
    """A part of the sanitizer's one-line reason."""


DIAGNOSTIC = "diagnostic"
CLEAN = "clean"
Expected = str | Findings | Unexecutable


@dataclass(frozen=True)
class Case:
    name: str
    expected: Expected
    pipeline: str = PIPELINE
    unregistered: bool = False
    note: str = ""
    """Why this outcome, and where MLIR 22 differs."""
    broken: str = ""
    """What goes wrong today (the case is xfail) until it is fixed."""

    @property
    def arguments(self) -> list[str]:
        flags = ["--allow-unregistered-dialect"] if self.unregistered else []
        return [str(INPUTS / f"{self.name}.mlir"), "-p", self.pipeline, *flags]


UNREGISTERED_RUNS_NOT = Unexecutable("unsupported op builtin.unregistered")
"""Deallocated output around an unregistered op, which the sanitizer cannot
execute."""

CASES = [
    # Malformed IR: the parser or the verifier stops before any pass.
    Case("malformed_unclosed_region", DIAGNOSTIC),
    Case("malformed_unclosed_type", DIAGNOSTIC),
    Case("malformed_undefined_value", DIAGNOSTIC),
    Case("malformed_missing_dynamic_size", DIAGNOSTIC),
    Case(
        "malformed_wrong_yield_type",
        DIAGNOSTIC,
        note="an scf.if yielding memref<4xf32> for a memref<2xf32> result: "
        "rejected with MLIR 22's message",
    ),
    Case(
        "empty",
        DIAGNOSTIC,
        note="MLIR 22 prints an empty module; xDSL's parser rejects an empty file",
    ),
    # Ops the passes know nothing about.
    Case(
        "unknown_op_without_memrefs",
        UNREGISTERED_RUNS_NOT,
        unregistered=True,
        note="MLIR 22 rejects ops with unknown memory side effects; no memref "
        "reaches this one, so ours deallocates around it",
    ),
    Case(
        "unknown_op_with_memref_operand",
        DIAGNOSTIC,
        unregistered=True,
        note="MLIR 22 rejects it too (unknown memory side effects)",
    ),
    Case(
        "unknown_op_returning_memref",
        UNREGISTERED_RUNS_NOT,
        unregistered=True,
        note="MLIR 22 rejects it (unknown memory side effects); ours takes "
        "the result as an operand or a fresh buffer, as MLIR's main branch",
    ),
    Case(
        "unknown_region_op_without_memrefs",
        DIAGNOSTIC,
        unregistered=True,
        note="MLIR 22 rejects it too: the unregistered terminator has unknown effects",
    ),
    Case(
        "unknown_region_op_with_memrefs",
        DIAGNOSTIC,
        unregistered=True,
        note="MLIR 22 rejects it too (unknown memory side effects)",
    ),
    Case(
        "region_op_without_interface",
        Unexecutable("unsupported type tensor<4xf32> of argument #0"),
        note="linalg.generic has no RegionBranchOpInterface, but no memref "
        "enters or leaves its region: accepted, as MLIR 22 does",
    ),
    Case(
        "scf_while_unregistered_condition",
        UNREGISTERED_RUNS_NOT,
        unregistered=True,
        note="MLIR 22 knows test.side_effect_op; here it is unregistered",
    ),
    Case(
        "cf_loop_unregistered_condition",
        UNREGISTERED_RUNS_NOT,
        unregistered=True,
        note="MLIR 22 rejects unstructured loops",
    ),
    Case("affine_for", CLEAN),
    Case("semi_affine_map", CLEAN),
    Case("malformed_index_cmp_predicate", DIAGNOSTIC),
    Case(
        "ml_program_global_without_value",
        DIAGNOSTIC,
        pipeline="one-shot-bufferize{bufferize-function-boundaries=true}",
        note="MLIR 22 fails half-way through the module with the same message",
    ),
    Case(
        "ml_program_seed",
        CLEAN,
        pipeline=f"one-shot-bufferize{{bufferize-function-boundaries=true}},{PIPELINE}",
    ),
    Case(
        "malformed_semi_affine_divisor",
        DIAGNOSTIC,
        note="MLIR 22 rejects it with the same message",
    ),
    Case(
        "shape_assuming",
        DIAGNOSTIC,
        note="MLIR 22 accepts it; xDSL has no shape dialect, so it does not parse",
    ),
    # Existing deallocations.
    Case(
        "existing_deallocation",
        CLEAN,
        note="MLIR 22 rejects it; ours leaves the freed buffer to the program",
    ),
    Case(
        "existing_deallocation_removed",
        CLEAN,
        pipeline="ownership-based-buffer-deallocation{remove-existing-deallocations},"
        "canonicalize,buffer-deallocation-simplification,"
        "bufferization-lower-deallocations",
    ),
    # Calls.
    Case("recursion", CLEAN),
    Case("mutual_recursion", CLEAN),
    Case(
        "private_dynamic_ownership_recursion",
        CLEAN,
        pipeline=f"{PIPELINE}{{private-function-dynamic-ownership}}",
    ),
    Case(
        "call_declaration_returning_memref",
        Unexecutable("@make is a declaration without a body"),
    ),
    Case(
        "call_indirect",
        CLEAN,
        note="a call of an unknown function, as in MLIR 22",
    ),
    Case("unranked_from_call", CLEAN),
    Case("unranked_block_arguments", CLEAN),
    # Types.
    Case(
        "memref_of_memrefs",
        Unexecutable("unsupported memref element type memref<4xf32>"),
    ),
    Case(
        "tensors_mixed_with_memrefs",
        DIAGNOSTIC,
        note="the returned tensor is a buffer freed on return; MLIR 22 frees "
        "it and returns a tensor of freed memory",
    ),
    Case("subview_returned", CLEAN),
    Case("select_of_allocations", CLEAN),
    Case("global_returned", CLEAN),
    Case("argument_returned", CLEAN),
    Case("same_buffer_returned_twice", CLEAN),
    Case("realloc_in_loop", CLEAN),
    Case(
        "clone_to_other_type",
        CLEAN,
        pipeline="canonicalize",
        note="the clone's source is returned through a memref.cast, as MLIR 22 does",
    ),
    # Stack buffers.
    Case("stack_buffer_returned", CLEAN, note="the returned alloca is cloned"),
    Case(
        "stack_buffer_escaping_loop",
        Findings(("use-after-scope",)),
        note="the input yields an alloca out of its loop iteration, which ends "
        "its scope",
    ),
    Case("alloca_scope_result", CLEAN),
    # Control flow.
    Case("irreducible_control_flow", CLEAN, note="MLIR 22 rejects cf loops"),
    Case("unreachable_block", CLEAN),
    Case("cf_switch", CLEAN, note="MLIR 22 rejects cf.switch"),
    Case("index_switch", CLEAN),
    Case("execute_region_blocks", CLEAN),
    Case(
        "infinite_scf_loop",
        CLEAN,
        note="canonicalize erases the side-effect-free endless loop, as MLIR 22's",
    ),
    Case(
        "infinite_cf_loop",
        Findings(("budget-exceeded",)),
        note="the input loops forever when %c is true",
    ),
    Case("no_memrefs", CLEAN),
]


def _run_in_child(arguments: list[str], max_steps: int, connection: Any) -> None:
    connection.send(outcome_of(arguments, max_steps))


def run_isolated(
    arguments: list[str], timeout: float, max_steps: int = STEPS
) -> dict[str, Any]:
    """`outcome_of(arguments)` in a forked child (no start-up cost: the
    dialects are loaded already), killed after `timeout` seconds."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_run_in_child, args=(arguments, max_steps, sender))
    child.start()
    try:
        if not receiver.poll(timeout):
            pytest.fail(f"no outcome after {timeout} s: a hang")
        return receiver.recv()
    finally:
        child.kill()
        child.join()


def run_in_fresh_process(arguments: list[str], timeout: float) -> dict[str, Any]:
    """`outcome_of(arguments)` in a new Python process: for the deepest input,
    which needs all of Python's stack (a forked child starts inside pytest's)."""
    completed = subprocess.run(
        [sys.executable, "-m", "tests.hostile.run_case", *arguments],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=Path(__file__).parents[2],
    )
    assert completed.stderr == ""
    return json.loads(completed.stdout)


LOCATED = re.compile(r"\S+:\d+:\d+|\^\^\^|\A'[\w.]+' op .*\n  \S")


def check_outcome(
    result: dict[str, Any], expected: Expected, unregistered: bool
) -> None:
    outcome = result["outcome"]
    assert outcome != "crash", (
        f"{result['type']}: {result['message']} at {result['where']}"
    )
    if expected == DIAGNOSTIC:
        assert outcome == "diagnostic", "expected a diagnostic, got output"
        assert LOCATED.search(result["message"]), result["message"]
        assert result["unchanged"], "the failing pass changed the module"
        return
    assert outcome == "output", f"expected output, got: {result['message']}"
    if mlir_tools_missing() is None:
        flags = ["--allow-unregistered-dialect"] if unregistered else []
        assert mlir_opt_rejection(result["output"], *flags) is None
    if expected == CLEAN:
        assert result["sanitizer"] == "clean", result
    elif isinstance(expected, Findings):
        assert result["sanitizer"] == "findings"
        assert tuple(result["kinds"]) == expected.kinds
    else:
        assert isinstance(expected, Unexecutable)
        assert result["sanitizer"] == "cannot check"
        assert expected.why in result["why"]


def _parameters(case: Case) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=case.broken)] if case.broken else []
    return pytest.param(case, id=case.name, marks=marks)


def test_every_input_has_a_case():
    assert {case.name for case in CASES} == {p.stem for p in INPUTS.glob("*.mlir")}


@needs_mlir
@pytest.mark.parametrize(
    "case",
    [case for case in CASES if not case.name.startswith("malformed_")],
    ids=lambda case: case.name,
)
def test_well_formed_inputs_are_mlir(case: Case):
    """Every input but the malformed ones is MLIR that mlir-opt-22 reads."""
    flags = ["--allow-unregistered-dialect"] if case.unregistered else []
    text = (INPUTS / f"{case.name}.mlir").read_text()
    assert mlir_opt_rejection(text, *flags) is None


@pytest.mark.parametrize("case", [_parameters(case) for case in CASES])
def test_hostile_input(case: Case):
    result = run_isolated(case.arguments, timeout=60)
    check_outcome(result, case.expected, case.unregistered)


# --- generated at test time -------------------------------------------------------

PARSER_DEPTH = 130
"""Nested scf.if levels: under Python's default recursion limit `xdsl-opt`
(and the runner) reads 136, as many as plain xDSL reads of this program with
xDSL's form of `memref.copy`, and fails with a RecursionError in xDSL's
parser from 137; 130 leaves a margin."""


def nested_ifs(depth: int) -> str:
    """Each level allocates a copy of the outer buffer, under `%c`."""
    lines = [
        "func.func @nested(%c: i1) -> f32 {",
        "  %c0 = arith.constant 0 : index",
        "  %a = memref.alloc() : memref<2xf32>",
    ]
    for level in range(depth):
        lines += [
            "scf.if %c {",
            f"%b{level} = memref.alloc() : memref<2xf32>",
            f"memref.copy %a, %b{level} : memref<2xf32> to memref<2xf32>",
        ]
    lines += ["}"] * depth
    lines += ["  %x = memref.load %a[%c0] : memref<2xf32>", "  return %x : f32", "}"]
    return "\n".join(lines) + "\n"


def long_function(ops: int) -> str:
    """One block of `ops` ops: buffers filled, read and summed."""
    count = (ops - 4) // 4
    lines = [
        "func.func @long() -> f32 {",
        "  %c0 = arith.constant 0 : index",
        "  %x0 = arith.constant 1.0 : f32",
    ]
    for i in range(count):
        lines += [
            f"  %a{i} = memref.alloc() : memref<2xf32>",
            f"  memref.store %x{i}, %a{i}[%c0] : memref<2xf32>",
            f"  %l{i} = memref.load %a{i}[%c0] : memref<2xf32>",
            f"  %x{i + 1} = arith.addf %l{i}, %x{i} : f32",
        ]
    lines += [f"  return %x{count} : f32", "}"]
    return "\n".join(lines) + "\n"


def many_functions(count: int) -> str:
    """Each copies one fresh buffer into another and returns the copy."""
    return "".join(
        f"func.func @f{i}() -> memref<2xf32> {{\n"
        "  %a = memref.alloc() : memref<2xf32>\n"
        "  %b = memref.alloc() : memref<2xf32>\n"
        "  memref.copy %a, %b : memref<2xf32> to memref<2xf32>\n"
        "  return %b : memref<2xf32>\n"
        "}\n"
        for i in range(count)
    )


@dataclass(frozen=True)
class GeneratedCase:
    name: str
    text: str
    pipeline: str
    timeout: float
    broken: str = ""


GENERATED = [
    GeneratedCase(
        "function_of_20000_ops_deallocated",
        long_function(20_000),
        "ownership-based-buffer-deallocation",
        60,
    ),
    GeneratedCase(
        "function_of_20000_ops_pipeline",
        long_function(20_000),
        PIPELINE,
        60,
    ),
    GeneratedCase("5000_functions", many_functions(5000), PIPELINE, 60),
]


@pytest.mark.parametrize(
    "case",
    [
        pytest.param(
            case,
            id=case.name,
            marks=[pytest.mark.xfail(strict=True, reason=case.broken)]
            if case.broken
            else [],
        )
        for case in GENERATED
    ],
)
def test_generated_input(case: GeneratedCase, tmp_path: Path):
    path = tmp_path / f"{case.name}.mlir"
    path.write_text(case.text)
    result = run_isolated(
        [str(path), "-p", case.pipeline], case.timeout, max_steps=100_000
    )
    check_outcome(result, CLEAN, unregistered=False)


def test_nesting_as_deep_as_the_parser_reads(tmp_path: Path):
    path = tmp_path / "nested.mlir"
    path.write_text(nested_ifs(PARSER_DEPTH))
    result = run_in_fresh_process([str(path), "-p", PIPELINE], timeout=60)
    check_outcome(result, CLEAN, unregistered=False)


# --- every pass option with a bad value, through xdsl-opt itself ----------------


@pytest.mark.skipif(XDSL_OPT is None, reason="package not installed")
@pytest.mark.parametrize(
    ("name", "option", "value", "takes"),
    [pytest.param(*row, id=f"{row[0]}{{{row[1]}={row[2]}}}") for row in BAD_VALUES],
)
def test_bad_pass_option(name: str, option: str, value: str, takes: str):
    assert XDSL_OPT is not None
    result = subprocess.run(
        [XDSL_OPT, "-p", f"{name}{{{option}={value}}}", str(EXAMPLE)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    assert result.stdout == ""
    shown = value.strip('"')
    assert result.stderr == f"{name}: option {option} {takes}, not '{shown}'\n"
