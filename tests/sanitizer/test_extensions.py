"""Ops of other dialects: executed through their memory-effect traits, through
registered effects, or through registered implementations."""

from __future__ import annotations

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import Builtin, IndexType, IntegerType, MemRefType, ModuleOp
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Dialect, Operation
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    region_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.traits import (
    IsTerminator,
    MemoryAllocEffect,
    MemoryFreeEffect,
    MemoryReadEffect,
)

from xdsl_dealloc.dialects.memref import MemRef
from xdsl_dealloc.sanitizer import (
    FindingKind,
    MemoryEffects,
    SanitizerInputError,
    Site,
    check_module,
    memory_of,
    register_allocation_scope,
    register_functions,
    register_memory_op,
)
from xdsl_dealloc.sanitizer.interpreter import memref_operand


@irdl_op_definition
class PoolAllocOp(IRDLOperation):
    """Allocates from a pool: only its ALLOC trait tells the sanitizer."""

    name = "sanitizer_test.pool_alloc"
    size = operand_def(IndexType)
    result = result_def(MemRefType)
    traits = traits_def(MemoryAllocEffect())


@irdl_op_definition
class PoolReleaseOp(IRDLOperation):
    name = "sanitizer_test.pool_release"
    buffer = operand_def(MemRefType)
    traits = traits_def(MemoryFreeEffect())


@irdl_op_definition
class ReadOp(IRDLOperation):
    name = "sanitizer_test.read"
    buffer = operand_def(MemRefType)
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class OpaqueFreeOp(IRDLOperation):
    """No traits: the sanitizer learns that it frees through registration."""

    name = "sanitizer_test.opaque_free"
    buffer = operand_def(MemRefType)


@irdl_op_definition
class UnknownOp(IRDLOperation):
    name = "sanitizer_test.unknown"
    buffer = operand_def(MemRefType)


@irdl_op_definition
class FillOp(IRDLOperation):
    """Implemented with the sanitizer's memory API."""

    name = "sanitizer_test.fill"
    buffer = operand_def(MemRefType)
    value = operand_def(IntegerType(32))


@irdl_op_definition
class ScopeOp(IRDLOperation):
    """Its region is an automatic allocation scope."""

    name = "sanitizer_test.scope"
    body = region_def()
    result = result_def(MemRefType)


@irdl_op_definition
class ScopeYieldOp(IRDLOperation):
    name = "sanitizer_test.scope_yield"
    buffer = operand_def(MemRefType)
    traits = traits_def(IsTerminator())


