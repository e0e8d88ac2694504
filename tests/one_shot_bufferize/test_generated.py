"""Generated tensor programs through our one-shot-bufferize, against MLIR 22.

A fixed range of seeds of `bufferization.program_generator` (smaller programs than
a campaign's, to stay within a minute on two cores): ours accepts what
`mlir-opt-22` accepts, its output verifies and `mlir-opt-22` accepts it,
both bufferized programs freed by our deallocation pipeline run clean
under the sanitizer for every input, and ours computes MLIR's values (or,
where MLIR 22's analysis misses a conflict, those of MLIR's
`copy-before-write`).  `XDSL_DEALLOC_TENSOR_FUZZ_PROGRAMS` /
`XDSL_DEALLOC_TENSOR_FUZZ_SEED` run other seeds;
`scripts/tensor_fuzz_campaign.py` runs long campaigns.

Also here: the generator's own properties, and the bugs the campaign found,
minimized.
"""

from __future__ import annotations

import os
import re

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.corpus import (
    CorpusProgram,
    run_mlir,
    run_ours,
)
from xdsl_dealloc.testing.bufferization.fuzzing import (
    CampaignTotals,
    TensorOutcome,
    check_tensor_program,
    run_tensor_campaign,
    shrink_tensor_failure,
)
from xdsl_dealloc.testing.bufferization.program_generator import (
    CONSTRUCTS,
    OPT_IN_CONSTRUCTS,
    TensorGeneratorConfig,
    generate_tensor_program,
)

PROGRAMS = int(os.environ.get("XDSL_DEALLOC_TENSOR_FUZZ_PROGRAMS", "240"))
FIRST_SEED = int(os.environ.get("XDSL_DEALLOC_TENSOR_FUZZ_SEED", "0"))
CI_CONFIG = TensorGeneratorConfig(max_functions=1, max_statements=6)
SHRINK_SECONDS = 120.0


def _explain(failures: list[TensorOutcome]) -> str:
    first = failures[0]
    failure = first.check.failure
    assert failure is not None
    shrunk = shrink_tensor_failure(
        first.job.program(), failure, time_limit=SHRINK_SECONDS
    )
    seeds = ", ".join(str(outcome.job.seed) for outcome in failures)
    return (
        f"{len(failures)} of {PROGRAMS} generated programs fail (seeds {seeds}).\n"
        f"Seed {first.job.seed}: {failure}\nShrunk program:\n{shrunk.text}\n"
        "Reproduce: python scripts/tensor_fuzz_campaign.py --max-functions 1 "
        f"--max-statements 6 --seed {first.job.seed}"
    )


@needs_mlir
def test_generated_tensor_programs_bufferize_like_mlir(campaign_processes: int):
    seeds = range(FIRST_SEED, FIRST_SEED + PROGRAMS)
    outcomes = list(run_tensor_campaign(seeds, CI_CONFIG, campaign_processes))
    assert len(outcomes) == PROGRAMS
    failures = [outcome for outcome in outcomes if outcome.check.failure is not None]
    assert not failures, _explain(failures)
    totals = CampaignTotals.of(outcomes)
    # Most programs bufferize on both sides: the generator is not testing
    # only the loop diagnostic.
    assert totals.both_bufferize >= PROGRAMS * 3 // 4, totals.summary()


def test_generator_is_reproducible_and_seeds_differ():
    assert generate_tensor_program(7) == generate_tensor_program(7)
    assert generate_tensor_program(7) != generate_tensor_program(8)


