"""`bufferization.dealloc` against the dialect reference, and against MLIR's own
lowering of it (`--bufferization-lower-deallocations`) on generated programs."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

import pytest

from tests.markers import needs_mlir
from tests.sanitizer.input_checks import check_input, kinds, only_finding, run_with
from xdsl_dealloc.sanitizer import FindingKind, RunReport, check_module
from xdsl_dealloc.testing.mlir_tools import mlir_opt_output


def test_aliasing_operands_are_freed_once():
    report = check_input("dealloc.mlir", "same_buffer_twice")
    assert report.clean
    assert report.counters.frees == 1


def test_a_retained_view_keeps_its_buffer_alive():
    report = check_input("dealloc.mlir", "retained_view_keeps_alive")
    assert report.clean
    (run,) = report.runs
    owned, _ = run.results
    assert owned is True
    # Freed once, by the explicit memref.dealloc after the load.
    assert run.counters.frees == 1


def test_updated_conditions_are_disjunctions_of_aliasing_conditions():
    report = check_input("dealloc.mlir", "updated_conditions")
    assert len(report.runs) == 8
    for c0, c1, pick_a in product((False, True), repeat=3):
        run = run_with(
            report,
            c0=str(c0).lower(),
            c1=str(c1).lower(),
            pick_a=str(pick_a).lower(),
        )
        # retain (%a, %s, %other): %a aliases memref #0, %s aliases #0 or #1,
        # %other aliases nothing.
        assert run.results == (c0, c0 if pick_a else c1, False)
        # %a is retained, so never freed; %b is freed when its condition
        # holds and %s is not %b; %other is not in the list at all.
        leaked = sorted(f.allocation.size_bytes for f in run.findings if f.allocation)
        b_freed = c1 and pick_a
        assert kinds(run.findings) == [FindingKind.LEAK] * len(leaked)
        assert leaked == ([1, 3] if b_freed else [1, 2, 3])


def test_an_earlier_alias_decides_even_with_a_false_condition():
    finding = only_finding(
        check_input("dealloc.mlir", "earlier_alias_with_false_condition").runs[0]
    )
    assert finding.kind is FindingKind.LEAK
    assert "operand #1 aliases operand #0, whose condition was false" in finding.message


def test_operands_must_be_base_allocations():
    run = check_input("dealloc.mlir", "view_operand").runs[0]
    finding = only_finding(run)
    assert finding.kind is FindingKind.DEALLOC_OF_VIEW
    assert finding.op_name == "bufferization.dealloc"
    # Still executed on the view's allocation, as compiled code would.
    assert run.counters.frees == 1
    assert check_input("dealloc.mlir", "base_buffer_operand").clean


def test_condition_guards_double_and_invalid_frees():
    freed = check_input("dealloc.mlir", "already_freed")
    assert run_with(freed, c="false").clean
    assert only_finding(run_with(freed, c="true")).kind is FindingKind.DOUBLE_FREE
    stack = check_input("dealloc.mlir", "alloca_operand")
    assert run_with(stack, c="false").clean
    assert only_finding(run_with(stack, c="true")).kind is FindingKind.INVALID_FREE


def test_runtime_aliasing_among_operands():
    report = check_input("dealloc.mlir", "runtime_aliasing")
    assert report.clean
    assert [run.counters.frees for run in report.runs] == [2, 2]


def test_clones_are_fresh_allocations():
    report = check_input("dealloc.mlir", "clone_and_free")
    assert report.clean
    assert report.counters.allocations == 2
    assert report.counters.frees == 1  # the other one is the caller's result


# --- cross-check with MLIR's lowering ------------------------------------------------


def _random_dealloc_program(seed: int) -> str:
    """A function allocating buffers of distinct sizes (so that a leak names
    its buffer) and deallocating a random, possibly aliasing, selection of
    them with conditions from its i1 arguments; it returns the updated
    conditions."""
    rng = random.Random(seed)
    buffer_count = rng.randint(1, 3)
    memref_count = rng.randint(1, 3)
    retained_count = rng.randint(0, 3)
    select_count = rng.randint(0, 1)
    arguments = [f"%c{i}: i1" for i in range(memref_count)]
    arguments += [f"%s{i}: i1" for i in range(select_count)]
    body: list[str] = []
    candidates: list[tuple[str, str]] = []
    for i in range(buffer_count):
        body.append(f"%b{i} = memref.alloc() : memref<{i + 1}xi8>")
        candidates.append((f"%b{i}", f"memref<{i + 1}xi8>"))
    for i in range(select_count):
        first, second = rng.randrange(buffer_count), rng.randrange(buffer_count)
        for which in sorted({first, second}):
            body.append(
                f"%d{i}_{which} = memref.cast %b{which} : "
                f"memref<{which + 1}xi8> to memref<?xi8>"
            )
        body.append(
            f"%x{i} = arith.select %s{i}, %d{i}_{first}, %d{i}_{second} : memref<?xi8>"
        )
        candidates.append((f"%x{i}", "memref<?xi8>"))
    memrefs = [rng.choice(candidates) for _ in range(memref_count)]
    retained: list[tuple[str, str]] = []
    for i in range(retained_count):
        if rng.random() < 0.3:
            which = rng.randrange(buffer_count)
            view_type = "memref<1xi8, strided<[1]>>"
            body.append(
                f"%v{i} = memref.subview %b{which}[0] [1] [1] : "
                f"memref<{which + 1}xi8> to {view_type}"
            )
            retained.append((f"%v{i}", view_type))
        else:
            retained.append(rng.choice(candidates))
    dealloc = (
        "bufferization.dealloc ("
        + ", ".join(name for name, _ in memrefs)
        + " : "
        + ", ".join(t for _, t in memrefs)
        + ") if ("
        + ", ".join(f"%c{i}" for i in range(memref_count))
        + ")"
    )
    if retained:
        dealloc += (
            " retain ("
            + ", ".join(name for name, _ in retained)
            + " : "
            + ", ".join(t for _, t in retained)
            + ")"
        )
        body.append(f"%r:{len(retained)} = {dealloc}")
        results = ", ".join(f"%r#{i}" for i in range(len(retained)))
        body.append(f"return {results} : {', '.join(['i1'] * len(retained))}")
    else:
        body.append(dealloc)
        body.append("return")
    result_types = ", ".join(["i1"] * len(retained))
    lines = [f"func.func @f({', '.join(arguments)}) -> ({result_types}) {{"]
    lines += [f"  {line}" for line in body]
    lines.append("}")
    return "\n".join(lines) + "\n"


def _observed(
    run: RunReport,
) -> tuple[tuple[object, ...], list[int], Counter[FindingKind]]:
    """Results, sizes of the leaked buffers and the other findings of a run."""
    leaked = sorted(
        f.allocation.size_bytes
        for f in run.findings
        if f.kind is FindingKind.LEAK and f.allocation is not None
    )
    others = Counter(f.kind for f in run.findings if f.kind is not FindingKind.LEAK)
    return run.results, leaked, others


@needs_mlir
@pytest.mark.parametrize("seed", range(40))
def test_agrees_with_mlir_lowering(seed: int):
    program = _random_dealloc_program(seed)
    lowered = mlir_opt_output(program, "--bufferization-lower-deallocations")
    direct = check_module(program)
    via_lowering = check_module(lowered)
    assert len(direct.runs) == len(via_lowering.runs)
    for ours, theirs in zip(direct.runs, via_lowering.runs, strict=True):
        assert [v for _, v in ours.inputs] == [v for _, v in theirs.inputs]
        assert _observed(ours) == _observed(theirs), program
