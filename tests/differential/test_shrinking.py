"""The shrinker: it keeps the failure, ends, and leaves little else."""

from __future__ import annotations

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.program_generator import generate_program
from xdsl_dealloc.testing.pipelines import Failure
from xdsl_dealloc.testing.shrinking import shrink


def _ops(text: str) -> list[str]:
    module = parse_module(text)
    return [op.name for op in module.walk() if op is not module]


def _has_while_allocating_in_its_body(text: str) -> bool:
    """A stand-in for a pipeline bug: a loop body that allocates."""
    module = parse_module(text)
    return any(
        op.name == "scf.while"
        and any(inner.name == "memref.alloc" for inner in op.regions[1].walk())
        for op in module.walk()
    )


def test_shrinks_to_the_construct_that_fails():
    seed = next(
        s for s in range(200) if _has_while_allocating_in_its_body(generate_program(s))
    )
    program = generate_program(seed)
    result = shrink(program, _has_while_allocating_in_its_body, time_limit=120)

    assert not result.timed_out and result.accepted_edits > 0
    assert _has_while_allocating_in_its_body(result.text)
    ops = _ops(result.text)
    assert len(ops) < len(_ops(program)) / 3
    # What is left: one function, the loop and its terminators, the
    # allocation and trivial values.
    assert ops.count("func.func") == 1 and ops.count("scf.while") == 1
    assert set(ops) <= {
        "func.func",
        "func.return",
        "scf.while",
        "scf.condition",
        "scf.yield",
        "memref.alloc",
        "arith.constant",
    }


def test_nothing_to_shrink_when_every_edit_loses_the_failure():
    program = (
        "func.func @f() {\n  %a = memref.alloc() : memref<2xf32>\n  func.return\n}\n"
    )
    result = shrink(program, lambda text: "memref.alloc" in text, time_limit=60)
    assert _ops(result.text) == ["func.func", "memref.alloc", "func.return"]


def test_failure_persists_only_with_the_same_stage_and_a_shared_key():
    leak = Failure("sanitizer findings", ("leak",), "")
    assert leak.persists_in(Failure("sanitizer findings", ("double-free", "leak"), ""))
    assert not leak.persists_in(Failure("sanitizer findings", ("double-free",), ""))
    assert not leak.persists_in(Failure("crashed", ("leak",), ""))
    assert not leak.persists_in(None)