CONSTRUCT_TEXTS = {
    "to_tensor": "bufferization.to_tensor %in restrict :",
    "writable_input": "bufferization.to_tensor %in restrict writable",
    "constant": "arith.constant dense<",
    "fill": "linalg.fill",
    "map": "linalg.map",
    "generic": "linalg.generic",
    "named": "linalg.add",
    "copy": "linalg.copy",
    "insert": "tensor.insert ",
    "extract": "tensor.extract ",
    "extract_slice": "tensor.extract_slice",
    "insert_slice": "tensor.insert_slice",
    "select": "arith.select",
    "splat": "tensor.splat",
    "generate": "tensor.generate",
    "pad": "tensor.pad",
    "reshape": "tensor.reshape",
    "expand_collapse": "tensor.expand_shape",
    "from_elements": "tensor.from_elements",
    "concat": "tensor.concat",
    "alloc_tensor": "bufferization.alloc_tensor() copy(",
    "if": "scf.if",
    "index_switch": "scf.index_switch",
    "execute_region": "scf.execute_region",
    "for": "scf.for %",
    "while": "scf.while",
    "forall": "tensor.parallel_insert_slice",
    "materialize": "bufferization.materialize_in_destination",
    "loops_yield_new_buffers": "allow-return-allocs-from-loops=true",
    "heuristics": "analysis-heuristic=",
}
"""Text each construct of the generator puts into a program."""

FORMS = {
    "a dynamic tensor.splat": "] : tensor<?xf32>",
    "a dynamic tensor.generate": "tensor.generate %size",
    "a dynamic tensor.pad": ": tensor<4xf32> to tensor<?xf32>",
    "tensor.cast back to a static shape": "tensor.cast",
    "tensor.collapse_shape": "tensor.collapse_shape",
    "an scf.forall of %n threads": "in (%n) shared_outs",
    "an scf.forall with two shared outputs": ", %o",
    "bufferization.alloc_tensor as a destination": "bufferization.alloc_tensor() :",
}
"""Forms within constructs, also in the CI sample."""


def test_the_ci_sample_exercises_every_construct():
    """The programs `test_generated_tensor_programs_bufferize_like_mlir`
    runs contain every construct (and the forms above) several times."""
    sample = [
        generate_tensor_program(seed, CI_CONFIG)
        for seed in range(FIRST_SEED, FIRST_SEED + PROGRAMS)
    ]
    assert set(CONSTRUCT_TEXTS) == CONSTRUCTS - {"generic_reading_init"}
    texts = {**CONSTRUCT_TEXTS, **FORMS}
    programs_with = {
        name: sum(text in program for program in sample) for name, text in texts.items()
    }
    rare = {name: count for name, count in programs_with.items() if count < 5}
    assert not rare, f"in fewer than 5 of {PROGRAMS} programs: {rare}"


def test_excluded_constructs_are_left_out():
    excluded = {
        "for",
        "if",
        "index_switch",
        "insert_slice",
        "map",
        "forall",
        "while",
        "pad",
        "generate",
        "reshape",
    }
    config = TensorGeneratorConfig(excluded=frozenset(excluded))
    text = "\n".join(generate_tensor_program(seed, config) for seed in range(30))
    for name in excluded:
        assert CONSTRUCT_TEXTS[name] not in text, name
    assert "tensor.expand_shape" in text and "scf.execute_region" in text
    with pytest.raises(ValueError, match="unknown constructs"):
        TensorGeneratorConfig(excluded=frozenset({"no_such_construct"}))
    assert "for" in CONSTRUCTS


OPT_IN_PATTERNS = {
    "read_after_materialize": r"materialize_in_destination %\w+ in %\w+ :",
    "forall_partial_writes": r"in \(1\) shared_outs",
    "memory_spaces": r"\{memory_space = 1 : i64\}",
    "element_type_copies": r"xb?f16>",
}
"""What each opt-in construct puts into a program."""

MLIR_TEST_FORMS = TensorGeneratorConfig(
    max_functions=1, max_statements=6, included=OPT_IN_CONSTRUCTS
)


def test_opt_in_constructs_only_when_included():
    """Off by default (every seed's program stays as it was), each in a
    good share of the programs that include them."""
    assert set(OPT_IN_PATTERNS) == OPT_IN_CONSTRUCTS
    default = "\n".join(generate_tensor_program(seed) for seed in range(40))
    included = [generate_tensor_program(seed, MLIR_TEST_FORMS) for seed in range(40)]
    for name, pattern in OPT_IN_PATTERNS.items():
        assert not re.search(pattern, default), name
        assert any(re.search(pattern, text) for text in included), name
    assert "linalg.copy ins(%t" in "\n".join(included)
    with pytest.raises(ValueError, match="unknown opt-in constructs"):
        TensorGeneratorConfig(included=frozenset({"for"}))


