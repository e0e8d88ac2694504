"""Bufferized tensor programs compiled by MLIR 22 and run natively.

The sanitizer is our interpreter; this runs a bufferized and deallocated
program through the reference toolchain instead and prints what it
computes.  `run_values_natively(text)` adds a `main` that calls every
public function once per combination of inputs (`false`/`true` for `i1`,
0/1/3 for integers and indices, as the sanitizer does), with memref
arguments made fresh for each call and filled with 1.0, 2.0, ... (so
inputs read through `to_tensor` are not all zero), then prints the results
and the contents of each memref argument, one line per call.  Linalg ops
on memrefs are lowered to loops first.

`ours_natively(program)` runs our `one-shot-bufferize` and
`buffer-deallocation-pipeline`, `mlir_natively(program)` MLIR 22's
`--one-shot-bufferize` and `--buffer-deallocation-pipeline`: both must print
the same lines.  Only `f32` memrefs of static shapes of rank 1 are printed.
"""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    IndexType,
    IntegerType,
    MemRefType,
)
from xdsl.ir import Attribute

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.bufferization.corpus import DEALLOCATION, CorpusProgram
from xdsl_dealloc.testing.bufferization.one_shot import our_bufferization
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output
from xdsl_dealloc.testing.native import (
    TO_LLVM,
    MainBuilder,
    NativeRunError,
    insert_into_module,
    main_calling_every_function,
    run_main,
)

TO_LOOPS_AND_LLVM = (
    "--convert-linalg-to-loops",
    *(
        "--finalize-memref-to-llvm" if step.startswith("--finalize-memref") else step
        for step in TO_LLVM
    ),
)
"""`native.TO_LLVM` after linalg's lowering, with the C library's allocator
(no counting here)."""

_PRINTERS = """
  func.func private @printF32(f32)
  func.func private @printI64(i64)
  func.func private @printComma()
  func.func private @printNewline()
"""


class _PrintingMain(MainBuilder):
    """`@main` printing what each call returns and leaves in its memref
    arguments, which it fills with 1.0, 2.0, ... first."""

    def emit(self, line: str) -> None:
        self.lines.append(f"    {line}")

    def print_value(self, value: str, type_: Attribute) -> None:
        if type_ == Float32Type():
            self.emit(f"func.call @printF32({value}) : (f32) -> ()")
        elif isinstance(type_, Float16Type | BFloat16Type):
            wide = self.name()
            self.emit(f"{wide} = arith.extf {value} : {type_} to f32")
            self.emit(f"func.call @printF32({wide}) : (f32) -> ()")
        elif isinstance(type_, IndexType | IntegerType):
            wide = value
            if isinstance(type_, IndexType):
                wide = self.name()
                self.emit(f"{wide} = arith.index_cast {value} : index to i64")
            elif type_.width.data < 64:
                wide = self.name()
                extend = "extui" if type_.width.data == 1 else "extsi"
                self.emit(f"{wide} = arith.{extend} {value} : {type_} to i64")
            self.emit(f"func.call @printI64({wide}) : (i64) -> ()")
        else:
            raise NativeRunError(f"cannot print a value of type {type_}")
        self.emit("func.call @printComma() : () -> ()")

    def buffer(self, type_: MemRefType) -> str:
        shape = type_.get_shape()
        if len(shape) != 1 or shape[0] < 0 or type_.element_type != Float32Type():
            raise NativeRunError(f"only static rank-1 f32 memrefs, not {type_}")
        buffer = super().buffer(type_)
        for position in range(shape[0]):
            value = self.constant(f"{position + 1}.0", type_.element_type)
            index = self.constant(str(position), IndexType())
            self.emit(f"memref.store {value}, {buffer}[{index}] : {type_}")
        return buffer

    def call(self, function: func.FuncOp, values: tuple[str, ...]) -> None:
        results, buffers = self.emit_call(function, values)
        for result, type_ in results:
            if isinstance(type_, MemRefType):
                raise NativeRunError("functions returning memrefs are not printed")
            self.print_value(result, type_)
        for buffer, type_ in buffers:
            for position in range(type_.get_shape()[0]):
                index = self.constant(str(position), IndexType())
                value = self.name()
                self.emit(f"{value} = memref.load {buffer}[{index}] : {type_}")
                self.print_value(value, type_.element_type)
            self.emit(f"memref.dealloc {buffer} : {type_}")
        self.emit("func.call @printNewline() : () -> ()")

    def text(self) -> str:
        return "\n".join(
            [_PRINTERS, "  func.func @main() {", *self.lines, "    func.return", "  }"]
        )


def run_values_natively(text: str) -> list[str]:
    """Lowers and runs deallocated memref IR; one printed line per call."""
    main = main_calling_every_function(parse_module(text), _PrintingMain())
    harness = insert_into_module(text, main.text())
    return run_main(harness, TO_LOOPS_AND_LLVM).splitlines()


def ours_natively(program: CorpusProgram) -> list[str]:
    """Our `one-shot-bufferize` (the program's options) and deallocation,
    run natively."""
    module = our_bufferization(
        program.text, " ".join(program.options), then=DEALLOCATION
    )
    return run_values_natively(str(module))


def mlir_natively(program: CorpusProgram) -> list[str]:
    """MLIR 22's own One-Shot Bufferize and deallocation pipeline, run natively."""
    deallocated = mlir_opt_output(
        program.text, program.mlir_pass(), f"--{DEALLOCATION}"
    )
    return run_values_natively(deallocated)
