"""Generated tensor modules through `one-shot-bufferize{bufferize-function-boundaries}`,
against MLIR 22.

A fixed range of seeds of `bufferization.module_generator` (smaller modules than a
campaign's, to stay within a minute on two cores), bufferized with the
options on their first line by ours and by `mlir-opt-22`, without and with
`eliminate-empty-tensors` first: ours accepts what MLIR accepts, its output
verifies and `mlir-opt-22` accepts it, both bufferized modules freed by our
deallocation pipeline run clean under the sanitizer for every input of
every public function, and ours computes MLIR's values (or, where MLIR
fails, those of MLIR's `copy-before-write`).
`XDSL_DEALLOC_MODULE_FUZZ_PROGRAMS` / `XDSL_DEALLOC_MODULE_FUZZ_SEED` run
other seeds; `scripts/tensor_fuzz_campaign.py --modules` runs long
campaigns.

Also here: the generator's own properties, and what the campaigns found,
minimized.
"""

from __future__ import annotations

import os
import re

import pytest

from tests.markers import needs_mlir
from xdsl_dealloc.testing.bufferization.corpus import CorpusProgram, run_ours
from xdsl_dealloc.testing.bufferization.fuzzing import (
    CampaignTotals,
    TensorOutcome,
    check_tensor_program,
    run_tensor_campaign,
    shrink_tensor_failure,
)
from xdsl_dealloc.testing.bufferization.module_generator import (
    MODULE_CONSTRUCTS,
    MODULE_OPT_IN_CONSTRUCTS,
    TensorModuleConfig,
    generate_tensor_module,
)
from xdsl_dealloc.testing.bufferization.program_generator import OPT_IN_CONSTRUCTS

PROGRAMS = int(os.environ.get("XDSL_DEALLOC_MODULE_FUZZ_PROGRAMS", "100"))
ELIMINATED_PROGRAMS = PROGRAMS // 2
"""With `eliminate-empty-tensors` first: fewer, to keep both within a minute
on two idle cores (0.45 s of CPU a module)."""
FIRST_SEED = int(os.environ.get("XDSL_DEALLOC_MODULE_FUZZ_SEED", "0"))
CI_CONFIG = TensorModuleConfig(
    max_entries=1, max_callees=2, max_statements=4, max_ops_per_function=30
)
SHRINK_SECONDS = 120.0


def _explain(failures: list[TensorOutcome], eliminate: bool) -> str:
    first = failures[0]
    failure = first.check.failure
    assert failure is not None
    shrunk = shrink_tensor_failure(
        first.job.program(),
        failure,
        time_limit=SHRINK_SECONDS,
        eliminate_empty_tensors=eliminate,
    )
    seeds = ", ".join(str(outcome.job.seed) for outcome in failures)
    return (
        f"{len(failures)} generated modules fail (seeds {seeds}).\n"
        f"Seed {first.job.seed}: {failure}\nShrunk module:\n{shrunk.text}\n"
        f"Reproduce: check_tensor_program(generate_tensor_module({first.job.seed}, "
        f"CI_CONFIG), eliminate_empty_tensors={eliminate})"
    )


@needs_mlir
@pytest.mark.parametrize("eliminate", [False, True], ids=["plain", "eliminated"])
def test_generated_modules_bufferize_like_mlir(
    eliminate: bool, campaign_processes: int
):
    programs = ELIMINATED_PROGRAMS if eliminate else PROGRAMS
    seeds = range(FIRST_SEED, FIRST_SEED + programs)
    outcomes = list(
        run_tensor_campaign(
            seeds, CI_CONFIG, campaign_processes, eliminate_empty_tensors=eliminate
        )
    )
    assert len(outcomes) == programs
    failures = [outcome for outcome in outcomes if outcome.check.failure is not None]
    assert not failures, _explain(failures, eliminate)
    totals = CampaignTotals.of(outcomes)
    # Most modules bufferize on both sides and run: the generator is not
    # testing only the loop diagnostic.
    assert totals.both_bufferize >= programs * 2 // 3, totals.summary()
    assert sum(outcome.check.runs for outcome in outcomes) >= programs * 10


def test_generator_is_reproducible_and_seeds_differ():
    assert generate_tensor_module(7) == generate_tensor_module(7)
    assert generate_tensor_module(7) != generate_tensor_module(8)