@needs_mlir
def test_programs_of_mlir_test_forms_bufferize_like_mlir(campaign_processes: int):
    """With the forms MLIR's own tests showed ours getting wrong: no
    failure, and some programs both bufferize and run."""
    seeds = range(FIRST_SEED, FIRST_SEED + 24)
    outcomes = list(run_tensor_campaign(seeds, MLIR_TEST_FORMS, campaign_processes))
    failures = [outcome for outcome in outcomes if outcome.check.failure is not None]
    assert not failures, [
        (outcome.job.seed, str(outcome.check.failure)) for outcome in failures
    ]
    totals = CampaignTotals.of(outcomes)
    assert totals.both_bufferize >= 8, totals.summary()


def test_generated_programs_are_valid_inputs():
    """Bufferized with every write into a copy, the programs run clean: no
    out-of-bounds access, no read of undefined memory."""
    for seed in range(10):
        program = CorpusProgram.from_text(
            f"seed-{seed}", generate_tensor_program(seed, CI_CONFIG)
        )
        options = "copy-before-write=true allow-return-allocs-from-loops=true"
        execution = run_ours(program, f"one-shot-bufferize{{{options}}}")
        assert execution.ok and execution.clean, (seed, execution.error)


def test_programs_of_mlir_test_forms_are_valid_inputs():
    """Those MLIR does not reject run clean with every write into a copy."""
    options = "copy-before-write=true allow-return-allocs-from-loops=true"
    ran = 0
    for seed in range(12):
        text = generate_tensor_program(seed, MLIR_TEST_FORMS)
        if re.search(OPT_IN_PATTERNS["read_after_materialize"], text):
            continue  # may write a buffer read later: rejected by analysis
        program = CorpusProgram.from_text(f"seed-{seed}", text)
        execution = run_ours(program, f"one-shot-bufferize{{{options}}}")
        if "inconsistent memory space" in execution.error:
            continue
        assert execution.ok and execution.clean, (seed, execution.error)
        ran += 1
    assert ran >= 4


LOOP_YIELDS_A_CONSTANT = """\
// OPTIONS: allow-return-allocs-from-loops=true
func.func @f(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zeros = arith.constant dense<0.0> : tensor<4xf32>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zeros) -> (tensor<4xf32>) {
    %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %sum = linalg.map { arith.addf } ins(%acc, %k : tensor<4xf32>, tensor<4xf32>) outs(%acc : tensor<4xf32>)
    scf.yield %k : tensor<4xf32>
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
"""


@needs_mlir
def test_a_loop_yielding_a_constant_copies_it():
    """Campaign seed 114, shrunk: the constant the body yields becomes the
    next iteration's argument, which the `linalg.map` writes in place.
    Ours copies the yielded constant; MLIR 22 writes into the constant
    global."""
    program = CorpusProgram.from_text("loop_yields_constant", LOOP_YIELDS_A_CONSTANT)
    ours = run_ours(program)
    assert ours.ok and ours.clean, ours.error or ours.report
    assert [o.text for o in ours.outcomes] == ["@f(): %out = [1.0, 2.0, 3.0, 4.0]"]
    mlir = run_mlir(program)
    assert mlir.report is not None
    assert {f.kind.value for f in mlir.report.findings} == {"write-to-constant"}
    assert check_tensor_program(LOOP_YIELDS_A_CONSTANT).failure is None


SWITCH_RESULT_READ_AFTER_WRITE = """\
func.func @f(%k: index) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = scf.index_switch %k -> tensor<4xf32>
  default {
    scf.yield %a : tensor<4xf32>
  }
  %b = tensor.insert %two into %a[%c0] : tensor<4xf32>
  %x = tensor.extract %s[%c0] : tensor<4xf32>
  %y = tensor.extract %b[%c0] : tensor<4xf32>
  return %x : f32
}
"""


