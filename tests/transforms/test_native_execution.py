"""The lowered test programs, compiled by MLIR 22 to LLVM and run natively.

Complements the sanitizer (an interpreter of our own) with the reference
toolchain: `memref.alloc`/`memref.dealloc` lower to counting wrappers around
`malloc`/`free` (`finalize-memref-to-llvm{use-generic-functions}`), `main`
calls every function for every combination of inputs, then prints the number
of live allocations, which must be 0.  A double free aborts in glibc.
"""

from __future__ import annotations

import itertools
import shutil
import subprocess
from pathlib import Path

import pytest
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import IndexType, IntegerType, ModuleOp
from xdsl.parser import Parser
from xdsl.universe import Universe

FILECHECK_TESTS = Path(__file__).parent.parent / "filecheck" / "transforms"

PROGRAMS = [
    ("lower-deallocations/execution.mlir", "bufferization-lower-deallocations"),
    (
        "convert-bufferization-to-memref/execution.mlir",
        "convert-bufferization-to-memref",
    ),
    ("expand-realloc/execution.mlir", "expand-realloc"),
]

INDEX_INPUTS = ("0", "1", "3")
BOOL_INPUTS = ("false", "true")
"""Spelled as MLIR spells `i1` constants, without the type."""

COUNTING_ALLOCATOR = """
  llvm.mlir.global internal @live_allocations(0 : i64) : i64
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @count_allocation(%delta: i64) {
    %counter = llvm.mlir.addressof @live_allocations : !llvm.ptr
    %old = llvm.load %counter : !llvm.ptr -> i64
    %new = llvm.add %old, %delta : i64
    llvm.store %new, %counter : i64, !llvm.ptr
    llvm.return
  }
  llvm.func @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.call @count_allocation(%one) : (i64) -> ()
    %pointer = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.return %pointer : !llvm.ptr
  }
  llvm.func @_mlir_memref_to_llvm_free(%pointer: !llvm.ptr) {
    %minus_one = llvm.mlir.constant(-1 : i64) : i64
    llvm.call @count_allocation(%minus_one) : (i64) -> ()
    llvm.call @free(%pointer) : (!llvm.ptr) -> ()
    llvm.return
  }
  func.func private @printI64(i64)
  func.func private @printNewline()
"""

TO_LLVM = (
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--finalize-memref-to-llvm=use-generic-functions=1",
    "--convert-func-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
)


def _runner_library() -> str | None:
    runner = shutil.which("mlir-runner-22")
    if runner is None:
        return None
    library_dir = Path(runner).resolve().parent.parent / "lib"
    candidates = sorted(library_dir.glob("libmlir_c_runner_utils.so*"))
    return str(candidates[0]) if candidates else None


RUNNER_LIBRARY = _runner_library()

pytestmark = pytest.mark.skipif(
    shutil.which("mlir-opt-22") is None or RUNNER_LIBRARY is None,
    reason="needs mlir-opt-22, mlir-runner-22 and libmlir_c_runner_utils",
)


def _parse(text: str) -> ModuleOp:
    ctx = Context()
    for name, load in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, load)
    return Parser(ctx, text).parse_module()


def _input_values(argument_type: object) -> tuple[str, ...]:
    if argument_type == IntegerType(1):
        return BOOL_INPUTS
    if isinstance(argument_type, IndexType):
        return INDEX_INPUTS
    raise ValueError(f"no inputs for an argument of type {argument_type}")


def _main(module: ModuleOp) -> str:
    """`main`: every public function, called with every combination of inputs."""
    lines = ["  func.func @main() {"]
    constants: dict[tuple[str, str], str] = {}
    calls: list[str] = []
    for function in module.ops:
        if not isinstance(function, func.FuncOp) or function.is_declaration:
            continue
        if function.sym_visibility is not None:
            continue
        inputs = function.function_type.inputs.data
        outputs = function.function_type.outputs.data
        for values in itertools.product(*(_input_values(t) for t in inputs)):
            arguments: list[str] = []
            for value, argument_type in zip(values, inputs, strict=True):
                key = (value, str(argument_type))
                if key not in constants:
                    constants[key] = f"%input{len(constants)}"
                    typed = "" if value in BOOL_INPUTS else f" : {argument_type}"
                    lines.append(
                        f"    {constants[key]} = arith.constant {value}{typed}"
                    )
                arguments.append(constants[key])
            signature = (
                f"({', '.join(map(str, inputs))}) -> ({', '.join(map(str, outputs))})"
            )
            results = ""
            if len(outputs) == 1:
                results = f"%unused{len(calls)} = "
            elif outputs:
                results = f"%unused{len(calls)}:{len(outputs)} = "
            calls.append(
                f"    {results}func.call @{function.sym_name.data}"
                f"({', '.join(arguments)}) : {signature}"
            )
    lines += calls
    lines += [
        "    %counter = llvm.mlir.addressof @live_allocations : !llvm.ptr",
        "    %live = llvm.load %counter : !llvm.ptr -> i64",
        "    func.call @printI64(%live) : (i64) -> ()",
        "    func.call @printNewline() : () -> ()",
        "    func.return",
        "  }",
    ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("program", "pass_name"), PROGRAMS)
def test_runs_natively_without_leaks_or_double_frees(program: str, pass_name: str):
    lowered = subprocess.run(
        ["xdsl-opt", str(FILECHECK_TESTS / program), "-p", pass_name],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    closing = lowered.rstrip().rfind("}")
    harness = lowered[:closing] + COUNTING_ALLOCATOR + _main(_parse(lowered)) + "}\n"
    llvm = subprocess.run(
        ["mlir-opt-22", *TO_LLVM],
        input=harness,
        capture_output=True,
        text=True,
    )
    assert llvm.returncode == 0, llvm.stderr
    run = subprocess.run(
        [
            "mlir-runner-22",
            "-e",
            "main",
            "-entry-point-result=void",
            f"-shared-libs={RUNNER_LIBRARY}",
        ],
        input=llvm.stdout,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "0", "allocations left live: " + run.stdout