def test_generator_produces_every_construct():
    """Over 80 seeds, each construct appears."""
    text = "\n".join(generate_tensor_module(seed) for seed in range(80))
    for pattern in (
        r"func\.func private @g\d\(%n: index, %in0",
        r"func\.func @g\d\(%n: index, %in0",
        r"func\.func private @ext\d\(index, ",
        r'bufferization\.access = "(read|write|none)"',
        r'%in\d: tensor<\dxf32> \{bufferization\.access = "read-write"\}',
        r"\{bufferization\.writable = false\}",
        r"%s0: f32",
        r"= func\.call @g\d\(",
        r"func\.call @ext\d\(",
        r"arith\.cmpi ugt, %n, %c3",  # the guard of declaration calls
        r"arith\.subi %n, %c1",  # the recursive step
        r"tensor\.extract %(t\d+|in\d|input)\[%\w+\]",
        r"func\.return %in\d",  # passed through
        r"tensor\.extract_slice %in\d",
        r"tensor\.insert_slice %t\d+ into %in\d",
        r"function-boundary-type-conversion=identity-layout-map",
        r"function-boundary-type-conversion=fully-dynamic-layout-map",
        r"no-analysis-func-filter=g\d",
        r"allow-return-allocs-from-loops=true",
        r"scf\.for",
        r"bufferization\.materialize_in_destination",
    ):
        assert re.search(pattern, text), pattern


def _recursive_calls(text: str) -> dict[str, set[str]]:
    """Each function's calls with a decremented `%n` (`%sN = arith.subi`)."""
    calls: dict[str, set[str]] = {}
    for body in re.split(r"^func\.func ", text, flags=re.MULTILINE)[1:]:
        name = re.match(r"(?:private )?@(\w+)", body)
        assert name is not None
        calls[name.group(1)] = set(re.findall(r"func\.call @(g\d)\(%s\d+", body))
    return calls


def test_recursion_alone_and_in_pairs():
    """Some modules have a callee calling itself, some two calling each
    other; a recursive call always passes `%n - 1` under `%n != 0`."""
    shapes: set[str] = set()
    for seed in range(100):
        calls = _recursive_calls(generate_tensor_module(seed))
        for name, called in calls.items():
            if name in called:
                shapes.add("self")
            if any(name in calls.get(other, set()) for other in called - {name}):
                shapes.add("pair")
    assert shapes == {"self", "pair"}


def test_excluded_constructs_are_left_out():
    config = TensorModuleConfig(
        excluded=frozenset({"recursion", "declarations", "public_callees", "for"})
    )
    text = "\n".join(generate_tensor_module(seed, config) for seed in range(40))
    for absent in ("arith.subi %n, %c1", "@ext", "func.func @g", "scf.for %"):
        assert absent not in text, absent
    with pytest.raises(ValueError, match="unknown constructs"):
        TensorModuleConfig(excluded=frozenset({"no_such_construct"}))
    assert "calls" in MODULE_CONSTRUCTS


def test_generated_modules_are_valid_inputs():
    """Bufferized with every write into a copy, modules with recursion and
    declaration calls run clean (no out-of-bounds access, no read of
    undefined memory, every recursion ends, no declaration is called: the
    sanitizer would stop there), and their calls are run."""
    options = (
        "bufferize-function-boundaries=true copy-before-write=true "
        "allow-return-allocs-from-loops=true "
        "function-boundary-type-conversion=fully-dynamic-layout-map"
    )
    texts = [generate_tensor_module(seed, CI_CONFIG) for seed in range(60)]
    chosen = [t for t in texts if "func.call @ext" in t][:2]
    chosen += [t for t in texts if "arith.subi %n, %c1" in t][:2]
    assert len(chosen) == 4
    for position, text in enumerate(chosen):
        program = CorpusProgram.from_text(f"module-{position}", text)
        execution = run_ours(program, f"one-shot-bufferize{{{options}}}")
        assert execution.ok and execution.clean, (text, execution.error)
        assert execution.report is not None and execution.report.runs


UNANALYSED_RECURSION = """\
// OPTIONS: bufferize-function-boundaries=true no-analysis-func-filter=g
func.func private @g(%n: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<8xf32>) {
    scf.yield %t : tensor<8xf32>
  } else {
    %c1 = arith.constant 1 : index
    %m = arith.subi %n, %c1 : index
    %two = arith.constant 2.0 : f32
    %w = tensor.insert %two into %t[%n] : tensor<8xf32>
    %v = func.call @g(%m, %w) : (index, tensor<8xf32>) -> tensor<8xf32>
    scf.yield %v : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @f(%n: index) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %t = arith.constant dense<1.0> : tensor<8xf32>
  %r = func.call @g(%n, %t) : (index, tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract %r[%c1] : tensor<8xf32>
  %y = tensor.extract %t[%c1] : tensor<8xf32>
  return %x, %y : f32, f32
}
"""