@needs_mlir
def test_a_switch_result_aliases_what_its_cases_yield():
    """Campaign seed 3, shrunk: MLIR 22's analysis does not see that
    `%s` is `%a`, so it writes `%two` into `%a` in place and `%x` reads 2.0;
    ours copies and reads 1.0, as MLIR's `copy-before-write` does."""
    program = CorpusProgram.from_text("switch", SWITCH_RESULT_READ_AFTER_WRITE)
    ours = run_ours(program)
    assert ours.ok and ours.clean
    assert {o.results for o in ours.outcomes} == {("1.0",)}
    assert {o.results for o in run_mlir(program).outcomes} == {("2.0",)}
    check = check_tensor_program(SWITCH_RESULT_READ_AFTER_WRITE)
    assert check.failure is None and check.mlir_wrong


LOOP_WITH_SWITCH = """\
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zeros = arith.constant dense<0.0> : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zeros) -> (tensor<8xf32>) {
    %piece = arith.constant dense<1.0> : tensor<4xf32>
    %next = tensor.insert_slice %piece into %acc[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    %s = scf.index_switch %n -> tensor<8xf32>
    case 0 {
      scf.yield %zeros : tensor<8xf32>
    }
    default {
      scf.yield %next : tensor<8xf32>
    }
    scf.yield %next : tensor<8xf32>
  }
  return
}
"""


@needs_mlir
def test_a_loop_mlir_accepts_only_by_missing_switch_aliasing():
    """Campaign seed 11483, shrunk: `%s` may be the constant `%zeros` or
    `%next`, so `%next` shares an alias set with a constant and its write
    goes to a copy, not equivalent to `%acc`: ours rejects the loop, as
    MLIR does when the switch is an `scf.if`; MLIR 22 accepts it because it
    misses the switch's aliasing.  The check counts it against MLIR."""
    program = CorpusProgram.from_text("loop_with_switch", LOOP_WITH_SWITCH)
    assert "is not equivalent" in run_ours(program).error
    assert run_mlir(program).bufferized
    check = check_tensor_program(LOOP_WITH_SWITCH)
    assert check.failure is None and check.mlir_wrong


LOOP_MAY_NOT_RUN = """\
// OPTIONS: allow-return-allocs-from-loops=true
func.func @f(%n: index, %out: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<1.0> : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32>) {
    %k = arith.constant dense<2.0> : tensor<8xf32>
    scf.yield %k : tensor<8xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<8xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  return %x : f32
}
"""


@needs_mlir
def test_the_init_of_a_loop_that_may_not_run_is_read():
    """Found while sorting the campaign's costlier programs: the body never
    reads `%acc`, so ours gave the loop a new buffer without copying
    `%init` into it, and with `%n = 0` the result held garbage.  As in
    MLIR 22, an init is read when the loop may run no iteration."""
    program = CorpusProgram.from_text("loop_may_not_run", LOOP_MAY_NOT_RUN)
    ours = run_ours(program)
    assert ours.ok and ours.clean, ours.error or ours.report
    ones, twos = ", ".join(["1.0"] * 8), ", ".join(["2.0"] * 8)
    assert [o.text for o in ours.outcomes] == [
        f"@f(%n = 0): 1.0 | %out = [{ones}]",
        f"@f(%n = 1): 2.0 | %out = [{twos}]",
        f"@f(%n = 3): 2.0 | %out = [{twos}]",
    ]
    assert check_tensor_program(LOOP_MAY_NOT_RUN).failure is None


LOOP_YIELDS_AN_UNWRITTEN_CONSTANT = """\
// OPTIONS: allow-return-allocs-from-loops=true
func.func @f(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<1.0> : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<8xf32>) {
    %k = arith.constant dense<2.0> : tensor<8xf32>
    %a = tensor.extract %acc[%i] : tensor<8xf32>
    %b = tensor.extract %k[%i] : tensor<8xf32>
    %s = arith.addf %a, %b : f32
    %written = tensor.insert %s into %k[%c0] : tensor<8xf32>
    scf.yield %k : tensor<8xf32>
  }
  %x = tensor.extract %r[%c0] : tensor<8xf32>
  return %x : f32
}
"""