@register_impls
class ExtensionFunctions(InterpreterFunctions):
    @impl(FillOp)
    def run_fill(
        self, interpreter: Interpreter, op: FillOp, args: PythonValues
    ) -> PythonValues:
        memory = memory_of(interpreter)
        buffer = memref_operand(op, args[0])
        for index in buffer.indices():
            memory.store(buffer, index, args[1], Site(op))
        return ()

    @impl(ScopeOp)
    def run_scope(
        self, interpreter: Interpreter, op: ScopeOp, args: PythonValues
    ) -> PythonValues:
        return interpreter.run_ssacfg_region(op.body, (), "scope")

    @impl_terminator(ScopeYieldOp)
    def run_scope_yield(
        self, interpreter: Interpreter, op: ScopeYieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


def _opaque_free_effects(op: Operation) -> MemoryEffects:
    assert isinstance(op, OpaqueFreeOp)
    return MemoryEffects(freed=(op.buffer,))


register_memory_op(OpaqueFreeOp, _opaque_free_effects)
register_functions(ExtensionFunctions())
register_allocation_scope(ScopeOp)

ExtensionDialect = Dialect(
    "sanitizer_test",
    [
        PoolAllocOp,
        PoolReleaseOp,
        ReadOp,
        OpaqueFreeOp,
        UnknownOp,
        FillOp,
        ScopeOp,
        ScopeYieldOp,
    ],
)


def parse(text: str) -> ModuleOp:
    context = Context()
    for dialect in (Builtin, func.Func, arith.Arith, MemRef, ExtensionDialect):
        context.load_dialect(dialect)
    return Parser(context, text).parse_module()


def test_allocation_and_free_from_traits():
    module = parse(
        """
        func.func @f(%n: index) {
          %b = "sanitizer_test.pool_alloc"(%n) : (index) -> memref<?xf32>
          "sanitizer_test.read"(%b) : (memref<?xf32>) -> ()
          "sanitizer_test.pool_release"(%b) : (memref<?xf32>) -> ()
          return
        }
        """
    )
    report = check_module(module)
    assert report.clean
    # One heap allocation per run, sized by the index operand (0, 1, 3).
    assert [run.counters.peak_live_bytes for run in report.runs] == [0, 4, 12]
    assert report.counters.frees == 3


def test_read_effect_detects_use_after_free():
    module = parse(
        """
        func.func @f() {
          %c2 = arith.constant 2 : index
          %b = "sanitizer_test.pool_alloc"(%c2) : (index) -> memref<?xf32>
          "sanitizer_test.pool_release"(%b) : (memref<?xf32>) -> ()
          "sanitizer_test.read"(%b) : (memref<?xf32>) -> ()
          return
        }
        """
    )
    (finding,) = check_module(module).findings
    assert finding.kind is FindingKind.USE_AFTER_FREE
    assert finding.op_name == "sanitizer_test.read"
    assert finding.allocation is not None
    assert finding.allocation.site.op_name == "sanitizer_test.pool_alloc"


def test_registered_effects_and_their_checks():
    module = parse(
        """
        func.func @f() {
          %a = memref.alloca() : memref<2xf32>
          "sanitizer_test.opaque_free"(%a) : (memref<2xf32>) -> ()
          %b = memref.alloc() : memref<2xf32>
          "sanitizer_test.opaque_free"(%b) : (memref<2xf32>) -> ()
          return
        }
        """
    )
    report = check_module(module)
    (finding,) = report.findings
    assert finding.kind is FindingKind.INVALID_FREE
    assert finding.op_name == "sanitizer_test.opaque_free"
    assert report.counters.frees == 1


def test_registered_implementation():
    module = parse(
        """
        func.func @f() -> i32 {
          %c2 = arith.constant 2 : index
          %v = arith.constant 5 : i32
          %out = memref.alloc() : memref<3xi32>
          "sanitizer_test.fill"(%out, %v) : (memref<3xi32>, i32) -> ()
          %x = memref.load %out[%c2] : memref<3xi32>
          memref.dealloc %out : memref<3xi32>
          return %x : i32
        }
        """
    )
    report = check_module(module)
    assert report.clean
    assert report.runs[0].results == (5,)


def test_alloca_dies_with_a_registered_scope():
    module = parse(
        """
        func.func @f() -> i32 {
          %c0 = arith.constant 0 : index
          %v = arith.constant 5 : i32
          %escaped = "sanitizer_test.scope"() ({
            %t = memref.alloca() : memref<1xi32>
            "sanitizer_test.fill"(%t, %v) : (memref<1xi32>, i32) -> ()
            "sanitizer_test.scope_yield"(%t) : (memref<1xi32>) -> ()
          }) : () -> memref<1xi32>
          %x = memref.load %escaped[%c0] : memref<1xi32>
          return %x : i32
        }
        """
    )
    (finding,) = check_module(module).findings
    assert finding.kind is FindingKind.USE_AFTER_SCOPE
    assert finding.previous is not None
    assert finding.previous.op_name == "sanitizer_test.scope"


def test_op_without_implementation_or_effects_is_bad_input():
    module = parse(
        """
        func.func @f() {
          %b = memref.alloc() : memref<2xf32>
          "sanitizer_test.unknown"(%b) : (memref<2xf32>) -> ()
          memref.dealloc %b : memref<2xf32>
          return
        }
        """
    )
    with pytest.raises(
        SanitizerInputError, match="unsupported op sanitizer_test.unknown"
    ):
        check_module(module)
