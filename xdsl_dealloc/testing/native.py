"""Compiling a deallocated program with MLIR 22 and running it natively.

The sanitizer is our own interpreter; this runs the same program through the
reference toolchain instead.  `run_natively(text)` adds a `main` that calls
every public function once per combination of inputs (the sanitizer's
inputs, in the sanitizer's order: `false`/`true`, 0/1/3, 1.0, fresh buffers
for memrefs with 4 elements per dynamic dimension), frees every memref each
call returns (the caller's duty under the function boundary ABI) and the
buffers it made for arguments, then prints how many heap allocations and
frees happened.  `memref.alloc`/`memref.dealloc` reach `malloc`/`free`
through counting wrappers (`finalize-memref-to-llvm{use-generic-functions}`);
glibc aborts on most double frees.

Two ops are lowered here first, because MLIR 22's lowering refuses them:
`bufferization.clone` of a view type with an offset, and
`memref.alloca_scope` holding control flow or returning memrefs.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from pathlib import Path

from xdsl.dialects import func
from xdsl.dialects.bufferization import CloneOp
from xdsl.dialects.builtin import (
    AnyFloat,
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
)
from xdsl.dialects.memref import AllocaScopeOp, AllocOp, CopyOp, ReinterpretCastOp
from xdsl.ir import Attribute

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.mlir_tools import (
    MLIR_RUNNER,
    mlir_tools_missing,
    run_mlir_opt,
    run_mlir_runner,
    runner_library,
)

MAX_COMBINATIONS = 64
"""As the sanitizer: the first 64 input combinations of each function."""
DYNAMIC_SIZE = 4
"""As the sanitizer: the size of each dynamic dimension of a memref argument."""

TO_LLVM = (
    "--convert-bufferization-to-memref",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm=use-generic-functions=1",
    "--convert-func-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
)

_COUNTING_ALLOCATOR = """
  llvm.mlir.global internal @native_allocations(0 : i64) : i64
  llvm.mlir.global internal @native_frees(0 : i64) : i64
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @native_count(%counter: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i64) : i64
    %old = llvm.load %counter : !llvm.ptr -> i64
    %new = llvm.add %old, %one : i64
    llvm.store %new, %counter : i64, !llvm.ptr
    llvm.return
  }
  llvm.func @_mlir_memref_to_llvm_alloc(%size: i64) -> !llvm.ptr {
    %counter = llvm.mlir.addressof @native_allocations : !llvm.ptr
    llvm.call @native_count(%counter) : (!llvm.ptr) -> ()
    %pointer = llvm.call @malloc(%size) : (i64) -> !llvm.ptr
    llvm.return %pointer : !llvm.ptr
  }
  llvm.func @_mlir_memref_to_llvm_aligned_alloc(%alignment: i64, %size: i64) -> !llvm.ptr {
    %counter = llvm.mlir.addressof @native_allocations : !llvm.ptr
    llvm.call @native_count(%counter) : (!llvm.ptr) -> ()
    %pointer = llvm.call @aligned_alloc(%alignment, %size) : (i64, i64) -> !llvm.ptr
    llvm.return %pointer : !llvm.ptr
  }
  llvm.func @_mlir_memref_to_llvm_free(%pointer: !llvm.ptr) {
    %counter = llvm.mlir.addressof @native_frees : !llvm.ptr
    llvm.call @native_count(%counter) : (!llvm.ptr) -> ()
    llvm.call @free(%pointer) : (!llvm.ptr) -> ()
    llvm.return
  }
  func.func private @printI64(i64)
  func.func private @printNewline()
"""


class NativeRunError(Exception):
    """Lowering or running the program failed; the message has the tool's output."""


def native_tools_missing() -> str | None:
    """Why programs cannot run natively here, or None when they can."""
    missing = mlir_tools_missing()
    if missing is not None:
        return missing
    if runner_library() is None:
        return f"{MLIR_RUNNER} or libmlir_c_runner_utils is not installed"
    return None


