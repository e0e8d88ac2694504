"""Python-level behaviour of the deallocation pass: rollback, predicates and
the locations of the ops it rebuilds."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException

from tests.test_shapes_bench import shapes_bench
from xdsl_dealloc.interfaces.control_flow import FunctionOpInterface
from xdsl_dealloc.interfaces.deallocation_state import DeallocationOptions
from xdsl_dealloc.interfaces.registry import get_interface
from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.pipelines import pipeline_context
from xdsl_dealloc.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_dealloc.transforms.ownership_based_buffer_deallocation import (
    _check_preconditions,  # pyright: ignore[reportPrivateUsage]
    _scan,  # pyright: ignore[reportPrivateUsage]
    _scanned_functions,  # pyright: ignore[reportPrivateUsage]
    deallocate_module,
    reject_unsupported,
)

# The first function is fine; the reduction of memrefs in the second is
# rejected by the scf model's own check, before the first is rewritten.
REJECTED_LATE = """
func.func @fine() {
  %a = memref.alloc() : memref<2xf32>
  return
}
func.func @memref_reduction(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<2xf32>
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> memref<2xf32> {
    scf.reduce(%init : memref<2xf32>) {
    ^bb1(%lhs: memref<2xf32>, %rhs: memref<2xf32>):
      scf.reduce.return %lhs : memref<2xf32>
    }
  }
  return
}
"""


def test_rejected_module_is_left_unchanged():
    module = parse_module(REJECTED_LATE)
    before = str(module)
    with pytest.raises(
        DiagnosticException,
        match=r"'scf.parallel' op at loc\(\"<input>\":10:3\): reductions of memrefs are not supported",
    ):
        deallocate_module(module, DeallocationOptions())
    assert str(module) == before
    module.verify()


def test_predicates_select_the_tracked_allocations():
    text = """
    func.func @f() {
      %a = memref.alloc() {tracked} : memref<2xf32>
      %b = memref.alloc() : memref<2xf32>
      return
    }
    """
    module = parse_module(text)
    deallocate_module(
        module,
        DeallocationOptions(
            is_relevant_allocation=lambda op: "tracked" in op.attributes
        ),
    )
    report = check_module(module)
    leaked = [
        f.allocation.site.operation
        for f in report.findings
        if f.allocation and f.allocation.site.operation
    ]
    assert len(leaked) == 1 and "tracked" not in leaked[0].attributes


def test_pass_is_a_no_op_on_memref_free_code():
    module: ModuleOp = parse_module(
        "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n"
    )
    before = str(module)
    deallocate_module(module, DeallocationOptions())
    assert str(module) == before


REBUILT = """
func.func @f(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}
"""


def test_ops_rebuilt_with_more_results_keep_their_location():
    module = parse_module(REBUILT, "rebuilt.mlir")
    (before,) = [op for op in module.walk() if op.name == "scf.if"]
    location = before.location
    assert "rebuilt.mlir" in str(location)
    deallocate_module(module, DeallocationOptions())
    rebuilt = [op for op in module.walk() if op.name == "scf.if" and op is not before]
    assert any(len(op.results) == 2 for op in rebuilt)
    for op in rebuilt:
        if len(op.results) == 2:
            assert op.location == location


def test_the_pipeline_keeps_the_location_of_region_ops_it_rebuilds():
    module = parse_module(REBUILT, "rebuilt.mlir")
    (before,) = [op for op in module.walk() if op.name == "scf.if"]
    location = before.location
    BufferDeallocationPipelinePass().apply(pipeline_context(), module)
    (after,) = [op for op in module.walk() if op.name == "scf.if"]
    assert after is not before
    assert after.location == location


# `outer`'s error follows the function nested in it, which has one too.
NESTED_FUNCTIONS = """
func.func @outer(%c: i1) {
  scf.execute_region {
    func.func @inner() {
      %a = memref.alloc() : memref<2xf32>
      "my.use"(%a) : (memref<2xf32>) -> ()
      return
    }
    scf.yield
  }
  %b = memref.alloc() : memref<2xf32>
  "my.use2"(%b) : (memref<2xf32>) -> ()
  return
}
"""


def _rejection(check: Callable[[], object]) -> str | None:
    try:
        check()
    except DiagnosticException as rejected:
        return str(rejected)
    return None


def _check_each_function(module: ModuleOp) -> None:
    for op in module.walk():
        interface = get_interface(op, FunctionOpInterface)
        if (
            op.regions
            and interface is not None
            and (body := interface.body(op)) is not None
        ):
            _check_preconditions(body)


def _precondition_cases() -> list[str]:
    errors = Path(__file__).parents[1] / (
        "filecheck/transforms/ownership-based-buffer-deallocation/errors.mlir"
    )
    cases = errors.read_text().split("// -----")
    return [
        *cases,
        NESTED_FUNCTIONS,
        # Only `inner` is rejected; then only `outer`.
        NESTED_FUNCTIONS.replace('"my.use2"(%b) : (memref<2xf32>) -> ()', ""),
        NESTED_FUNCTIONS.replace('"my.use"(%a) : (memref<2xf32>) -> ()', ""),
        REJECTED_LATE,
    ]


@pytest.mark.parametrize("text", _precondition_cases())
def test_one_walk_rejects_as_checking_each_function_in_turn(text: str):
    """`reject_unsupported` reads the module once; it names the op that
    checking the body of each function in walk order names first."""
    context = pipeline_context()
    context.allow_unregistered = True
    module = Parser(context, text).parse_module()
    assert _rejection(
        lambda: reject_unsupported(module, DeallocationOptions())
    ) == _rejection(lambda: _check_each_function(module))


def _scan_inputs() -> Iterator[str]:
    for seed in range(30):
        program = generate_program(seed)
        yield program
        # The pipeline's output frees buffers: a re-entrant run's input.
        module = parse_module(program)
        BufferDeallocationPipelinePass().apply(pipeline_context(), module)
        yield str(module)
    yield NESTED_FUNCTIONS
    for shape in shapes_bench.SHAPES:
        yield shapes_bench.dealloc_module(shape, 3)


@pytest.mark.parametrize("text", list(_scan_inputs()))
def test_one_walk_scans_as_each_function_body_alone(text: str):
    """`_scanned_functions` finds the functions in walk order and scans
    each body, nested functions' ops included, as `_scan` of that body
    alone does."""
    context = pipeline_context()
    context.allow_unregistered = True
    module = Parser(context, text).parse_module()
    functions, scans = _scanned_functions(module)
    assert functions == [
        (op, interface)
        for op in module.walk()
        if op.regions
        and (interface := get_interface(op, FunctionOpInterface)) is not None
    ]
    bodies = {
        id(op): body
        for op, interface in functions
        if (body := interface.body(op)) is not None
    }
    assert scans.keys() == bodies.keys()
    for key, body in bodies.items():
        assert scans[key] == _scan(body)