@needs_mlir
def test_a_recursive_function_without_analysis():
    """Campaign seed 7, shrunk by hand: a recursive function in
    `no-analysis-func-filter` crashes MLIR 22 (in `isInPlace`, bufferizing
    the recursive call, whose operands the analysis never saw; with the
    recursion unconditional it loops forever).  Ours copies before every
    write of `@g` and at its recursive call, and computes what MLIR's
    `copy-before-write` computes."""
    check = check_tensor_program(UNANALYSED_RECURSION)
    assert check.mlir_crashes and check.failure is None
    ours = run_ours(CorpusProgram.from_text("unanalysed", UNANALYSED_RECURSION))
    assert ours.ok and ours.clean, ours.error
    assert [o.text for o in ours.outcomes] == [
        "@f(%n = 0): 1.0, 1.0",
        "@f(%n = 1): 2.0, 1.0",
        "@f(%n = 3): 2.0, 1.0",
    ]


TERMINATORS_IN_WALK_ORDER = """\
// OPTIONS: analysis-heuristic=bottom-up-from-terminators
func.func @f(%b: i1) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %wide = arith.constant dense<0.0> : tensor<8xf32>
  %other = arith.constant dense<0.0> : tensor<8xf32>
  %r = scf.for %i = %c0 to %c0 step %c0 iter_args(%acc = %wide) -> (tensor<8xf32>) {
    %piece = arith.constant dense<1.0> : tensor<4xf32>
    %first = tensor.insert_slice %piece into %acc[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    %second = tensor.insert_slice %piece into %first[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    %third = tensor.insert_slice %piece into %other[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
    %unused = scf.if %b -> (tensor<8xf32>) {
      %filled = linalg.fill ins(%zero : f32) outs(%first : tensor<8xf32>) -> tensor<8xf32>
      scf.yield %filled : tensor<8xf32>
    } else {
      scf.yield %third : tensor<8xf32>
    }
    scf.yield %second : tensor<8xf32>
  }
  return
}
"""


@needs_mlir
def test_bottom_up_from_terminators_visits_terminators_in_walk_order():
    """Module campaign seed 100010, shrunk: MLIR 22 follows the terminators
    in its walk order, so the `scf.yield` of the `scf.if` (inside the loop,
    before the loop's own) comes first and the `fill` writes `%first` in
    place; `%first` is then read after that write, so the chain the loop
    yields goes out of place and MLIR rejects the loop.  Ours followed the
    terminators last to first and accepted it; now both reject."""
    program = CorpusProgram.from_text("terminators", TERMINATORS_IN_WALK_ORDER)
    assert "is not equivalent" in run_ours(program).error
    check = check_tensor_program(TERMINATORS_IN_WALK_ORDER)
    assert check.failure is None and check.mlir_rejects and check.ours_rejects


MLIR_TEST_FORMS = TensorModuleConfig(
    max_entries=1,
    max_callees=2,
    max_statements=4,
    max_ops_per_function=30,
    included=OPT_IN_CONSTRUCTS | MODULE_OPT_IN_CONSTRUCTS,
)


def test_argument_layouts_only_when_included():
    default = "\n".join(generate_tensor_module(seed) for seed in range(30))
    assert "bufferization.buffer_layout" not in default
    included = [generate_tensor_module(seed, MLIR_TEST_FORMS) for seed in range(30)]
    with_layouts = [text for text in included if "bufferization.buffer_layout" in text]
    assert len(with_layouts) >= 10
    assert any("(d0 + 2)" in text for text in with_layouts)
    with pytest.raises(ValueError, match="unknown opt-in constructs"):
        TensorModuleConfig(included=frozenset({"calls"}))


@needs_mlir
def test_modules_of_mlir_test_forms_bufferize_like_mlir(campaign_processes: int):
    """Callees with layouts on their arguments, and the statement forms of
    MLIR's own tests: no failure, and some modules both bufferize and run."""
    seeds = range(FIRST_SEED, FIRST_SEED + 20)
    outcomes = list(run_tensor_campaign(seeds, MLIR_TEST_FORMS, campaign_processes))
    failures = [outcome for outcome in outcomes if outcome.check.failure is not None]
    assert not failures, [
        (outcome.job.seed, str(outcome.check.failure)) for outcome in failures
    ]
    totals = CampaignTotals.of(outcomes)
    assert totals.both_bufferize >= 6, totals.summary()