@needs_mlir
def test_a_loop_yielding_a_constant_nothing_writes_does_not_copy_it():
    """Campaign seed 30002, shrunk: neither `%acc` nor `%r` is written in
    place (the insert goes to a copy of `%k`), so the yielded constant
    needs no copy; ours copied it all the same, one more allocation and
    copy than MLIR 22."""
    program = CorpusProgram.from_text("unwritten", LOOP_YIELDS_AN_UNWRITTEN_CONSTANT)
    ours = run_ours(program)
    assert ours.ok and ours.clean, ours.error or ours.report
    assert [o.results for o in ours.outcomes] == [("1.0",), ("2.0",), ("2.0",)]
    check = check_tensor_program(LOOP_YIELDS_AN_UNWRITTEN_CONSTANT)
    assert check.failure is None and check.ours == check.mlir


MATERIALIZE_IN_A_SWITCH = """\
func.func @f(%n: index, %i: index) -> f32 {
  %k = arith.constant dense<[1.0, 5.0, 1.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.copy ins(%k : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = scf.index_switch %n -> tensor<4xf32>
  case 1 {
    %zero = arith.constant 0.0 : f32
    %e2 = tensor.empty() : tensor<4xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
    %m = bufferization.materialize_in_destination %a in %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    scf.yield %m : tensor<4xf32>
  }
  default {
    scf.yield %a : tensor<4xf32>
  }
  %x = tensor.extract %s[%i] : tensor<4xf32>
  return %x : f32
}
"""


@needs_mlir
def test_a_materialize_mlir_accepts_only_by_missing_switch_aliasing():
    """Campaign seed 600054 (with MLIR's test forms), shrunk: `%s` may be
    `%m` (the destination's buffer) or `%a` (the source), so both share an
    alias set and the destination, which must be written in place, is
    written while `%a` is still read: ours rejects it, as MLIR 22 does
    when the switch is an `scf.if`; MLIR 22 accepts the switch because it
    misses its aliasing.  The check counts it against MLIR."""
    program = CorpusProgram.from_text("materialize_in_switch", MATERIALIZE_IN_A_SWITCH)
    assert "cannot avoid RaW conflict" in run_ours(program).error
    assert run_mlir(program).bufferized
    as_if = (
        MATERIALIZE_IN_A_SWITCH.replace("(%n: index,", "(%c: i1,")
        .replace(
            "scf.index_switch %n -> tensor<4xf32>\n  case 1 {",
            "scf.if %c -> tensor<4xf32> {",
        )
        .replace("  }\n  default {", "  } else {")
    )
    assert (
        "cannot avoid RaW conflict"
        in run_mlir(CorpusProgram.from_text("materialize_in_if", as_if)).error
    )
    check = check_tensor_program(MATERIALIZE_IN_A_SWITCH)
    assert check.failure is None and check.mlir_wrong


MATERIALIZE_INTO_A_SWITCHED_CONSTANT = """\
func.func @f(%n: index) {
  %k = arith.constant dense<0.0> : tensor<4xf32>
  %w = arith.constant dense<1.0> : tensor<8xf32>
  %s = scf.index_switch %n -> tensor<8xf32>
  case 0 {
    %u = tensor.insert_slice %k into %w[%n] [4] [1] : tensor<4xf32> into tensor<8xf32>
    %m = bufferization.materialize_in_destination %u in %u : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  default {
    %z = arith.constant dense<0.0> : tensor<8xf32>
    scf.yield %z : tensor<8xf32>
  }
  return
}
"""


@needs_mlir
def test_a_write_into_a_switched_constant_is_counted_against_mlir():
    """Campaign seed 700812 (with MLIR's test forms), shrunk: the switch
    result may be `%u` or the constant `%z`, so the destination `%u`, which
    must be written in place, shares an alias set with a constant: ours
    rejects it ("would write to read-only buffer"), as MLIR 22 does with an
    `scf.if`; MLIR 22 accepts the switch.  The check counts it against
    MLIR."""
    program = CorpusProgram.from_text("switched", MATERIALIZE_INTO_A_SWITCHED_CONSTANT)
    assert "would write to read-only buffer" in run_ours(program).error
    assert run_mlir(program).bufferized
    check = check_tensor_program(MATERIALIZE_INTO_A_SWITCHED_CONSTANT)
    assert check.failure is None and check.mlir_wrong