@dataclass(frozen=True)
class NativeRun:
    calls: int
    allocations: int
    """Heap allocations, those of `main` for arguments included."""
    frees: int
    argument_buffers: int
    """Buffers `main` allocated (and freed) for memref arguments."""
    returned_buffers: int
    """Memrefs the functions returned, which `main` freed."""


def _inputs(type_: Attribute) -> tuple[str, ...]:
    """The argument values for a type, as MLIR constants (memrefs: a marker)."""
    if type_ == IntegerType(1):
        return ("false", "true")
    if isinstance(type_, IndexType | IntegerType):
        return ("0", "1", "3")
    if isinstance(type_, AnyFloat):
        return ("1.0",)
    if isinstance(type_, MemRefType):
        return ("<buffer>",)
    raise NativeRunError(f"no native input for an argument of type {type_}")


class MainBuilder:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.constants: dict[tuple[str, str], str] = {}
        self.counter = 0
        self.calls = self.argument_buffers = self.returned_buffers = 0

    def name(self) -> str:
        self.counter += 1
        return f"%native{self.counter}"

    def constant(self, value: str, type_: Attribute) -> str:
        key = (value, str(type_))
        if key not in self.constants:
            name = self.name()
            typed = "" if type_ == IntegerType(1) else f" : {type_}"
            self.lines.append(f"    {name} = arith.constant {value}{typed}")
            self.constants[key] = name
        return self.constants[key]

    def buffer(self, type_: MemRefType) -> str:
        sizes = [
            self.constant(str(DYNAMIC_SIZE), IndexType())
            for size in type_.get_shape()
            if size < 0
        ]
        name = self.name()
        self.lines.append(f"    {name} = memref.alloc({', '.join(sizes)}) : {type_}")
        self.argument_buffers += 1
        return name

    def emit_call(
        self, function: func.FuncOp, values: tuple[str, ...]
    ) -> tuple[list[tuple[str, Attribute]], list[tuple[str, MemRefType]]]:
        """Calls `function` on `values` (fresh buffers for memrefs); the
        results and the argument buffers, each with its type."""
        inputs = function.function_type.inputs.data
        outputs = function.function_type.outputs.data
        arguments: list[str] = []
        buffers: list[tuple[str, MemRefType]] = []
        for value, type_ in zip(values, inputs, strict=True):
            if isinstance(type_, MemRefType):
                buffer = self.buffer(type_)
                buffers.append((buffer, type_))
                arguments.append(buffer)
            else:
                arguments.append(self.constant(value, type_))
        results = [self.name() for _ in outputs]
        prefix = f"{', '.join(results)} = " if results else ""
        signature = (
            f"({', '.join(map(str, inputs))}) -> ({', '.join(map(str, outputs))})"
        )
        self.lines.append(
            f"    {prefix}func.call @{function.sym_name.data}"
            f"({', '.join(arguments)}) : {signature}"
        )
        self.calls += 1
        return list(zip(results, outputs, strict=True)), buffers

    def call(self, function: func.FuncOp, values: tuple[str, ...]) -> None:
        results, buffers = self.emit_call(function, values)
        for result, type_ in results:
            if isinstance(type_, MemRefType):
                self.lines.append(f"    memref.dealloc {result} : {type_}")
                self.returned_buffers += 1
        for buffer, type_ in buffers:
            self.lines.append(f"    memref.dealloc {buffer} : {type_}")

    def text(self) -> str:
        report = [
            "    %native_allocations = llvm.mlir.addressof @native_allocations : !llvm.ptr",
            "    %native_allocated = llvm.load %native_allocations : !llvm.ptr -> i64",
            "    func.call @printI64(%native_allocated) : (i64) -> ()",
            "    func.call @printNewline() : () -> ()",
            "    %native_frees = llvm.mlir.addressof @native_frees : !llvm.ptr",
            "    %native_freed = llvm.load %native_frees : !llvm.ptr -> i64",
            "    func.call @printI64(%native_freed) : (i64) -> ()",
            "    func.call @printNewline() : () -> ()",
        ]
        return "\n".join(
            ["  func.func @main() {", *self.lines, *report, "    func.return", "  }"]
        )


