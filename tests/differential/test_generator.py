"""The program generator: reproducible, varied, well-formed, configurable."""

from __future__ import annotations

import re

import pytest

from xdsl_dealloc.sanitizer import parse_module
from xdsl_dealloc.testing.deallocation.differential import input_undefined_behaviour
from xdsl_dealloc.testing.deallocation.program_generator import (
    CONSTRUCTS,
    GeneratorConfig,
    generate_program,
)

SEEDS = range(120)

OP_OF_CONSTRUCT = {
    "alloc": "memref.alloc(",
    "alloca": "memref.alloca(",
    "global": "memref.get_global",
    "subview": "memref.subview",
    "cast": "memref.cast",
    "select": "arith.select",
    "load": "memref.load",
    "store": "memref.store",
    "copy": "memref.copy",
    "clone": "bufferization.clone",
    "private_call": "func.call @p",
    "public_call": "func.call @f",
    "realloc": "memref.realloc",
    "if": "scf.if",
    "for": "scf.for",
    "while": "scf.while",
    "execute_region": "scf.execute_region",
    "index_switch": "scf.index_switch",
    "parallel": "scf.parallel",
    "alloca_scope": "memref.alloca_scope",
    "reinterpret_cast": "memref.reinterpret_cast",
    "cf_switch": "cf.switch",
    "unknown_select": "dealloc_test.select_randomly",
    "isolated_region": "dealloc_test.isolated_one_region",
    "existing_dealloc": "memref.dealloc",
}
"""Text that appears exactly when the construct is generated."""


def test_same_seed_same_program():
    config = GeneratorConfig(excluded=frozenset({"cf_switch"}))
    assert generate_program(7, config) == generate_program(7, config)
    assert generate_program(7, config) != generate_program(8, config)


def test_programs_parse_and_verify():
    for seed in SEEDS:
        parse_module(generate_program(seed))


def test_every_construct_is_generated():
    programs = "\n".join(generate_program(seed) for seed in SEEDS)
    for construct, text in OP_OF_CONSTRUCT.items():
        assert text in programs, construct
    assert "cf.cond_br" in programs and "^bb" in programs
    # Both edges of a branch to one block.
    assert re.search(r"cf.cond_br %\w+, (\^bb\d+)\b[^,]*, \1\b", programs)
    # Early exits: a return before the last block of a function.
    assert any(
        program.count("func.return") > program.count("func.func")
        for program in map(generate_program, SEEDS)
    )


@pytest.mark.parametrize("construct", sorted(set(OP_OF_CONSTRUCT) - {"alloc"}))
def test_excluded_constructs_are_not_generated(construct: str):
    config = GeneratorConfig(excluded=frozenset({construct}))
    for seed in range(40):
        assert OP_OF_CONSTRUCT[construct] not in generate_program(seed, config)


def test_unknown_construct_is_refused():
    with pytest.raises(ValueError, match="unknown constructs"):
        GeneratorConfig(excluded=frozenset({"goto"}))
    assert "realloc" in CONSTRUCTS


def test_inputs_have_no_undefined_behaviour():
    """Before deallocation the only findings allowed are leaks and results
    the pipeline must clone; a use after free or scope, or an access out of
    bounds, would make the generator's programs invalid inputs."""
    for seed in range(40):
        program = generate_program(seed)
        assert input_undefined_behaviour(program) == [], f"seed {seed}"


def test_partial_deallocs_free_on_one_branch_with_no_undefined_behaviour():
    """`partial_deallocs` puts the program's own frees in one branch of an
    `scf.if`; the inputs stay valid (leaks are what the pass fixes), and
    it is opt-in: without it every seed's program is as it was."""
    config = GeneratorConfig(partial_deallocs=1.0)
    programs = [generate_program(seed, config) for seed in range(20)]
    partial = re.compile(r"scf.if %\w+ \{\n\s*(\} else \{\n\s*)?memref.dealloc")
    assert sum(bool(partial.search(program)) for program in programs) >= 5
    for seed, program in enumerate(programs):
        assert input_undefined_behaviour(program) == [], f"seed {seed}"
    assert generate_program(3, GeneratorConfig()) == generate_program(3)
