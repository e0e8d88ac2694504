"""The inline lowering of several-memref deallocs behaves exactly like the
dealloc it replaces, and like the library-function lowering, on random
aliasing patterns: same buffers freed, same leaks, same ownerships."""

from __future__ import annotations

import random

import pytest
from xdsl.context import Context

from xdsl_dealloc.sanitizer import check_module, parse_module
from xdsl_dealloc.transforms.bufferization_lower_deallocations import (
    LowerDeallocationsPass,
)


def random_program(seed: int) -> str:
    """Two buffers, memrefs and retained values chosen among them through
    selects on the arguments, and the results used to free what is owned."""
    rng = random.Random(seed)
    lines = [
        "func.func @f(%c0: i1, %c1: i1, %c2: i1) -> (i1, i1, i1) {",
        "  %true = arith.constant true",
        "  %false = arith.constant false",
        "  %a = memref.alloc() : memref<2xf32>",
        "  %b = memref.alloc() : memref<2xf32>",
    ]
    pool = ["%a", "%b"]
    for index in range(3):
        lhs, rhs = rng.sample(pool[:2], 2)
        lines.append(
            f"  %s{index} = arith.select %c{index}, {lhs}, {rhs} : memref<2xf32>"
        )
        pool.append(f"%s{index}")
    memrefs = [rng.choice(pool) for _ in range(rng.randint(2, 3))]
    retained = [rng.choice(pool) for _ in range(rng.randint(0, 3))]
    conditions = [rng.choice(["%true", "%false", "%c0", "%c1"]) for _ in memrefs]
    types = ", ".join(["memref<2xf32>"] * len(memrefs))
    results = (
        f"%r:{len(retained)} = " if len(retained) > 1 else ("%r = " if retained else "")
    )
    retain = (
        f" retain ({', '.join(retained)} : {', '.join(['memref<2xf32>'] * len(retained))})"
        if retained
        else ""
    )
    lines.append(
        f"  {results}bufferization.dealloc ({', '.join(memrefs)} : {types}) "
        f"if ({', '.join(conditions)}){retain}"
    )
    names = (
        [f"%r#{i}" for i in range(len(retained))] if len(retained) > 1 else ["%r"]
    )[: len(retained)]
    outputs = (names + ["%false"] * 3)[:3]
    lines.append(f"  return {', '.join(outputs)} : i1, i1, i1")
    lines.append("}")
    return "\n".join(lines) + "\n"


def behaviour(text: str, inline_limit: int | None):
    module = parse_module(text)
    if inline_limit is not None:
        LowerDeallocationsPass(inline_limit=inline_limit).apply(Context(), module)
    report = check_module(module)
    return [
        (
            run.inputs,
            run.results,
            sorted(
                (f.kind, f.allocation.ident if f.allocation else None)
                for f in run.findings
            ),
        )
        for run in report.runs
    ], report


@pytest.mark.parametrize("seed", range(60))
def test_inline_lowering_matches_the_dealloc(seed: int):
    text = random_program(seed)
    expected, _ = behaviour(text, None)
    inline, inline_report = behaviour(text, 64)
    generic, generic_report = behaviour(text, 0)
    assert inline == expected, text
    assert generic == expected, text
    assert inline_report.counters.helper_calls == 0
    assert (
        inline_report.counters.alias_comparisons
        <= generic_report.counters.alias_comparisons
    )