def main_calling_every_function(
    module: ModuleOp, builder: MainBuilder | None = None
) -> MainBuilder:
    """`builder` (by default a `MainBuilder`) calling every public function
    for each combination of inputs."""
    builder = builder or MainBuilder()
    for function in module.ops:
        if (
            not isinstance(function, func.FuncOp)
            or function.is_declaration
            or function.sym_visibility is not None
        ):
            continue
        choices = [_inputs(t) for t in function.function_type.inputs.data]
        combinations = itertools.islice(itertools.product(*choices), MAX_COMBINATIONS)
        for values in combinations:
            builder.call(function, values)
    return builder


def insert_into_module(module: str, extra: str) -> str:
    """`extra` (ops in custom syntax) appended to the body of a module printed
    in custom form (`builtin.module { ... }`)."""
    closing = module.rstrip().rfind("}")
    return module[:closing] + "\n" + extra + "\n" + module[closing:]


def _clones_with_layouts_to_copies(module: ModuleOp) -> None:
    """Lowers the clones MLIR's `convert-bufferization-to-memref` refuses.

    A clone of a view type with a static offset (e.g. a subview) cannot be a
    fresh identity-layout buffer cast to its type, so MLIR 22 fails on it;
    here it becomes a buffer large enough for the layout, reinterpreted as the
    type, and a copy.  Freeing the result frees that buffer.
    """
    for op in list(module.walk()):
        if not isinstance(op, CloneOp):
            continue
        type_ = op.output.type
        if not isinstance(type_, MemRefType):
            raise NativeRunError(f"cannot lower a clone of type {type_}")
        layout = type_.layout
        if isinstance(layout, NoneAttr):
            continue
        shape = list(type_.get_shape())
        offset = layout.get_offset() if isinstance(layout, StridedLayoutAttr) else None
        strides = layout.get_strides() if isinstance(layout, StridedLayoutAttr) else []
        if offset is None or None in strides or any(size < 0 for size in shape):
            raise NativeRunError(f"cannot lower a clone of type {type_}")
        static_strides = [stride for stride in strides if stride is not None]
        extent = (
            offset
            + 1
            + sum(
                (size - 1) * stride
                for size, stride in zip(shape, static_strides, strict=True)
            )
        )
        buffer = AllocOp([], [], MemRefType(type_.element_type, [extent]))
        view = ReinterpretCastOp.from_dynamic(
            buffer.memref, [offset], shape, static_strides, type_
        )
        copy = CopyOp(op.input, view.result)
        block = op.parent_block()
        if block is None:
            continue
        block.insert_ops_before([buffer, view, copy], op)
        op.output.replace_all_uses_with(view.result)
        op.detach()
        op.erase()


def _inline_alloca_scopes(module: ModuleOp) -> None:
    """Replaces each `memref.alloca_scope` by its body.

    MLIR 22 cannot lower a scope whose body holds control flow (`scf-to-cf`
    leaves it with several blocks, which its verifier rejects) or which
    returns memrefs.  Inlined, its stack buffers live until the function
    returns; heap allocations and frees are unchanged.
    """
    for op in list(module.walk(reverse=True)):
        if not isinstance(op, AllocaScopeOp):
            continue
        block = op.parent_block()
        body = op.scope.block
        terminator = body.last_op
        if block is None or terminator is None:
            continue
        for moved in list(body.ops)[:-1]:
            moved.detach()
            block.insert_op_before(moved, op)
        for result, value in zip(op.results, terminator.operands, strict=True):
            result.replace_all_uses_with(value)
        op.detach()
        op.erase()


def _harness(text: str) -> tuple[str, MainBuilder]:
    module = parse_module(text)
    if any(
        op.sym_name.data == "main" for op in module.ops if isinstance(op, func.FuncOp)
    ):
        raise NativeRunError("the program already has a @main")
    _clones_with_layouts_to_copies(module)
    _inline_alloca_scopes(module)
    main = main_calling_every_function(module)
    return insert_into_module(str(module), _COUNTING_ALLOCATOR + main.text()), main


def _lower(harness: str, passes: tuple[str, ...] = TO_LLVM) -> str:
    lowered = run_mlir_opt(harness, *passes)
    if lowered.returncode != 0:
        raise NativeRunError(f"lowering to LLVM failed:\n{lowered.stderr}")
    return lowered.stdout


def run_main(harness: str, passes: tuple[str, ...] = TO_LLVM) -> str:
    """Lowers `harness` (a module with a `@main`) with `passes` and runs
    its `@main`; what it prints."""
    library = runner_library()
    if library is None:
        raise NativeRunError(native_tools_missing() or "no runner library")
    return _run_main_of(_lower(harness, passes), library)


def _run_main_of(lowered: str, shared_libraries: str) -> str:
    """What mlir-runner-22 prints running the `@main` of `lowered` (LLVM
    dialect) with `shared_libraries` (comma-separated)."""
    run = run_mlir_runner(
        lowered,
        "-e",
        "main",
        "-entry-point-result=void",
        f"-shared-libs={shared_libraries}",
    )
    if run.returncode != 0:
        raise NativeRunError(
            f"{MLIR_RUNNER} exited with {run.returncode}:\n{run.stderr}"
        )
    return run.stdout


PRINTING_TO_LLVM = (
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--lower-affine",
    "--convert-vector-to-scf",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-func-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
)
"""`TO_LLVM` with `vector.print` lowered to calls of the runner's
printing functions, linalg on memrefs and `affine` lowered to loops first
(and the index arithmetic of the strided metadata after), and allocations
through `malloc` directly."""


def _runner_libraries() -> list[Path]:
    """libmlir_runner_utils (`printMemrefF32`, ...) and libmlir_c_runner_utils."""
    library = runner_library()
    if library is None:
        raise NativeRunError(native_tools_missing() or "no runner library")
    directory = Path(library).parent
    found = [
        sorted(directory.glob(f"lib{name}.so*"))
        for name in ("mlir_runner_utils", "mlir_c_runner_utils")
    ]
    if not all(found):
        raise NativeRunError(f"libmlir_runner_utils is not in {directory}")
    return [candidates[0] for candidates in found]


def run_memref_printing_program(text: str) -> str:
    """What `text`'s `@main` prints (`vector.print`, `printMemrefF32` and
    the runner's other printing functions; the printed addresses of
    buffers replaced by `0x`), compiled by MLIR 22 and run by
    mlir-runner-22."""
    libraries = ",".join(map(str, _runner_libraries()))
    return _without_addresses(_run_main_of(_lower(text, PRINTING_TO_LLVM), libraries))


def _without_addresses(printed: str) -> str:
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = 0x", printed)


def run_printing_program(text: str) -> str:
    """What `text`'s `@main` (without arguments or results) prints when
    compiled by MLIR 22 and run by `mlir-runner-22` (`vector.print`)."""
    return run_main(text, PRINTING_TO_LLVM)


def run_natively(text: str) -> NativeRun:
    """Lowers and runs `text`; raises NativeRunError if either fails."""
    harness, main = _harness(text)
    output = run_main(harness)
    numbers = output.split()
    if len(numbers) != 2:
        raise NativeRunError(f"unexpected output of {MLIR_RUNNER}: {output!r}")
    return NativeRun(
        calls=main.calls,
        allocations=int(numbers[0]),
        frees=int(numbers[1]),
        argument_buffers=main.argument_buffers,
        returned_buffers=main.returned_buffers,
    )
